import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../../users/account-data/account-data.registry';
import { TotpService } from './totp.service';

/**
 * The second factor in the member's data download: which one is on, since when, and how many
 * recovery codes are left; never the app's secret or a code.
 */
@Injectable()
export class TotpAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly totp: TotpService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'secondFactor',
      export: (userId) => this.totp.stateFor(userId),
    });
  }
}
