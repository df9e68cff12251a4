import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sameDigest } from '../../otp/secrets';

/**
 * The OAuth `state` and PKCE verifier of one Google sign-in, tied to the browser that started it:
 * a random binding goes into an HttpOnly cookie; the state carries its hash and an expiry, signed
 * with the app secret; the PKCE verifier is derived from the binding, so nothing is stored.
 */
export interface StartedSignIn {
  binding: string;
  state: string;
  codeChallenge: string;
}

const STATE_TTL_MS = 10 * 60_000;

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`google-state\u0000${payload}`).digest('hex');
}

function bindingHash(binding: string): string {
  return createHash('sha256').update(binding).digest('base64url');
}

export function codeVerifier(key: Buffer, binding: string): string {
  return createHmac('sha256', key).update(`google-pkce\u0000${binding}`).digest('base64url');
}

export function startSignIn(key: Buffer, nowMs: number): StartedSignIn {
  const binding = randomBytes(32).toString('base64url');
  const payload = `${bindingHash(binding)}.${nowMs + STATE_TTL_MS}`;
  const state = `${payload}.${sign(key, payload)}`;
  const codeChallenge = createHash('sha256').update(codeVerifier(key, binding)).digest('base64url');
  return { binding, state, codeChallenge };
}

/** True when the state is ours, unexpired and belongs to the browser holding `binding`. */
export function checkState(
  key: Buffer,
  state: unknown,
  binding: string | undefined,
  nowMs: number,
): boolean {
  if (typeof state !== 'string' || !binding || state.length > 300) return false;
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const [hash, expires, signature] = parts;
  if (
    !/^[0-9a-f]{64}$/.test(signature) ||
    !sameDigest(signature, sign(key, `${hash}.${expires}`))
  ) {
    return false;
  }
  if (!/^\d{1,15}$/.test(expires) || Number(expires) <= nowMs) return false;
  return hash === bindingHash(binding);
}
