import { OTP_LIMITS } from '../../otp/otp-limits';
import { CONFIRM_TTL_MS } from '../../otp/row-link-tokens';
import { validity } from './common';

describe('validity periods in mails', () => {
  it('are written from the constants the server checks codes and links against', () => {
    expect(validity(OTP_LIMITS.codeTtlMs)).toBe('10 minutes');
    expect(validity(OTP_LIMITS.resetLinkTtlMs)).toBe('1 hour');
    expect(validity(OTP_LIMITS.verifyLinkTtlMs)).toBe('24 hours');
    expect(validity(CONFIRM_TTL_MS)).toBe('7 days');
    expect(validity(90_000)).toBe('2 minutes');
  });
});
