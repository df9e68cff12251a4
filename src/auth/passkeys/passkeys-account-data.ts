import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../../users/account-data/account-data.registry';
import { PasskeysService } from './passkeys.service';

/** The member's passkeys in their data download: names and dates, never a key or credential id. */
@Injectable()
export class PasskeysAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly passkeys: PasskeysService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'passkeys',
      export: (userId) => this.passkeys.exportFor(userId),
    });
  }
}
