import { Inject, Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import type { Request } from 'express';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { SessionsService } from '../../sessions/sessions.service';
import type { User } from '../../users/user.entity';
import { RECENT_SIGN_IN_MS } from '../reauth/recent-sign-in.decorator';
import { sessionCookieToken } from '../session-cookie';
import { INVALID_STATE, type LinkingRequest } from './cookie-state-store';
import { GoogleSignInError, type GoogleErrorCode } from './google-errors';

/** What the guard leaves in req.user for the controller: an account, or why there is none. */
export type GoogleOutcome = { user: User } | { error: GoogleErrorCode } | { off: true };

function oneString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

/**
 * Runs the passport strategy, but never answers by itself: every outcome (Google off, provider
 * refusal, bad state, failed token exchange) reaches the controller, which redirects the browser.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger('Google');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {
    super();
  }

  /**
   * The start of linking Google (`?link=1`): only for a browser signed in with the session cookie
   * whose session proved its owner recently; the intent (account and session) then travels in the
   * signed state cookie. A page of another site may send the browser here, but not past Google's
   * account choice: the callback's state is bound to this browser, and it links Google to the
   * account this browser is signed in to.
   */
  private async startLinking(req: LinkingRequest & { user?: GoogleOutcome }): Promise<boolean> {
    const site = req.get('sec-fetch-site');
    const token =
      site === undefined || site === 'same-origin' || site === 'none'
        ? sessionCookieToken(req, this.config)
        : undefined;
    const principal = token ? await this.sessions.principalOfToken(token) : null;
    if (!principal) {
      req.user = { error: 'signin_required' };
      return false;
    }
    const provenAt = principal.provenAt?.getTime() ?? 0;
    if (this.clock.nowMs() - provenAt > RECENT_SIGN_IN_MS) {
      req.user = { error: 'reauth_required' };
      return false;
    }
    req.googleLink = { u: principal.id, s: principal.sessionId };
    return true;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: GoogleOutcome }>();
    if (!this.config.google) {
      req.user = { off: true };
      return true;
    }
    if (!req.path.endsWith('/callback') && req.query.link !== undefined) {
      if (!(await this.startLinking(req))) return true;
    }
    if (req.path.endsWith('/callback')) {
      const { code, state, error } = req.query;
      // passport-oauth2 would start a new authorization for a callback without code or error.
      if (!oneString(state, 2048)) {
        req.user = { error: 'invalid_state' };
        return true;
      }
      if (!oneString(error, 256) && !oneString(code, 2048)) {
        req.user = { error: 'google_failed' };
        return true;
      }
    }
    return (await super.canActivate(context)) as boolean;
  }

  override getAuthenticateOptions(): IAuthModuleOptions {
    return { session: false, prompt: 'select_account' };
  }

  override handleRequest<T = GoogleOutcome>(
    err: unknown,
    user: unknown,
    info: unknown,
    context: ExecutionContext,
  ): T {
    const req = context.switchToHttp().getRequest<Request>();
    if (user && !err) return { user } as T;
    if (err instanceof GoogleSignInError) return { error: err.code } as T;
    if (err) {
      this.logger.warn(`Google sign-in failed: ${(err as Error).message ?? String(err)}`);
      return { error: 'google_failed' } as T;
    }
    if (req.query.error === 'access_denied') return { error: 'google_denied' } as T;
    const message = (info as { message?: unknown } | undefined)?.message;
    return { error: message === INVALID_STATE ? 'invalid_state' : 'google_failed' } as T;
  }
}
