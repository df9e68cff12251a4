import { istDateTime, istDay, istParts, partsAt, spanText, utcLabel } from './time';

describe('the site’s one way of writing a moment', () => {
  it('says India time and labels it IST, whatever the machine’s zone', () => {
    expect(istDateTime('2026-11-27T02:00:00Z')).toBe('27 Nov 2026, 7:30 am IST');
    expect(istDay('2026-11-26T20:00:00Z')).toBe('27 November 2026');
  });

  it('writes an em dash (or nothing) for a time that is missing or does not read', () => {
    expect(istDateTime(null)).toBe('—');
    expect(istDateTime('not a time')).toBe('—');
    expect(istDay(undefined)).toBeNull();
  });
});

describe('the clock at an offset', () => {
  it('reads the wall clock east or west of UTC, across midnight', () => {
    expect(partsAt('2027-03-07T01:30:00Z', -300)).toEqual({
      year: 2027,
      month: 2,
      day: 6,
      weekday: 6,
      hour: 20,
      minute: 30,
    });
    expect(istParts('2026-11-26T20:00:00Z')).toMatchObject({ day: 27, hour: 1, minute: 30 });
  });

  it('labels an offset as UTC does', () => {
    expect(utcLabel(0)).toBe('UTC');
    expect(utcLabel(60)).toBe('UTC+1');
    expect(utcLabel(-300)).toBe('UTC−5');
    expect(utcLabel(345)).toBe('UTC+5:45');
    expect(utcLabel(-210)).toBe('UTC−3:30');
  });

  it('writes a span within a half of the day, across noon, across days and across a change of offset', () => {
    const at = (iso: string, offset: number, label: string) => ({
      parts: partsAt(iso, offset),
      label,
    });
    expect(
      spanText(at('2027-03-07T01:30:00Z', 330, 'IST'), at('2027-03-07T03:00:00Z', 330, 'IST')),
    ).toBe('7:00–8:30 am IST');
    expect(
      spanText(at('2027-03-07T06:00:00Z', 330, 'IST'), at('2027-03-07T07:30:00Z', 330, 'IST'), {
        day: true,
      }),
    ).toBe('Sun 7 Mar, 11:30 am–1:00 pm IST');
    expect(
      spanText(at('2026-12-04T11:30:00Z', 330, 'IST'), at('2026-12-06T07:30:00Z', 330, 'IST')),
    ).toBe('Fri 4 Dec, 5:00 pm – Sun 6 Dec, 1:00 pm IST');
    expect(
      spanText(
        at('2027-03-14T06:30:00Z', -300, 'UTC−5'),
        at('2027-03-14T07:30:00Z', -240, 'UTC−4'),
        { day: true },
      ),
    ).toBe('Sun 14 Mar, 1:30 am UTC−5 – Sun 14 Mar, 3:30 am UTC−4');
  });

  it('writes midnight and noon on a twelve-hour clock', () => {
    expect(istDateTime('2026-11-26T19:00:00Z')).toBe('27 Nov 2026, 12:30 am IST');
    expect(istDateTime('2026-11-27T06:30:00Z')).toBe('27 Nov 2026, 12:00 pm IST');
  });
});
