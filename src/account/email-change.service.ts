import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountMail } from '../auth/account-mail';
import type { Principal } from '../common/principal';
import type { RequestContext } from '../common/request-context';
import { isUniqueViolation } from '../common/unique-violation';
import { withPermit } from '../common/with-permit';
import {
  addressInUseMail,
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeRequestedMail,
} from '../mail/templates/email-and-password';
import { OtpService } from '../otp/otp.service';
import type { EmailChangePayload } from '../otp/verification.entity';
import { SecurityEventsService } from '../security-events/security-events.service';
import { SendLimiter } from '../throttle/send-limiter';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * Changing the account's e-mail address: a link to the new address proves it, and nothing changes
 * until the link is used. The answer is the same, in the same time, whether or not the new address
 * has an account (only the send allowance is taken before answering, as for a reset link).
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly otp: OtpService,
    private readonly events: SecurityEventsService,
    private readonly sendLimiter: SendLimiter,
    private readonly mail: AccountMail,
    private readonly dataSource: DataSource,
  ) {}

  async request(
    principal: Principal,
    newEmail: string,
    ctx: RequestContext,
  ): Promise<{ message: string }> {
    const { user } = principal;
    if (newEmail === user.email) throw new BadRequestException(ACCOUNT_MESSAGES.sameEmail);
    const permit = await this.sendLimiter.take('change-email', newEmail, ctx.ip);
    this.mail.later('Change-of-address mails not delivered', () =>
      withPermit(permit, () => this.send(user, newEmail, ctx)),
    );
    return { message: ACCOUNT_MESSAGES.emailChangeSent };
  }

  private async send(user: User, newEmail: string, ctx: RequestContext): Promise<void> {
    const owner = await this.users.findByEmail(newEmail);
    const token = owner
      ? null
      : await this.dataSource.transaction(async (manager) => {
          const payload: EmailChangePayload = { newEmail };
          const issued = await this.otp.issueLink(
            'change-email',
            user.email,
            user.id,
            manager,
            payload,
          );
          await this.events.record(user.id, 'email-change-requested', ctx, null, manager);
          return issued;
        });
    if (owner) {
      // Recorded as any other request: the member's history must not tell them the address is taken.
      await this.events.record(user.id, 'email-change-requested', ctx);
      await this.mail.deliver(addressInUseMail(newEmail));
    } else {
      await this.mail.deliver(emailChangeLinkMail(newEmail, user.name, this.confirmLink(token!)));
    }
    await this.mail.notify(
      emailChangeRequestedMail(user.email, user.name),
      'Change-of-address notice not delivered',
    );
  }

  /**
   * Uses a link: the account takes the new address, proven by the link. Reset links sent to the
   * old address die with it; sessions and a linked Google account stay.
   */
  async confirm(token: string, ctx: RequestContext): Promise<User> {
    const { user, oldEmail } = await this.dataSource
      .transaction(async (manager) => {
        const verification = await this.otp.consumeLink('change-email', token, manager);
        const newEmail = (verification?.payload as EmailChangePayload | null)?.newEmail;
        const account = verification?.userId
          ? await this.users.findById(verification.userId, manager)
          : null;
        // The account's address changed since the link was sent: the link belonged to the old one.
        if (!account || !newEmail || account.email !== verification?.email) {
          throw new BadRequestException(ACCOUNT_MESSAGES.badEmailLink);
        }
        if (await this.users.findByEmail(newEmail, manager)) {
          throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
        }
        const previous = account.email;
        await this.users.update(account, { email: newEmail, isEmailVerified: true }, manager);
        await this.otp.deleteLinks('reset-password', previous, manager);
        await this.events.record(account.id, 'email-changed', ctx, null, manager);
        return { user: account, oldEmail: previous };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
        throw error;
      });
    await Promise.all([
      this.mail.notify(
        emailChangedMail(oldEmail, user.name, 'old', this.mail.appUrl),
        'Address-changed notice (old) not delivered',
      ),
      this.mail.notify(
        emailChangedMail(user.email, user.name, 'new', this.mail.appUrl),
        'Address-changed notice (new) not delivered',
      ),
    ]);
    return user;
  }

  confirmLink(token: string): string {
    return `${this.mail.appUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;
  }
}
