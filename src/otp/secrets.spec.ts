import {
  deriveKey,
  generateCode,
  generateLinkToken,
  hashLinkToken,
  hashSecret,
  sameDigest,
} from './secrets';

describe('verification secrets', () => {
  const key = deriveKey('unit-test-secret');

  it('makes 6-digit codes, keeping leading zeros, spread over the range', () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(4900);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('makes 32-byte base64url link tokens', () => {
    const token = generateLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateLinkToken()).not.toBe(token);
  });

  it('binds a code hash to its key, purpose and address', () => {
    const hash = hashSecret(key, 'signup', 'a@example.org', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(key, 'signup', 'a@example.org', '123456')).toBe(hash);
    expect(hashSecret(key, 'login', 'a@example.org', '123456')).not.toBe(hash);
    expect(hashSecret(key, 'signup', 'b@example.org', '123456')).not.toBe(hash);
    expect(hashSecret(deriveKey('other'), 'signup', 'a@example.org', '123456')).not.toBe(hash);
    expect(hashLinkToken(key, 'reset-password', 'x')).not.toBe(
      hashLinkToken(key, 'verify-email', 'x'),
    );
  });

  it('compares digests in constant time and refuses empty or odd input', () => {
    const hash = hashSecret(key, 'signup', 'a@example.org', '000001');
    expect(sameDigest(hash, hash)).toBe(true);
    expect(sameDigest(hash, hashSecret(key, 'signup', 'a@example.org', '000002'))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
    expect(sameDigest(hash, hash.slice(0, 62))).toBe(false);
  });
});
