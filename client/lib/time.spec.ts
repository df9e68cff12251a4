import { istDateTime, istDay } from './time';

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
