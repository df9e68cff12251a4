import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../users/account-data/account-data.registry';
import { ListSubscription } from './list-subscription.entity';

/**
 * The member's places on the trust's lists (courses' interest and the news): those made while
 * signed in and those made from the account's address before it had an account. The latter have
 * no user_id, so the database would keep them when the account goes; they are erased here by the
 * proven address (their announcement deliveries follow by ON DELETE CASCADE).
 */
@Injectable()
export class ListsAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'lists',
      export: async (userId, manager) => {
        const rows = await manager
          .getRepository(ListSubscription)
          .createQueryBuilder('s')
          .where('s.user_id = :userId', { userId })
          .orWhere('s.email = (SELECT email FROM users WHERE id = :userId)', { userId })
          .orderBy('s.created_at', 'DESC')
          .getMany();
        return rows.map((row) => ({
          list: row.list,
          email: row.email,
          name: row.name,
          status: row.status,
          joinedAt: row.createdAt,
          confirmedAt: row.confirmedAt,
          unsubscribedAt: row.unsubscribedAt,
        }));
      },
      erase: async ({ userId, email }, manager) => {
        await manager
          .createQueryBuilder()
          .delete()
          .from(ListSubscription)
          .where('user_id = :userId OR email = :email', { userId, email })
          .execute();
      },
    });
  }
}
