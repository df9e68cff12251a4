import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { type EntityManager } from 'typeorm';
import { AccountMail } from '../auth/account-mail';
import type { Principal } from '../common/principal';
import type { RequestContext } from '../common/request-context';
import { isUniqueViolation } from '../common/unique-violation';
import { withPermit } from '../common/with-permit';
import {
  addressInUseMail,
  emailChangeCancelledMail,
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeRequestedMail,
} from '../mail/templates/email-and-password';
import { OtpService } from '../otp/otp.service';
import { dropPendingEmailChanges } from '../otp/pending-email-change';
import type { EmailChangePayload } from '../otp/verification.entity';
import { SecurityEventsService } from '../security-events/security-events.service';
import { SessionsService } from '../sessions/sessions.service';
import { SendLimiter } from '../throttle/send-limiter';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ACCOUNT_MESSAGES } from './messages';
import { DomainError } from '../common/domain-error';

/**
 * Changing the account's e-mail address: a link to the new address proves it, and nothing changes
 * until the link is used, from a session that is still live. The answer is the same, in the same
 * time, and with the same effect on the pending change, whether or not the new address has an
 * account (only the send allowance is taken before answering, as for a reset link). The old
 * address gets a "this was not me" link that cancels the change and ends every session.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly otp: OtpService,
    private readonly sessions: SessionsService,
    private readonly events: SecurityEventsService,
    private readonly sendLimiter: SendLimiter,
    private readonly mail: AccountMail,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async request(
    principal: Principal,
    newEmail: string,
    ctx: RequestContext,
  ): Promise<{ message: string }> {
    const { user, sessionId } = principal;
    if (newEmail === user.email) throw new DomainError('invalid', ACCOUNT_MESSAGES.sameEmail);
    const permit = await this.sendLimiter.take('change-email', newEmail, ctx.ip);
    this.mail.later('Change-of-address mails not delivered', () =>
      withPermit(permit, () => this.send(user, sessionId, newEmail, ctx)),
    );
    return { message: ACCOUNT_MESSAGES.emailChangeSent };
  }

  private async send(
    user: User,
    sessionId: string,
    newEmail: string,
    ctx: RequestContext,
  ): Promise<void> {
    const owner = await this.users.findByEmail(newEmail);
    // An unverified registration proves nothing about the address: the link may take it over.
    const taken = owner?.isEmailVerified === true;
    // The pending change is replaced either way, so nothing the member can see tells the branches
    // apart; the link of a taken address is never sent, so it can never be used.
    const { token, cancelToken } = await this.txHost.withTransaction(async () => {
      const payload: EmailChangePayload = { newEmail, sessionId };
      const issued = await this.otp.issueLink('change-email', user.email, user.id, payload);
      const cancel = await this.otp.issueLink('cancel-email-change', user.email, user.id);
      await this.events.record(user.id, 'email-change-requested', ctx);
      return { token: issued, cancelToken: cancel };
    });
    if (taken) {
      await this.mail.deliver(addressInUseMail(newEmail));
    } else {
      // The new address is not proven yet: its mail greets no one by name.
      await this.mail.deliver(emailChangeLinkMail(newEmail, null, this.confirmLink(token)));
    }
    await this.mail.notify(
      emailChangeRequestedMail(user.email, user.name, this.cancelLink(cancelToken)),
      'Change-of-address notice not delivered',
    );
  }

  /**
   * Uses a link: the account takes the new address, proven by the link, provided the session
   * that asked for it is still live (the owner ending it, or any event that ends sessions, has
   * already deleted the link). Reset links sent to the old address die with it, and so do sign-in
   * codes; sessions and a linked Google account stay. An unverified account on the new address
   * yields to the proven change.
   */
  async confirm(token: string, ctx: RequestContext): Promise<User> {
    const { user, oldEmail } = await this.txHost
      .withTransaction(async () => {
        const manager = this.txHost.tx;
        const verification = await this.otp.consumeLink('change-email', token);
        const payload = verification?.payload as EmailChangePayload | null | undefined;
        const newEmail = payload?.newEmail;
        const account = verification?.userId
          ? await this.users.findById(verification.userId)
          : null;
        // The account's address changed since the link was sent: the link belonged to the old one.
        if (!account || !newEmail || account.email !== verification?.email) {
          throw new DomainError('invalid', ACCOUNT_MESSAGES.badEmailLink);
        }
        if (!payload?.sessionId || !(await this.sessions.isLive(payload.sessionId, account.id))) {
          throw new DomainError('invalid', ACCOUNT_MESSAGES.badEmailLink);
        }
        await this.takeOverUnverified(newEmail, manager);
        const previous = account.email;
        await this.users.update(account, { email: newEmail, isEmailVerified: true });
        await this.otp.deleteLinks('reset-password', previous);
        await this.otp.deleteCodes(previous);
        await this.events.record(account.id, 'email-changed', ctx);
        return { user: account, oldEmail: previous };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new DomainError('conflict', ACCOUNT_MESSAGES.emailTaken);
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

  /** A verified account on the address refuses the change; an unverified one is removed. */
  private async takeOverUnverified(newEmail: string, manager: EntityManager): Promise<void> {
    const holder = await this.users.findByEmail(newEmail);
    if (!holder) return;
    if (holder.isEmailVerified) throw new DomainError('conflict', ACCOUNT_MESSAGES.emailTaken);
    await manager.delete(User, { id: holder.id, isEmailVerified: false });
    await manager.query(`DELETE FROM verifications WHERE email = $1 OR user_id = $2`, [
      newEmail,
      holder.id,
    ]);
  }

  /**
   * The old address's "this was not me": the pending change goes, every session ends, the event
   * is recorded and the owner told. The link works once, for a day, even after the change.
   */
  async cancel(token: string, ctx: RequestContext): Promise<{ message: string }> {
    const user = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const verification = await this.otp.consumeLink('cancel-email-change', token);
      const account = verification?.userId ? await this.users.findById(verification.userId) : null;
      if (!account) throw new DomainError('invalid', ACCOUNT_MESSAGES.badCancelLink);
      await dropPendingEmailChanges(manager, account.id);
      await this.sessions.revokeAll(account.id);
      await this.events.record(account.id, 'email-change-cancelled', ctx);
      return account;
    });
    await this.mail.notify(
      emailChangeCancelledMail(user.email, user.name, `${this.mail.appUrl}/forgot-password`),
      'Change-cancelled notice not delivered',
    );
    return { message: ACCOUNT_MESSAGES.emailChangeCancelled };
  }

  confirmLink(token: string): string {
    return `${this.mail.appUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;
  }

  cancelLink(token: string): string {
    return `${this.mail.appUrl}/account/confirm-email?cancel=${encodeURIComponent(token)}`;
  }
}
