import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps only the path of API calls', () => {
    expect(safeUrl('/api/auth/google/callback?code=abc&state=xyz')).toBe(
      '/api/auth/google/callback',
    );
    expect(safeUrl('/API/x?token=1')).toBe('/API/x');
  });

  it('replaces the values of secret-bearing parameters of pages', () => {
    expect(safeUrl('/reset-password?token=s3cr3t')).toBe('/reset-password?token=[redacted]');
    expect(safeUrl('/verify-email?Token=a&lang=en&code=123456')).toBe(
      '/verify-email?Token=[redacted]&lang=en&code=[redacted]',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(safeUrl('/courses')).toBe('/courses');
    expect(safeUrl('/courses?page=2')).toBe('/courses?page=2');
  });
});
