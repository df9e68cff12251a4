import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { RequestContext } from '../common/request-context';
import { withPermit } from '../common/with-permit';
import { passwordChangedMail, resetLinkMail } from '../mail/templates';
import { OtpService } from '../otp/otp.service';
import { SessionsService } from '../sessions/sessions.service';
import { LoginLimiter } from '../throttle/login-limiter';
import { SendLimiter } from '../throttle/send-limiter';
import { UsersService } from '../users/users.service';
import { AccountMail } from './account-mail';
import type { ResetPasswordDto } from './dto/auth.dto';
import { MESSAGES } from './messages';
import { PasswordService } from './password.service';
import { nameFromAddress } from '../common/email-address';
import { DomainError } from '../common/domain-error';

/** Forgot password (a link by e-mail) and setting a new password with it. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly otp: OtpService,
    private readonly passwords: PasswordService,
    private readonly mail: AccountMail,
    private readonly sendLimiter: SendLimiter,
    private readonly limiter: LoginLimiter,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /**
   * Same answer, in the same time, for every address: only the send allowance is taken before
   * answering (a 429 must be the answer); looking the account up, writing the link and sending
   * it happen afterwards. A failed send gives the allowance back. Earlier links stay valid.
   */
  async forgotPassword(email: string, ctx: RequestContext): Promise<{ message: string }> {
    const permit = await this.sendLimiter.take('reset-password', email, ctx.ip);
    this.mail.later('Reset link not delivered', () =>
      withPermit(permit, async () => {
        const user = await this.users.findByEmail(email);
        if (!user) return;
        const token = await this.otp.issueLink('reset-password', user.email, user.id);
        const ownName = user.isEmailVerified ? user.name : null;
        await this.mail.deliver(resetLinkMail(user.email, ownName, this.mail.resetLink(token)));
      }),
    );
    return { message: MESSAGES.resetSent };
  }

  /** A used, expired or unknown link is said to be so before a new password is typed twice. */
  async linkStatus(token: string): Promise<{ valid: true }> {
    if (!(await this.otp.linkIsLive('reset-password', token))) {
      throw new DomainError('invalid', MESSAGES.badResetLink);
    }
    return { valid: true };
  }

  /**
   * Sets a new password from a reset link: the address is proven too, every session ends, the
   * account's other reset links die, and its sign-in failures are forgotten.
   */
  async resetPassword(dto: ResetPasswordDto): Promise<{ message: string }> {
    const passwordHash = await this.passwords.hash(dto.password);
    const { user, ownName } = await this.txHost.withTransaction(async () => {
      const verification = await this.otp.consumeLink('reset-password', dto.token);
      const account = verification?.userId ? await this.users.findById(verification.userId) : null;
      if (!account) throw new DomainError('invalid', MESSAGES.badResetLink);
      // A name chosen before the address was proven may be a stranger's: not used in the notice.
      const name = account.isEmailVerified ? account.name : null;
      await this.users.update(account, {
        passwordHash,
        isEmailVerified: true,
        ...(account.isEmailVerified ? {} : { name: nameFromAddress(account.email) }),
      });
      await this.sessions.revokeAll(account.id);
      await this.otp.deleteLinks('reset-password', account.email);
      return { user: account, ownName: name };
    });
    await this.limiter.clearFailures(user.email);
    await this.mail.notify(
      passwordChangedMail(user.email, ownName, this.mail.appUrl),
      'Password-changed notice not delivered',
    );
    return { message: MESSAGES.passwordReset };
  }
}
