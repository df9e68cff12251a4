import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey, generateLinkToken, hashLinkToken } from './secrets';

/**
 * The two secrets of a row a visitor confirms by mail and can leave with one click (a list
 * subscription, an event registration; docs/decisions/0100-interest-lists.md):
 * - the confirmation link's token: 32 random bytes, stored only as a keyed hash under `purpose`,
 *   single use, valid for CONFIRM_TTL_MS;
 * - the one-click token: the row's id with an HMAC of it under a key derived from the app secret
 *   and `label`. Nothing is stored, so every mail ever sent keeps a working link, and no token can
 *   be made for a row without the key.
 */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export class RowLinkTokens {
  private readonly confirmKey: Buffer;
  private readonly rowKey: Buffer;

  constructor(
    appSecret: string,
    private readonly purpose: string,
    label: string,
  ) {
    this.confirmKey = deriveKey(appSecret);
    this.rowKey = createHash('sha256').update(`${label}\u0000${appSecret}`).digest();
  }

  newConfirmToken(): { token: string; hash: string } {
    const token = generateLinkToken();
    return { token, hash: this.confirmHash(token) };
  }

  confirmHash(token: string): string {
    return hashLinkToken(this.confirmKey, this.purpose, token);
  }

  rowToken(id: string): string {
    return `${id}.${this.signature(id).toString('base64url')}`;
  }

  /**
   * The row id a genuine one-click token names, else undefined. The signature is compared as
   * text: 43 base64url characters carry 258 bits for a 256-bit HMAC, so decoding first would
   * accept four spellings of every token (the last character's two spare bits).
   */
  rowOf(token: string): string | undefined {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const given = Buffer.from(match[2], 'latin1');
    const expected = Buffer.from(this.signature(match[1]).toString('base64url'), 'latin1');
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? match[1]
      : undefined;
  }

  private signature(id: string): Buffer {
    return createHmac('sha256', this.rowKey).update(id).digest();
  }
}
