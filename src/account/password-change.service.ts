import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { Principal } from '../common/principal';
import type { RequestContext } from '../common/request-context';
import { AccountMail } from '../auth/account-mail';
import { PasswordService } from '../auth/password.service';
import { passwordChangedMail } from '../mail/templates';
import { SecurityEventsService } from '../security-events/security-events.service';
import { SessionsService } from '../sessions/sessions.service';
import { LoginLimiter } from '../throttle/login-limiter';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto } from './dto/change-password.dto';
import { ACCOUNT_MESSAGES } from './messages';
import { DomainError } from '../common/domain-error';

/**
 * Changing the password in the account settings, or setting a first one on an account made with
 * Google. Every other session of the account ends in the same transaction, so a thief holding an
 * old session is out the moment the owner changes it.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordService,
    private readonly events: SecurityEventsService,
    private readonly limiter: LoginLimiter,
    private readonly mail: AccountMail,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async change(principal: Principal, dto: ChangePasswordDto, ctx: RequestContext): Promise<void> {
    const { user } = principal;
    const had = Boolean(user.passwordHash);
    if (had) await this.checkCurrent(principal, dto.currentPassword, ctx);
    const passwordHash = await this.passwords.hash(dto.newPassword);
    const how = had ? 'changed' : 'set';
    await this.txHost.withTransaction(async () => {
      await this.users.update(user, { passwordHash });
      await this.sessions.revokeOthers(user.id, principal.sessionId);
      await this.events.record(user.id, `password-${how}`, ctx);
    });
    await this.mail.notify(
      passwordChangedMail(user.email, user.name, this.mail.appUrl, how),
      'Password-changed notice not delivered',
    );
  }

  /** The current password, counted like a sign-in: wrong ones use up the account's allowance. */
  private async checkCurrent(
    principal: Principal,
    currentPassword: string | undefined,
    ctx: RequestContext,
  ): Promise<void> {
    if (!currentPassword) throw new DomainError('invalid', ACCOUNT_MESSAGES.currentPasswordNeeded);
    const { email, passwordHash } = principal.user;
    await this.limiter.attempt(email, ctx.ip, async (fail) => {
      if (!(await this.passwords.verify(passwordHash, currentPassword))) {
        await fail(new DomainError('invalid', ACCOUNT_MESSAGES.wrongCurrentPassword));
      }
    });
  }
}
