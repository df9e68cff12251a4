import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../users/account-data/account-data.registry';
import { Verification } from './verification.entity';

/**
 * Codes and links are secrets and short-lived, so they are not exported; deleting the account
 * removes every one for its id or its address (a pending sign-up or change names only the address).
 */
@Injectable()
export class OtpAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'codesAndLinks',
      erase: async ({ userId, email }, manager) => {
        await manager
          .createQueryBuilder()
          .delete()
          .from(Verification)
          .where('user_id = :userId OR email = :email', { userId, email })
          .execute();
      },
    });
  }
}
