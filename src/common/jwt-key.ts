import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The session-token secret as a KeyObject, made once. Given a string, jsonwebtoken first tries to
 * parse it as a PEM public key on every verify and only then, after the exception, as an HMAC
 * secret: that failed parse was the largest single cost of an authenticated request (about a
 * sixth of the CPU of GET /api/auth/me, docs/decisions/0057).
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
