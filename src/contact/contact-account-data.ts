import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../users/account-data/account-data.registry';
import { ContactMessage } from './contact-message.entity';

/**
 * A member's contact messages: those sent while signed in (user_id) and those sent from the
 * account's address. The column is ON DELETE SET NULL (a message outlives an account by default),
 * so deleting the account removes them here, by id and by the proven address.
 */
@Injectable()
export class ContactAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'contactMessages',
      export: async (userId, manager) => {
        const rows = await manager
          .getRepository(ContactMessage)
          .createQueryBuilder('m')
          .where('m.user_id = :userId', { userId })
          .orWhere('m.email = (SELECT email FROM users WHERE id = :userId)', { userId })
          .orderBy('m.created_at', 'DESC')
          .getMany();
        return rows.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          sentAt: row.createdAt,
          deliveredToTrust: row.sentAt !== null,
        }));
      },
      erase: async ({ userId, email }, manager) => {
        await manager
          .createQueryBuilder()
          .delete()
          .from(ContactMessage)
          .where('user_id = :userId OR email = :email', { userId, email })
          .execute();
      },
    });
  }
}
