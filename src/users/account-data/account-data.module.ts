import { Global, Module } from '@nestjs/common';
import { AccountDeletionService } from '../account-deletion.service';
import { AccountSignInMethods } from '../sign-in-methods';
import { AccountDataController } from './account-data.controller';
import { AccountDataRegistry } from './account-data.registry';
import { AccountExport } from './account-export.service';
import { ProfileAccountData } from './profile-account-data';

/**
 * The member's data as a whole (/api/users/me/export, DELETE /api/users/me). Global, so every
 * module can register its part of the data (AccountDataRegistry) or a way of signing in
 * (AccountSignInMethods), and the admin area can delete accounts (AccountDeletionService).
 */
@Global()
@Module({
  controllers: [AccountDataController],
  providers: [
    AccountDataRegistry,
    AccountSignInMethods,
    AccountExport,
    AccountDeletionService,
    ProfileAccountData,
  ],
  exports: [AccountDataRegistry, AccountSignInMethods, AccountExport, AccountDeletionService],
})
export class AccountDataModule {}
