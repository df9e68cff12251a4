import {
  BadRequestException,
  ConflictException,
  Controller,
  Inject,
  Post,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { formFailureRedirect } from '../ssr/form-failure';
import { RECENT_SIGN_IN_MS } from '../auth/reauth/recent-sign-in.decorator';
import { EmailCodeService } from '../auth/email-code.service';
import { ReauthService } from '../auth/reauth/reauth.service';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { Public } from '../common/public.decorator';
import { requestContext } from '../common/request-context';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { formPostRefusal, sendFormRefusal } from '../ssr/form-guard';
import { PageViewer } from '../ssr/page-viewer';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { UpdateProfileDto } from '../users/dto/update-profile.dto';
import { UsersService } from '../users/users.service';
import { CancelEmailChangeDto, ChangeEmailDto, ConfirmEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EmailChangeService } from './email-change.service';
import { PasswordChangeService } from './password-change.service';

/** The sections these forms belong to: their anchors on /account. */
type FormSection = 'profile' | 'email' | 'password' | 'second-factor';

/** Where a form's outcome is shown: the section, with a code the page turns into its sentence. */
function outcomeUrl(section: FormSection, code: string): string {
  return `/account?done=${code}&section=${section}#${section}`;
}

function sectionOf(path: string): FormSection {
  const last = path.split('/').pop();
  return last === 'email' || last === 'password' || last === 'second-factor' ? last : 'profile';
}

/** Anything unforeseen (a rate limit too) comes back to the section as a sentence, never a 5xx. */
const AccountFormFailure = formFailureRedirect('AccountForms', (req, failure) =>
  req.path.endsWith('/confirm-email') || req.path.endsWith('/cancel-email-change')
    ? `/account/confirm-email?done=failed`
    : outcomeUrl(sectionOf(req.path), failure),
);

/** The first rule a field broke, as `field:rule` (e.g. `newPassword:minLength`), or null. */
async function brokenRule<T extends object>(
  type: ClassConstructor<T>,
  body: unknown,
): Promise<{ dto: T; broken: string | null }> {
  const dto = plainToInstance(type, typeof body === 'object' && body ? body : {});
  const [problem] = await validate(dto, { whitelist: true });
  const rule = problem ? Object.keys(problem.constraints ?? {})[0] : undefined;
  return { dto, broken: problem ? `${problem.property}:${rule ?? ''}` : null };
}

/** The codes of the new-password rules, as the page words them. */
function passwordRuleCode(broken: string): string {
  if (broken.endsWith(':maxLength')) return 'password-long';
  if (broken.endsWith(':notCommonPassword')) return 'password-common';
  return 'password-short';
}

/**
 * The Profile, E-mail, Password and Second factor (e-mailed code) forms of /account posted natively, before (or without)
 * JavaScript: guarded like the contact form (form-guard.ts), the member named by the session
 * cookie, the same services as the API, answered with a redirect to the section and a code for
 * its sentence. A change that needs a recent sign-in takes the current password in the same form
 * (docs/decisions/0080-account-forms-without-javascript.md).
 */
@Public()
@Controller('account')
@UseFilters(AccountFormFailure)
@RateLimit('auth')
export class AccountFormsController {
  constructor(
    private readonly viewers: PageViewer,
    private readonly users: UsersService,
    private readonly reauth: ReauthService,
    private readonly passwords: PasswordChangeService,
    private readonly emails: EmailChangeService,
    private readonly emailCode: EmailCodeService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('profile')
  async profile(@Req() req: Request, @Res() res: Response): Promise<void> {
    const member = await this.member(req, res);
    if (!member) return;
    const { dto, broken } = await brokenRule(UpdateProfileDto, req.body);
    if (broken)
      return this.answer(
        res,
        'profile',
        broken.startsWith('name') ? 'name-invalid' : 'username-invalid',
      );
    try {
      // The form always sends both fields; an empty username removes it.
      await this.users.updateProfile(member.user, {
        name: dto.name,
        username: dto.username ?? null,
      });
    } catch (error) {
      if (error instanceof ConflictException) return this.answer(res, 'profile', 'username-taken');
      throw error;
    }
    this.answer(res, 'profile', 'profile-saved');
  }

  @Post('email')
  async email(@Req() req: Request, @Res() res: Response): Promise<void> {
    const member = await this.member(req, res);
    if (!member) return;
    const { dto, broken } = await brokenRule(ChangeEmailDto, req.body);
    if (broken) return this.answer(res, 'email', 'email-invalid');
    const refused = await this.proveRecent(member, req);
    if (refused) return this.answer(res, 'email', refused);
    try {
      await this.emails.request(member, dto.newEmail, requestContext(req));
    } catch (error) {
      if (error instanceof BadRequestException) return this.answer(res, 'email', 'email-same');
      throw error;
    }
    this.answer(res, 'email', 'email-sent');
  }

  @Post('password')
  async password(@Req() req: Request, @Res() res: Response): Promise<void> {
    const member = await this.member(req, res);
    if (!member) return;
    const { dto, broken } = await brokenRule(ChangePasswordDto, req.body);
    if (broken) return this.answer(res, 'password', passwordRuleCode(broken));
    const had = Boolean(member.user.passwordHash);
    const refused = await this.proveRecent(member, req);
    if (refused) return this.answer(res, 'password', refused);
    await this.passwords.change(member, dto, requestContext(req));
    this.answer(res, 'password', had ? 'password-changed' : 'password-set');
  }

  /**
   * The e-mailed code on (`secondFactor=email`) or off (`off`). The authenticator app is set up
   * and turned off only with JavaScript (its QR step needs it), so those choices say so.
   */
  @Post('second-factor')
  async secondFactor(@Req() req: Request, @Res() res: Response): Promise<void> {
    const member = await this.member(req, res);
    if (!member) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const choice = body.secondFactor;
    if (choice !== 'off' && choice !== 'email' && choice !== 'app') {
      return this.answer(res, 'second-factor', 'second-factor-invalid');
    }
    if (member.user.totpSecret || choice === 'app') {
      return this.answer(res, 'second-factor', 'second-factor-app-needs-js');
    }
    const enable = choice === 'email';
    if (Boolean(member.user.otpEnabled) === enable) {
      return this.answer(res, 'second-factor', enable ? 'email-code-on' : 'email-code-off');
    }
    const refused = await this.proveRecent(member, req);
    if (refused) return this.answer(res, 'second-factor', refused);
    try {
      await this.emailCode.set(member.user, enable);
    } catch (error) {
      if (error instanceof BadRequestException) {
        return this.answer(res, 'second-factor', 'email-code-unverified');
      }
      throw error;
    }
    this.answer(res, 'second-factor', enable ? 'email-code-on' : 'email-code-off');
  }

  /** The link of a change of address, used without JavaScript: no session needed. */
  @Post('confirm-email')
  async confirmEmail(@Req() req: Request, @Res() res: Response): Promise<void> {
    const refusal = formPostRefusal(req, this.config);
    if (refusal) return sendFormRefusal(res, refusal, '/account');
    const { dto, broken } = await brokenRule(ConfirmEmailDto, req.body);
    let done = 'changed';
    if (broken) done = 'bad-link';
    else {
      try {
        await this.emails.confirm(dto.token, requestContext(req));
      } catch (error) {
        if (error instanceof ConflictException) done = 'taken';
        else if (error instanceof BadRequestException) done = 'bad-link';
        else throw error;
      }
    }
    res.redirect(303, `/account/confirm-email?done=${done}`);
  }

  /** The old address's "this was not me" link, used without JavaScript: no session needed. */
  @Post('cancel-email-change')
  async cancelEmailChange(@Req() req: Request, @Res() res: Response): Promise<void> {
    const refusal = formPostRefusal(req, this.config);
    if (refusal) return sendFormRefusal(res, refusal, '/account');
    const { dto, broken } = await brokenRule(CancelEmailChangeDto, req.body);
    let done = 'cancelled';
    if (broken) done = 'bad-cancel-link';
    else {
      try {
        await this.emails.cancel(dto.token, requestContext(req));
      } catch (error) {
        if (error instanceof BadRequestException) done = 'bad-cancel-link';
        else throw error;
      }
    }
    res.redirect(303, `/account/confirm-email?done=${done}`);
  }

  /** The signed-in member of a post this site's page made; else the answer has been sent. */
  private async member(req: Request, res: Response): Promise<Principal | null> {
    const refusal = formPostRefusal(req, this.config);
    if (refusal) {
      sendFormRefusal(res, refusal, '/account');
      return null;
    }
    const principal = await this.viewers.principal(req, res);
    if (!principal) res.redirect(303, `/login?next=${encodeURIComponent('/account')}`);
    return principal;
  }

  /**
   * A recent sign-in, as the API's @RecentSignIn asks: the current password posted with the form
   * proves it again (counted like a sign-in); without one, the session must have proven its
   * owner in the last ten minutes. Returns the outcome code of a refusal, or null.
   */
  private async proveRecent(member: Principal, req: Request): Promise<string | null> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const password = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    if (password && member.user.passwordHash) {
      try {
        await this.reauth.reauthenticate(member, { password }, requestContext(req));
      } catch (error) {
        if (error instanceof BadRequestException) return 'password-wrong';
        throw error;
      }
      member.provenAt = this.clock.now();
      return null;
    }
    const provenAt = member.provenAt?.getTime() ?? 0;
    if (this.clock.nowMs() - provenAt <= RECENT_SIGN_IN_MS) return null;
    return member.user.passwordHash ? 'reauth-needed' : 'reauth-google';
  }

  private answer(res: Response, section: FormSection, code: string): void {
    res.redirect(303, outcomeUrl(section, code));
  }
}
