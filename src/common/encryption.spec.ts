import { randomBytes } from 'node:crypto';
import { deriveEncryptionKey, Encryption, parseKey, subKey } from './encryption';

describe('Encryption (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const box = new Encryption(key);

  it('seals to a versioned value that opens with the same key and context only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'account-1');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'account-1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'account-2')).toBeNull();
    expect(new Encryption(randomBytes(32)).open(sealed, 'account-1')).toBeNull();
  });

  it('uses a fresh IV each time and refuses altered or malformed values', () => {
    const a = box.seal('same');
    const b = box.seal('same');
    expect(a).not.toBe(b);
    const [version, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    for (const bad of ['', 'v1', 'v2.a.b.c', `${a}.extra`, 'v1..b.c']) {
      expect(box.open(bad)).toBeNull();
    }
  });

  it('takes a 32-byte key as base64, base64url or hex, and nothing else', () => {
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(parseKey(key.toString('base64url'))).toEqual(key);
    expect(parseKey(key.toString('hex'))).toEqual(key);
    expect(parseKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseKey('not a key')).toBeNull();
  });

  it('derives distinct keys by label', () => {
    const derived = deriveEncryptionKey('x'.repeat(40));
    expect(derived).toHaveLength(32);
    expect(derived).toEqual(deriveEncryptionKey('x'.repeat(40)));
    expect(subKey(derived, 'recovery codes')).not.toEqual(derived);
    expect(() => new Encryption(randomBytes(16))).toThrow(/32 bytes/);
  });
});
