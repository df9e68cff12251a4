import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { accountDeletedMail } from '../mail/templates/admin';
import { Verification } from '../otp/verification.entity';
import { User } from './user.entity';

export const ACCOUNT_NOT_FOUND = 'That account does not exist.';

/** Why an account is deleted: the member's request, made in the admin area or by the member. */
export type DeletionReason = 'admin' | 'member';

/**
 * The one way an account is deleted. The user row goes in one transaction with every row that
 * names it (sessions, security events and the rest cascade) and the codes and links sent to its
 * address (verifications are keyed by address, not by account); then the member is mailed.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  async deleteAccount(userId: string, reason: DeletionReason): Promise<void> {
    const user = await this.dataSource.transaction(async (manager) => {
      const found = await manager
        .getRepository(User)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new NotFoundException(ACCOUNT_NOT_FOUND);
      await manager.getRepository(Verification).delete({ email: found.email });
      await manager.getRepository(User).delete({ id: userId });
      return found;
    });
    // The account is gone whether or not the notice arrives; its loss is logged, not thrown.
    await this.mail
      .send(accountDeletedMail(user.email, user.isEmailVerified ? user.name : null))
      .catch((error: unknown) =>
        this.logger.warn(`Deletion notice (${reason}) not delivered: ${(error as Error).message}`),
      );
  }
}
