import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import {
  emailSecondFactorOffMail,
  emailSecondFactorOnMail,
} from '../mail/templates/account-factors';
import { SecurityEventsService } from '../security-events/security-events.service';
import type { User } from '../users/user.entity';
import { toUserDto, type UserDto } from '../users/user-response';
import { UsersService } from '../users/users.service';
import { AccountMail } from './account-mail';
import { MESSAGES } from './messages';
import { DomainError } from '../common/domain-error';

/**
 * The e-mailed code as second factor, turned on or off. Callers have checked a recent sign-in
 * (the API's @RecentSignIn, or the password of the form posted without JavaScript), so a stolen
 * session alone cannot remove it. The change and its security event are one transaction; the
 * owner's notice follows the answer.
 */
@Injectable()
export class EmailCodeService {
  constructor(
    private readonly users: UsersService,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly events: SecurityEventsService,
    private readonly mail: AccountMail,
  ) {}

  async set(user: User, enable: boolean): Promise<{ message: string; user: UserDto }> {
    if (enable && user.totpSecret) throw new DomainError('invalid', MESSAGES.appIsOn);
    if (enable && !user.isEmailVerified) {
      throw new DomainError('invalid', MESSAGES.verifyBeforeOtp);
    }
    const message = enable ? MESSAGES.otpOn : MESSAGES.otpOff;
    // Asking for the state it is already in changes nothing and tells nobody.
    if (Boolean(user.otpEnabled) === enable) return { message, user: toUserDto(user) };
    const updated = await this.txHost.withTransaction(async () => {
      const saved = await this.users.update(user, { otpEnabled: enable });
      await this.events.record(user.id, enable ? 'email-code-enabled' : 'email-code-disabled');
      return saved;
    });
    const notice = (enable ? emailSecondFactorOnMail : emailSecondFactorOffMail)(
      updated.email,
      updated.name,
      this.mail.appUrl,
    );
    const kind = notice.kind ?? 'notice';
    this.mail.later(kind, () => this.mail.notify(notice, kind));
    return { message, user: toUserDto(updated) };
  }
}
