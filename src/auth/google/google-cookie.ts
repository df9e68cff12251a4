import { hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { Clock } from '../../throttle/clock';

export const GOOGLE_COOKIE = 'pragya_google';
/** Sent only to the Google routes (start, callback, exchange, second factor). */
export const GOOGLE_COOKIE_PATH = '/api/auth/google';

/**
 * What the browser's Google cookie carries at each step. `b` is a random value that names this
 * browser's sign-in from start to end: the one-time code is bound to it.
 * - authorize: between the start and the provider's callback (OAuth state and PKCE verifier; for
 *   linking Google to a signed-in account, `link` names that account `u` and its session `s`);
 * - exchange: between the callback and POST exchange (the code itself is in the database);
 * - second-factor: after the exchange, while the e-mailed code of account `u` is awaited.
 */
/** Who asked to link Google: the account and the session that started it. */
export interface GoogleLinkIntent {
  u: string;
  s: string;
}

export type GoogleCookie =
  | { step: 'authorize'; b: string; state: string; verifier: string; link?: GoogleLinkIntent }
  | { step: 'exchange'; b: string }
  | { step: 'second-factor'; b: string; u: string };

const LIFETIME_S: Record<GoogleCookie['step'], number> = {
  authorize: 10 * 60,
  exchange: 5 * 60,
  'second-factor': 10 * 60,
};

const AUDIENCE = 'pragya-google-sign-in';

/**
 * The signed, short-lived, HttpOnly, SameSite=Lax cookie that ties a Google sign-in to the browser
 * that started it. Everything lives in the cookie (signed as a JWT with a key derived from
 * JWT_SECRET), so any instance can finish the flow and nothing is kept in memory.
 */
@Injectable()
export class GoogleCookies {
  private readonly jwt: JwtService;
  private readonly secure: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    // A key of its own: a session token can never pass for this cookie, nor the reverse.
    const key = Buffer.from(
      hkdfSync('sha256', config.jwtSecret, 'pragya', 'google sign-in cookie', 32),
    );
    this.jwt = new JwtService({ secret: key.toString('base64') });
    this.secure = config.appUrl.startsWith('https:');
  }

  private nowS(): number {
    return Math.floor(this.clock.nowMs() / 1000);
  }

  write(req: Request, res: Response, value: GoogleCookie): void {
    const token = this.jwt.sign(
      { ...value, iat: this.nowS() },
      { expiresIn: LIFETIME_S[value.step], audience: AUDIENCE, algorithm: 'HS256' },
    );
    res.cookie(GOOGLE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure || req.secure,
      path: GOOGLE_COOKIE_PATH,
      maxAge: LIFETIME_S[value.step] * 1000,
    });
  }

  clear(req: Request, res: Response): void {
    res.clearCookie(GOOGLE_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure || req.secure,
      path: GOOGLE_COOKIE_PATH,
    });
  }

  /** The cookie of this step, or null when it is missing, forged, expired or of another step. */
  read<S extends GoogleCookie['step']>(
    req: Request,
    step: S,
  ): Extract<GoogleCookie, { step: S }> | null {
    const raw = readCookie(req, GOOGLE_COOKIE);
    if (!raw || raw.length > 2048) return null;
    let value: Record<string, unknown>;
    try {
      value = this.jwt.verify(raw, {
        audience: AUDIENCE,
        algorithms: ['HS256'],
        clockTimestamp: this.nowS(),
      });
    } catch {
      return null;
    }
    if (value.step !== step || typeof value.b !== 'string' || !value.b) return null;
    return value as Extract<GoogleCookie, { step: S }>;
  }
}

/** One cookie of the request (no cookie parser runs on /api). */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      return part.slice(index + 1).trim() || undefined;
    }
  }
  return undefined;
}
