import { Inject, Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { User } from '../../users/user.entity';
import { INVALID_STATE } from './cookie-state-store';
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

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: GoogleOutcome }>();
    if (!this.config.google) {
      req.user = { off: true };
      return true;
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
