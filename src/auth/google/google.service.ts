import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { deriveKey } from '../../otp/secrets';
import { SessionsService } from '../../sessions/sessions.service';
import { Clock } from '../../throttle/clock';
import { isUniqueViolation, UsersService } from '../../users/users.service';
import { AuthService } from '../auth.service';
import { checkState, codeVerifier, startSignIn, type StartedSignIn } from './google-state';

/** The error codes sent to /auth/callback?error=… (and passed on to /login?error=…). */
export type GoogleErrorCode =
  | 'google_unavailable'
  | 'google_denied'
  | 'invalid_state'
  | 'google_failed'
  | 'google_email_unverified'
  | 'account_conflict';

export class GoogleSignInError extends Error {
  constructor(readonly code: GoogleErrorCode) {
    super(code);
  }
}

/** What we use of the provider's user info. */
export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** Reads the user-info answer defensively (it comes from another server). */
export function readProfile(body: unknown): GoogleProfile | null {
  if (!body || typeof body !== 'object') return null;
  const info = body as Record<string, unknown>;
  const sub = typeof info.sub === 'string' || typeof info.sub === 'number' ? String(info.sub) : '';
  if (!sub || sub.length > 255) return null;
  const rawEmail = typeof info.email === 'string' ? info.email.trim().toLowerCase() : '';
  const email =
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(rawEmail) && rawEmail.length <= 254 ? rawEmail : null;
  const emailVerified = info.email_verified === true || info.email_verified === 'true';
  const rawName = typeof info.name === 'string' ? info.name.replace(CONTROL, ' ').trim() : '';
  const name = (rawName || email?.split('@')[0] || 'Member').slice(0, 100);
  let picture: string | null = null;
  if (typeof info.picture === 'string' && info.picture.length <= 2048) {
    try {
      if (new URL(info.picture).protocol === 'https:') picture = info.picture;
    } catch {
      picture = null;
    }
  }
  return { sub, email, emailVerified, name, picture };
}

/**
 * Sign-in with Google (OAuth 2.0 authorization code with PKCE), against the configurable
 * endpoints of AppConfig.google. Links to an existing account by e-mail only when Google says the
 * address is verified; an account that was never verified loses its password and sessions.
 */
@Injectable()
export class GoogleService {
  private readonly logger = new Logger('Google');
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
    private readonly dataSource: DataSource,
  ) {
    this.key = deriveKey(config.jwtSecret);
  }

  get configured(): boolean {
    return Boolean(this.config.google);
  }

  get redirectUri(): string {
    return `${this.config.appUrl}/api/auth/google/callback`;
  }

  /** The provider address to send the browser to, and the binding for its cookie. */
  start(): { url: string; started: StartedSignIn } {
    const google = this.config.google!;
    const started = startSignIn(this.key, this.clock.nowMs());
    const url = new URL(google.authUrl);
    url.searchParams.set('client_id', google.clientId);
    url.searchParams.set('redirect_uri', this.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', started.state);
    url.searchParams.set('code_challenge', started.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('prompt', 'select_account');
    return { url: url.toString(), started };
  }

  /** Checks the callback and signs the user in; returns the session token. */
  async finish(query: Record<string, unknown>, binding: string | undefined): Promise<string> {
    if (!this.config.google) throw new GoogleSignInError('google_unavailable');
    if (!checkState(this.key, query.state, binding, this.clock.nowMs())) {
      throw new GoogleSignInError('invalid_state');
    }
    if (query.error !== undefined) {
      throw new GoogleSignInError(
        query.error === 'access_denied' ? 'google_denied' : 'google_failed',
      );
    }
    if (typeof query.code !== 'string' || !query.code || query.code.length > 2048) {
      throw new GoogleSignInError('google_failed');
    }
    const profile = await this.fetchProfile(query.code, codeVerifier(this.key, binding!));
    return this.signIn(profile);
  }

  private async fetchProfile(code: string, verifier: string): Promise<GoogleProfile> {
    const google = this.config.google!;
    try {
      const tokenAnswer = await fetch(google.tokenUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: this.redirectUri,
          client_id: google.clientId,
          client_secret: google.clientSecret,
          code_verifier: verifier,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!tokenAnswer.ok) throw new Error(`token endpoint answered ${tokenAnswer.status}`);
      const tokens = (await tokenAnswer.json()) as { access_token?: unknown };
      if (typeof tokens.access_token !== 'string') throw new Error('no access_token');
      const infoAnswer = await fetch(google.userInfoUrl, {
        headers: { Authorization: `Bearer ${tokens.access_token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!infoAnswer.ok) throw new Error(`userinfo endpoint answered ${infoAnswer.status}`);
      const profile = readProfile(await infoAnswer.json());
      if (!profile) throw new Error('user info without a usable subject');
      return profile;
    } catch (error) {
      this.logger.warn(`Google sign-in failed: ${(error as Error).message}`);
      throw new GoogleSignInError('google_failed');
    }
  }

  /** Finds, links or creates the account of a Google profile and opens a session. */
  async signIn(profile: GoogleProfile): Promise<string> {
    let user;
    try {
      user = await this.dataSource.transaction(async (manager) => {
        const linked = await this.users.findByGoogleId(profile.sub, manager);
        if (linked) {
          if (!linked.avatar && profile.picture) {
            return this.users.update(linked, { avatar: profile.picture }, manager);
          }
          return linked;
        }
        if (!profile.email || !profile.emailVerified) {
          throw new GoogleSignInError('google_email_unverified');
        }
        const existing = await this.users.findByEmail(profile.email, manager);
        if (!existing) {
          return this.users.create(
            {
              name: profile.name,
              email: profile.email,
              passwordHash: null,
              isEmailVerified: true,
              googleId: profile.sub,
              avatar: profile.picture,
            },
            manager,
          );
        }
        if (existing.googleId) throw new GoogleSignInError('account_conflict');
        if (existing.isEmailVerified) {
          return this.users.update(
            existing,
            { googleId: profile.sub, avatar: existing.avatar ?? profile.picture },
            manager,
          );
        }
        // Never verified: whoever set its password never proved the address, so that password
        // and its sessions end here (a reset can set a password again).
        await this.sessions.revokeAll(existing.id, manager);
        return this.users.update(
          existing,
          {
            googleId: profile.sub,
            avatar: existing.avatar ?? profile.picture,
            passwordHash: null,
            isEmailVerified: true,
          },
          manager,
        );
      });
    } catch (error) {
      if (error instanceof GoogleSignInError) throw error;
      if (isUniqueViolation(error)) throw new GoogleSignInError('account_conflict');
      throw error;
    }
    const { token } = await this.auth.signInAfterGoogle(user);
    return token;
  }
}
