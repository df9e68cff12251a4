import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toUserDto } from '../user-response';
import { User } from '../user.entity';
import { AccountDataRegistry } from './account-data.registry';

/**
 * The account row's part of the export: the profile (the user object of every answer, plus the
 * linked Google address), never a hash or a secret.
 */
@Injectable()
export class ProfileAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    const account = (userId: string, manager: EntityManager) =>
      manager.getRepository(User).findOneByOrFail({ id: userId });
    this.registry.register({
      key: 'profile',
      export: async (userId, manager) => {
        const user = await account(userId, manager);
        const profile = toUserDto(user);
        return {
          ...profile,
          // Whether sign-in asks for a second factor at all, `secondFactor` saying which: the
          // answers' `otpEnabled` is the e-mailed code's switch alone, and read as false while
          // the authenticator app is on it would tell the member their sign-in is unprotected.
          otpEnabled: profile.secondFactor !== 'off',
          google: { linked: Boolean(user.googleId), email: user.googleEmail ?? null },
          passwordSet: Boolean(user.passwordHash),
          updatedAt: new Date(user.updatedAt).toISOString(),
        };
      },
    });
  }
}
