import { HttpExceptionFilter } from '../common/http-exception.filter';
import { accountWait } from './rate-limit-policy';
import { tooManyRequests, tooManySentence, waitText } from './too-many-requests';

describe('the 429 sentence', () => {
  it('says how long in the unit that reads best, rounded up', () => {
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(30)).toBe('30 seconds');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(210)).toBe('4 minutes');
    expect(waitText(3599)).toBe('1 hour');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(2 * 3600)).toBe('2 hours');
    expect(waitText(24 * 3600)).toBe('24 hours');
    expect(tooManySentence(210)).toBe('Too many attempts. Try again in 4 minutes.');
  });

  it('carries the wait in seconds into the error body', () => {
    const refusal = tooManyRequests(29_001);
    expect(refusal.code).toBe('too-many');
    expect(new HttpExceptionFilter().toBody(refusal)).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Try again in 30 seconds.',
      error: 'Too many attempts. Try again in 30 seconds.',
      msg: 'Too many attempts. Try again in 30 seconds.',
      retryAfter: 30,
    });
  });
});

describe('the wait past the per-account ceiling', () => {
  it('starts at a minute and doubles up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(accountWait)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });
});
