import { Controller, HttpException, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import { formFailureRedirect } from './form-failure';
import { ReauthService } from '../auth/reauth/reauth.service';
import { RECENT_SIGN_IN_MS } from '../auth/reauth/recent-sign-in.decorator';
import { clearSessionCookie } from '../auth/session-cookie';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { requestContext } from '../common/request-context';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { MemberSessions } from '../sessions/member-sessions.service';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { AccountDeletionService } from '../users/account-deletion.service';
import { formPostRefusal, sendFormRefusal } from './form-guard';
import { PageViewer } from './page-viewer';

/**
 * Where the account page shows a no-JavaScript outcome: `/account?done=CODE&section=SECTION#SECTION`
 * (the section names where a shared code such as `failed` is shown; fragments never reach the server).
 */
function outcome(code: string, section: 'sessions' | 'your-data'): string {
  return `/account?done=${code}&section=${section}#${section}`;
}

/** Where a member lands once the account is gone (with or without JavaScript): a page of the site. */
export const ACCOUNT_DELETED_PATH = '/account/deleted';

const SECTION_OF: Record<string, 'sessions' | 'your-data'> = {
  '/account/sessions/end': 'sessions',
  '/account/sessions/revoke-others': 'sessions',
  '/account/delete': 'your-data',
};

/** Anything unexpected (a rate limit too) comes back to the section as "did not work". */
const AccountFormFailure = formFailureRedirect('AccountForms', (req, failure) =>
  outcome(failure, SECTION_OF[req.path] ?? 'sessions'),
);

function field(req: Request, name: string): string {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 1024) : '';
}

/**
 * The Sessions and Your data forms of /account posted natively, before (or without)
 * JavaScript: end a session, sign out of the others, delete the account. Guarded like the
 * contact form (form-guard.ts); the member is the session cookie's (PageViewer). Each answers
 * with a redirect to the section and an outcome code the page turns into a sentence.
 */
@Public()
@Controller('account')
@UseFilters(AccountFormFailure)
export class AccountSessionFormsController {
  constructor(
    private readonly viewer: PageViewer,
    private readonly sessions: MemberSessions,
    private readonly reauth: ReauthService,
    private readonly deletion: AccountDeletionService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The member of a guarded post, or null when the answer has been sent already. */
  private async member(req: Request, res: Response, section: string): Promise<Principal | null> {
    const refusal = formPostRefusal(req, this.config);
    if (refusal) {
      sendFormRefusal(res, refusal, `/account#${section}`);
      return null;
    }
    const principal = await this.viewer.principal(req, res);
    if (!principal) res.redirect(303, `/login?next=${encodeURIComponent('/account')}`);
    return principal;
  }

  @Post('sessions/end')
  @RateLimit('session')
  async end(@Req() req: Request, @Res() res: Response): Promise<void> {
    const principal = await this.member(req, res, 'sessions');
    if (!principal) return;
    try {
      const { current } = await this.sessions.end(principal, field(req, 'id'));
      if (current) {
        clearSessionCookie(res, this.config);
        res.redirect(303, '/login');
        return;
      }
      res.redirect(303, outcome('session-ended', 'sessions'));
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() !== 404) throw error;
      res.redirect(303, outcome('session-not-found', 'sessions'));
    }
  }

  @Post('sessions/revoke-others')
  @RateLimit('session')
  async revokeOthers(@Req() req: Request, @Res() res: Response): Promise<void> {
    const principal = await this.member(req, res, 'sessions');
    if (!principal) return;
    await this.sessions.endOthers(principal);
    res.redirect(303, outcome('other-sessions-ended', 'sessions'));
  }

  /**
   * Deleting needs a recent sign-in as the API does; without JavaScript there is no inline
   * prompt, so the form also asks for the password, which proves the session here (wrong ones
   * count as sign-in failures). An account without a password must confirm first another way.
   */
  @Post('delete')
  @RateLimit('session')
  async delete(@Req() req: Request, @Res() res: Response): Promise<void> {
    const principal = await this.member(req, res, 'your-data');
    if (!principal) return;
    const recent = this.clock.nowMs() - (principal.provenAt?.getTime() ?? 0) <= RECENT_SIGN_IN_MS;
    const password = field(req, 'password');
    if (!recent) {
      if (!principal.user.passwordHash) {
        // No password to prove it here: a fresh sign-in (Google) counts as recent.
        res.redirect(303, outcome('reauth-google', 'your-data'));
        return;
      }
      if (!password) {
        res.redirect(303, outcome('reauth-needed', 'your-data'));
        return;
      }
      try {
        await this.reauth.reauthenticate(principal, { password }, requestContext(req));
      } catch (error) {
        if (!(error instanceof HttpException) || error.getStatus() !== 400) throw error;
        res.redirect(303, outcome('password-wrong', 'your-data'));
        return;
      }
    }
    try {
      await this.deletion.deleteOwn(principal.user, field(req, 'confirmEmail'));
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() !== 400) throw error;
      res.redirect(303, outcome('delete-wrong-address', 'your-data'));
      return;
    }
    clearSessionCookie(res, this.config);
    res.redirect(303, ACCOUNT_DELETED_PATH);
  }
}
