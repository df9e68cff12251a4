import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A link token: 32 random bytes, base64url (43 characters). */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Keyed hash of a secret, bound to its purpose and address: a leaked table alone does not let
 * anyone try the 10^6 possible codes offline. Hex, 64 characters.
 */
export function hashSecret(key: Buffer, purpose: string, email: string, secret: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${email}\u0000${secret}`).digest('hex');
}

/** Hash of a link token, looked up directly (the token itself carries 256 bits). */
export function hashLinkToken(key: Buffer, purpose: string, token: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000link\u0000${token}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The HMAC key for verification secrets, derived from the app secret. */
export function deriveKey(appSecret: string): Buffer {
  return createHash('sha256').update(`pragya-verification\u0000${appSecret}`).digest();
}
