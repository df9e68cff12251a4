import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy, type Profile } from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { SessionsService } from '../../sessions/sessions.service';
import type { User } from '../../users/user.entity';
import { sessionCookieToken } from '../session-cookie';
import { CookieStateStore } from './cookie-state-store';
import { GoogleAccounts } from './google-accounts';
import { GoogleCookies } from './google-cookie';
import { GoogleLinks } from './google-links.service';
import { GoogleSignInError } from './google-errors';
import { readProfile } from './google-profile';
import { providerAgent } from './provider-agent';

/**
 * Sign-in with Google through passport-google-oauth20: authorization code with PKCE (S256), the
 * state and verifier in the browser's signed cookie, the endpoints of AppConfig.google (tests
 * point them at a local OAuth2 server).
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  private readonly logger = new Logger('Google');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cookies: GoogleCookies,
    private readonly accounts: GoogleAccounts,
    private readonly links: GoogleLinks,
    private readonly sessions: SessionsService,
  ) {
    const google = config.google;
    super({
      // Without Google settings the guard never calls the strategy; passport-oauth2 still
      // wants a client id to construct it.
      clientID: google?.clientId ?? 'google-sign-in-off',
      clientSecret: google?.clientSecret ?? '',
      authorizationURL: google?.authUrl,
      tokenURL: google?.tokenUrl,
      userProfileURL: google?.userInfoUrl,
      callbackURL: `${config.appUrl}/api/auth/google/callback`,
      scope: ['openid', 'email', 'profile'],
      pkce: true,
      // The request tells a sign-in from linking to a signed-in account (the state cookie).
      passReqToCallback: true,
      // The typings know only the state stores without PKCE; passport-oauth2 calls a store
      // whose store() takes five arguments with the verifier.
      store: new CookieStateStore(cookies) as unknown as StateStore,
    });
    if (google) {
      const agent = providerAgent([google.tokenUrl, google.userInfoUrl]);
      if (agent) this._oauth2.setAgent(agent);
    }
  }

  async validate(
    req: Request,
    _accessToken: string,
    _refreshToken: string,
    profile: Profile,
  ): Promise<User> {
    const read = readProfile(profile._json);
    if (!read) {
      this.logger.warn('Google sign-in failed: user info without a usable subject');
      throw new GoogleSignInError('google_failed');
    }
    // passport has checked the state against this cookie already; its link intent is signed.
    const link = this.cookies.read(req, 'authorize')?.link;
    if (!link) return this.accounts.accountOf(read);
    // Linking goes to the account whose session started it, and that session must still be
    // live and be the one this browser is signed in with.
    const token = sessionCookieToken(req, this.config);
    const principal = token ? await this.sessions.principalOfToken(token) : null;
    if (!principal || principal.sessionId !== link.s || principal.id !== link.u) {
      throw new GoogleSignInError('link_expired');
    }
    return this.links.link(read, link);
  }
}
