import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey, generateLinkToken, hashLinkToken } from '../otp/secrets';

/**
 * The two secrets of a registration, as the interest lists have them (src/lists/list-tokens.ts,
 * docs/decisions/0100-interest-lists.md): a visitor's confirmation link (32 random bytes, stored
 * only as a keyed hash, single use, 7 days), and the one-click cancel token (the registration's id
 * with an HMAC of it under a key derived from the JWT secret: nothing stored, every mail's link
 * keeps working, nobody can make one without the key).
 */
const PURPOSE = 'event-confirm';
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export class RegistrationTokens {
  private readonly confirmKey: Buffer;
  private readonly cancelKey: Buffer;

  constructor(appSecret: string) {
    this.confirmKey = deriveKey(appSecret);
    this.cancelKey = createHash('sha256').update(`pragya-event-cancel\u0000${appSecret}`).digest();
  }

  newConfirmToken(): { token: string; hash: string } {
    const token = generateLinkToken();
    return { token, hash: this.confirmHash(token) };
  }

  confirmHash(token: string): string {
    return hashLinkToken(this.confirmKey, PURPOSE, token);
  }

  cancelToken(registrationId: string): string {
    return `${registrationId}.${this.signature(registrationId).toString('base64url')}`;
  }

  /** The registration a genuine cancel token names, else undefined. */
  registrationOf(token: string): string | undefined {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const given = Buffer.from(match[2], 'base64url');
    const expected = this.signature(match[1]);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? match[1]
      : undefined;
  }

  private signature(id: string): Buffer {
    return createHmac('sha256', this.cancelKey).update(id).digest();
  }
}
