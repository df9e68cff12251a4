import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { User } from '../../users/user.entity';
import { CookieStateStore } from './cookie-state-store';
import { GoogleAccounts } from './google-accounts';
import { GoogleCookies } from './google-cookie';
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
    @Inject(APP_CONFIG) config: AppConfig,
    cookies: GoogleCookies,
    private readonly accounts: GoogleAccounts,
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
      // The typings know only the state stores without PKCE; passport-oauth2 calls a store
      // whose store() takes five arguments with the verifier.
      store: new CookieStateStore(cookies) as unknown as StateStore,
    });
    if (google) {
      const agent = providerAgent([google.tokenUrl, google.userInfoUrl]);
      if (agent) this._oauth2.setAgent(agent);
    }
  }

  async validate(_accessToken: string, _refreshToken: string, profile: Profile): Promise<User> {
    const read = readProfile(profile._json);
    if (!read) {
      this.logger.warn('Google sign-in failed: user info without a usable subject');
      throw new GoogleSignInError('google_failed');
    }
    return this.accounts.accountOf(read);
  }
}
