import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey, generateLinkToken, hashLinkToken } from '../otp/secrets';

/**
 * The two secrets of a subscription (docs/decisions/0100-interest-lists.md):
 * - the confirmation link's token: 32 random bytes, stored only as a keyed hash on the row,
 *   cleared when used (single use) and valid for 7 days;
 * - the unsubscribe token: the subscription's id with an HMAC of it under a key derived from the
 *   JWT secret. Nothing is stored, so every mail ever sent keeps a working link, and no token can
 *   be made for a row without the key.
 */
const PURPOSE = 'list-confirm';
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export class ListTokens {
  private readonly confirmKey: Buffer;
  private readonly unsubscribeKey: Buffer;

  constructor(appSecret: string) {
    this.confirmKey = deriveKey(appSecret);
    this.unsubscribeKey = createHash('sha256')
      .update(`pragya-list-unsubscribe\u0000${appSecret}`)
      .digest();
  }

  newConfirmToken(): { token: string; hash: string } {
    const token = generateLinkToken();
    return { token, hash: this.confirmHash(token) };
  }

  confirmHash(token: string): string {
    return hashLinkToken(this.confirmKey, PURPOSE, token);
  }

  unsubscribeToken(subscriptionId: string): string {
    return `${subscriptionId}.${this.signature(subscriptionId).toString('base64url')}`;
  }

  /** The subscription id a genuine unsubscribe token names, else undefined. */
  subscriptionOf(token: string): string | undefined {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const given = Buffer.from(match[2], 'base64url');
    const expected = this.signature(match[1]);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? match[1]
      : undefined;
  }

  private signature(subscriptionId: string): Buffer {
    return createHmac('sha256', this.unsubscribeKey).update(subscriptionId).digest();
  }
}
