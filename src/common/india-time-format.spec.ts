import { istDateTime, istIso } from './india-time-format';

describe('times the server writes (mails, CSV)', () => {
  it('says India time with its label or its offset', () => {
    const time = new Date('2026-11-27T02:00:00Z');
    expect(istDateTime(time)).toBe('27 Nov 2026, 7:30 am IST');
    expect(istIso(time)).toBe('2026-11-27T07:30:00+05:30');
  });
});
