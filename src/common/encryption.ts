import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The format's version, first in every sealed value, so a later key or cipher can be told apart. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/**
 * Secrets the server must read back (an authenticator app's shared secret): AES-256-GCM with a
 * random 12-byte IV per value, the auth tag kept beside it, and an optional context (the account
 * id) bound in as additional data, so a sealed value copied to another account does not open.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export class Encryption {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes`);
  }

  seal(plain: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** The plain text, or null for a value that was altered, sealed with another key or context. */
  open(sealed: string, context = ''): string | null {
    const [version, iv, tag, body, extra] = sealed.split('.');
    if (version !== VERSION || extra !== undefined || !iv || !tag || body === undefined) {
      return null;
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * A 32-byte key given as base64 (44 characters, or 43 unpadded / base64url) or hex (64
 * characters), else null.
 */
export function parseKey(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === KEY_BYTES ? key : null;
  }
  return null;
}

/**
 * Outside production, with no ENCRYPTION_KEY: a key derived from the JWT secret by HKDF-SHA-256
 * under a label of its own, so it is never the signing key itself.
 */
export function deriveEncryptionKey(jwtSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', jwtSecret, '', 'pragya-trust encryption key v1', KEY_BYTES),
  );
}

/** A sub-key for one purpose (the recovery codes' keyed hash), never the encryption key itself. */
export function subKey(key: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, '', `pragya-trust ${label}`, KEY_BYTES));
}
