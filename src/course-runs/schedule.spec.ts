import {
  dateRange,
  endOfWeeks,
  indiaToday,
  isCalendarDate,
  scheduleText,
  sessionStart,
  sessionsBetween,
  timeRange,
} from './schedule';

describe('course run schedule', () => {
  it('writes the weekly hours as a seeker reads them, in India time', () => {
    expect(scheduleText([{ weekday: 'saturday', time: '19:00', minutes: 90 }])).toBe(
      'Saturdays 7:00–8:30 pm IST',
    );
    expect(
      scheduleText([
        { weekday: 'sunday', time: '07:00', minutes: 60 },
        { weekday: 'saturday', time: '07:00', minutes: 60 },
        { weekday: 'wednesday', time: '18:30', minutes: 90 },
      ]),
    ).toBe('Wednesdays 6:30–8:00 pm IST; Saturdays and Sundays 7:00–8:00 am IST');
    expect(timeRange('11:30', 90)).toBe('11:30 am–1:00 pm');
    expect(timeRange('00:00', 45)).toBe('12:00–12:45 am');
    expect(timeRange('23:00', 120)).toBe('11:00 pm–1:00 am');
  });

  it('places a session at its instant: IST is UTC+05:30 all year', () => {
    expect(sessionStart('2027-01-09', '19:00').toISOString()).toBe('2027-01-09T13:30:00.000Z');
    expect(sessionStart('2027-07-10', '05:00').toISOString()).toBe('2027-07-09T23:30:00.000Z');
    expect(indiaToday(new Date('2027-01-09T18:29:59Z'))).toBe('2027-01-09');
    expect(indiaToday(new Date('2027-01-09T18:30:00Z'))).toBe('2027-01-10');
  });

  it('lists the sessions of the days asked for and ends a run of weeks on its last session', () => {
    const sessions = [{ weekday: 'saturday' as const, time: '19:00', minutes: 90 }];
    const all = sessionsBetween(sessions, '2027-01-09', '2027-02-27');
    expect(all).toHaveLength(8);
    expect(all.map((s) => s.date)[7]).toBe('2027-02-27');
    // Eight weeks from a Thursday (to Wednesday 3 March) hold eight Saturdays, the last on 27 February.
    expect(endOfWeeks('2027-01-07', 8, sessions)).toBe('2027-02-27');
    expect(endOfWeeks('2027-01-09', 8, sessions)).toBe('2027-02-27');
  });

  it('knows real dates and writes ranges briefly', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
    expect(dateRange('2027-01-09', '2027-02-27')).toBe('9 January – 27 February 2027');
    expect(dateRange('2027-01-09', '2027-01-30')).toBe('9–30 January 2027');
    expect(dateRange('2026-12-05', '2027-02-27')).toBe('5 December 2026 – 27 February 2027');
  });
});
