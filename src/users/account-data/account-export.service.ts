import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { Clock } from '../../common/clock';
import { AccountDataRegistry } from './account-data.registry';

/** The member's data download: every registered part, read in one consistent snapshot. */
@Injectable()
export class AccountExport {
  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly registry: AccountDataRegistry,
    private readonly clock: Clock,
  ) {}

  async build(userId: string): Promise<Record<string, unknown>> {
    const exportedAt = this.clock.now().toISOString();
    return this.txHost.withTransaction({ isolationLevel: 'REPEATABLE READ' }, async () => {
      const parts: Record<string, unknown> = { exportedAt };
      for (const part of this.registry.all()) {
        if (part.export) parts[part.key] = await part.export(userId, this.txHost.tx);
      }
      return parts;
    });
  }

  /** pragya-trust-account-YYYY-MM-DD.json */
  fileName(): string {
    return `pragya-trust-account-${this.clock.now().toISOString().slice(0, 10)}.json`;
  }
}
