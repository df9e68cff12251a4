import { Injectable } from '@nestjs/common';
import type { Principal } from '../../common/principal';
import type { RequestContext } from '../../common/request-context';
import { withPermit } from '../../common/with-permit';
import { reauthCodeMail } from '../../mail/templates';
import { OtpService } from '../../otp/otp.service';
import { SessionsService } from '../../sessions/sessions.service';
import { LoginLimiter } from '../../throttle/login-limiter';
import { SendLimiter } from '../../throttle/send-limiter';
import type { User } from '../../users/user.entity';
import { AccountMail } from '../account-mail';
import { PasswordService } from '../password.service';
import { TotpService } from '../totp/totp.service';
import type { ReauthDto } from './reauth.dto';
import { DomainError } from '../../common/domain-error';

export const REAUTH_MESSAGES = {
  wrongPassword: 'That password is not correct.',
  wrongCode: 'That code is not correct, has expired or was already used.',
  codeSent: 'We sent a 6-digit code to your e-mail address. Enter it here to confirm it is you.',
} as const;

/**
 * Proving again, inside a session, that it is the member (before a sensitive change): with the
 * password or a code. Wrong answers count as sign-in failures of the account, so a stolen session
 * cannot guess its way to a recent sign-in.
 */
@Injectable()
export class ReauthService {
  constructor(
    private readonly passwords: PasswordService,
    private readonly otp: OtpService,
    private readonly sessions: SessionsService,
    private readonly limiter: LoginLimiter,
    private readonly sendLimiter: SendLimiter,
    private readonly mail: AccountMail,
    private readonly totp: TotpService,
  ) {}

  async reauthenticate(principal: Principal, dto: ReauthDto, ctx: RequestContext): Promise<void> {
    const { user } = principal;
    await this.limiter.attempt(user.email, ctx.ip, async (fail) => {
      const proven =
        dto.code !== undefined
          ? await this.verifyCode(user, dto.code)
          : await this.passwords.verify(user.passwordHash, dto.password ?? '');
      if (!proven) {
        await fail(
          new DomainError(
            'invalid',
            dto.code !== undefined ? REAUTH_MESSAGES.wrongCode : REAUTH_MESSAGES.wrongPassword,
          ),
        );
      }
    });
    await this.sessions.markProven(principal.sessionId, principal.id);
  }

  /** E-mails a code, for members who have no password (Google only) or prefer a code. */
  sendCode(principal: Principal, ctx: RequestContext): Promise<{ message: string }> {
    const { user } = principal;
    return withPermit(this.sendLimiter.take('reauth', user.email, ctx.ip), async () => {
      const code = await this.otp.issueCode('reauth', user.email, { userId: user.id });
      await this.mail.deliver(reauthCodeMail(user.email, user.name, code));
      return { message: REAUTH_MESSAGES.codeSent };
    });
  }

  /**
   * The one place where a code proves the member: an e-mailed reauth code (single use), or with
   * the authenticator app on, an app code or a recovery code (each used once too).
   */
  async verifyCode(user: User, code: string): Promise<boolean> {
    if (user.totpSecret && (await this.totp.verifyCode(user, code))) return true;
    if (!/^\d{6}$/.test(code)) return false;
    const check = await this.otp.checkCode('reauth', user.email, code);
    if (check.result !== 'match' || check.verification.userId !== user.id) return false;
    return this.otp.consume(check.verification);
  }
}
