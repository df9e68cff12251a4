import { Injectable, Logger } from '@nestjs/common';
import { lockedAdminCount } from '../admin/grants/role-change';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { normaliseEmail } from '../common/email-address';
import { accountDeletedMail } from '../mail/templates/account-security';
import { MailService } from '../mail/mail.service';
import { AccountDataRegistry } from './account-data/account-data.registry';
import { User } from './user.entity';
import { DomainError } from '../common/domain-error';

export const DELETION_MESSAGES = {
  wrongAddress:
    'The address you typed is not the address of this account. Please type it exactly to confirm.',
  lastAdmin:
    'This is the only admin account, so it cannot be deleted: make another account an admin first.',
} as const;

/**
 * Deleting an account with everything stored about it, in one transaction: each registered part
 * erases the rows the database would not remove by itself (found by address, or linked with ON
 * DELETE SET NULL), then the account row goes and every table referencing it with ON DELETE
 * CASCADE (sessions, security events, second factor, passkeys…) follows. Its sessions end at once
 * because their rows are gone. The admin area reuses it with reason 'admin'.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly registry: AccountDataRegistry,
    private readonly mail: MailService,
  ) {}

  /** The member's own deletion: the typed address must be the account's. */
  async deleteOwn(user: User, confirmEmail: string): Promise<void> {
    if (normaliseEmail(confirmEmail) !== user.email) {
      throw new DomainError('invalid', DELETION_MESSAGES.wrongAddress);
    }
    await this.deleteAccount(user.id, 'self');
  }

  /**
   * Deletes the account; false when there was none. `alongside` runs in the same transaction (the
   * admin area's audit entry). The last mail goes to its address after.
   */
  async deleteAccount(
    userId: string,
    reason: 'self' | 'admin',
    alongside?: () => Promise<unknown>,
  ): Promise<boolean> {
    const deleted = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      // Counted inside the deletion's transaction, admins locked first: two admins deleting
      // each other (or themselves) at once cannot leave the site without one.
      const admins = await lockedAdminCount(manager);
      const user = await manager
        .getRepository(User)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.id = :userId', { userId })
        .getOne();
      if (!user) return null;
      if (user.role === 'admin' && admins <= 1) {
        throw new DomainError('conflict', DELETION_MESSAGES.lastAdmin);
      }
      for (const part of this.registry.all()) {
        await part.erase?.({ userId, email: user.email }, manager);
      }
      await manager.getRepository(User).delete({ id: userId });
      await alongside?.();
      return user;
    });
    if (!deleted) return false;
    this.logger.log(
      `An account was deleted (${reason === 'self' ? 'by its owner' : 'by the trust'})`,
    );
    await this.mail
      .send(
        accountDeletedMail(deleted.email, deleted.isEmailVerified ? deleted.name : null, reason),
      )
      .catch((error: unknown) =>
        this.logger.warn(`account-deleted notice not sent: ${(error as Error).message}`),
      );
    return true;
  }
}
