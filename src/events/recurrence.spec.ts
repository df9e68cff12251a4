import { RRule } from 'rrule';
import {
  MAX_OCCURRENCES,
  RecurrenceError,
  fromWall,
  isOccurrence,
  occurrenceStarts,
  parseRule,
  toWall,
  zoneOffsetMs,
} from './recurrence';

const zone = 'Asia/Kolkata';
const weekly = (
  rrule: string,
  startsAt = '2027-03-07T07:00:00+05:30',
  until: Date | null = null,
) => ({
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + 90 * 60_000),
  zone,
  rrule: parseRule(rrule, until).rule,
  until,
});

describe('recurrence', () => {
  it('keeps 07:00 in India while New York moves to summer time (14 March 2027)', () => {
    const starts = occurrenceStarts(
      weekly('FREQ=WEEKLY;BYDAY=SU;COUNT=3'),
      new Date('2027-01-01T00:00:00Z'),
      new Date('2028-01-01T00:00:00Z'),
    );
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2027-03-07T01:30:00.000Z',
      '2027-03-14T01:30:00.000Z',
      '2027-03-21T01:30:00.000Z',
    ]);
    const newYork = starts.map((d) =>
      d.toLocaleString('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    expect(newYork).toEqual(['20:30', '20:30', '21:30']);
  });

  it('takes the weekday in India: Monday 03:00 IST is Sunday evening in UTC', () => {
    const starts = occurrenceStarts(
      weekly('FREQ=WEEKLY;BYDAY=MO;COUNT=2', '2027-03-08T03:00:00+05:30'),
      new Date('2027-01-01T00:00:00Z'),
      new Date('2028-01-01T00:00:00Z'),
    );
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2027-03-07T21:30:00.000Z',
      '2027-03-14T21:30:00.000Z',
    ]);
  });

  it('follows a zone with summer time through its wall clock', () => {
    const event = {
      startsAt: new Date('2027-03-07T19:00:00-05:00'),
      endsAt: new Date('2027-03-07T20:00:00-05:00'),
      zone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;COUNT=2',
      until: null,
    };
    const starts = occurrenceStarts(event, new Date('2027-03-01Z'), new Date('2027-04-01Z'));
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2027-03-08T00:00:00.000Z',
      '2027-03-14T23:00:00.000Z',
    ]);
    expect(zoneOffsetMs('America/New_York', starts[1])).toBe(-4 * 3600_000);
    expect(fromWall(toWall(starts[1], event.zone), event.zone)).toEqual(starts[1]);
  });

  it('stops at the last date given beside the rule', () => {
    const until = new Date('2027-03-21T23:59:00+05:30');
    const starts = occurrenceStarts(
      weekly('FREQ=WEEKLY;BYDAY=SU', '2027-03-07T07:00:00+05:30', until),
      new Date('2027-01-01Z'),
      new Date('2028-01-01Z'),
    );
    expect(starts).toHaveLength(3);
  });

  it('answers whether an instant is one of the dates', () => {
    const event = weekly('FREQ=WEEKLY;BYDAY=SU;COUNT=3');
    expect(isOccurrence(event, new Date('2027-03-14T01:30:00Z'))).toBe(true);
    expect(isOccurrence(event, new Date('2027-03-14T01:31:00Z'))).toBe(false);
    expect(isOccurrence(event, new Date('2027-03-28T01:30:00Z'))).toBe(false);
  });

  it('refuses rules that never end, repeat more than daily, or carry their own start', () => {
    const refused = (rule: string) => () => parseRule(rule, null);
    expect(refused('FREQ=WEEKLY;BYDAY=SU')).toThrow(RecurrenceError);
    expect(refused('FREQ=HOURLY;COUNT=5')).toThrow(/daily, weekly, monthly or yearly/);
    expect(refused('DTSTART:20270307T013000Z\nRRULE:FREQ=DAILY;COUNT=2')).toThrow(/one RRULE line/);
    expect(refused(`FREQ=DAILY;COUNT=${MAX_OCCURRENCES + 1}`)).toThrow(/at most/);
    expect(refused('nonsense')).toThrow(/RRULE/);
    expect(parseRule('RRULE:freq=weekly;byday=su;count=4', null).rule).toBe(
      'FREQ=WEEKLY;BYDAY=SU;COUNT=4',
    );
    expect(RRule.parseString(parseRule('FREQ=DAILY;UNTIL=20270401T000000Z', null).rule).freq).toBe(
      RRule.DAILY,
    );
  });

  it('bounds the expansion of a long rule', () => {
    const starts = occurrenceStarts(
      weekly('FREQ=DAILY;COUNT=1000', '2027-01-01T07:00:00+05:30'),
      new Date('2026-12-01Z'),
      new Date('2030-01-01Z'),
    );
    expect(starts.length).toBeLessThanOrEqual(401);
  });
});
