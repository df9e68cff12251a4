import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { changeRole } from './role-change';

/**
 * ADMIN_EMAILS: a listed account becomes an admin once, when its address is verified (or, for an
 * account verified before the setting was added, at its next sign-in or at boot). Each promotion
 * is recorded with the actor `ADMIN_EMAILS`, and the audit log is what makes it once: an account
 * whose role was ever changed (granted by the list, granted or revoked by an admin or the shell)
 * is never promoted by the list again, so a recorded revocation wins over the list. Taking an
 * address off the list takes nothing away: that is a decision for an admin or the shell.
 */
@Injectable()
export class AdminEmails implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');
  private readonly listed: ReadonlySet<string>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly users: UsersService,
  ) {
    this.listed = new Set(config.adminEmails);
  }

  /** Makes the account an admin if it is listed and verified (in the caller's transaction, or its own). */
  async promote(user: User): Promise<boolean> {
    if (user.role === 'admin' || !user.isEmailVerified || !this.listed.has(user.email)) {
      return false;
    }
    return this.txHost.withTransaction(
      async () =>
        !(await roleEverChanged(this.txHost.tx, user.id)) &&
        changeRole(this.txHost.tx, user, 'admin', 'ADMIN_EMAILS', this.clock.now(), null),
    );
  }

  /** Verified, or signing in: an address on the list makes the account an admin. */
  onModuleInit(): void {
    this.users.onVerifiedOrSignedIn((user) => this.promote(user));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.listed.size) return;
    const users = await this.dataSource.getRepository(User).findBy({
      email: In([...this.listed]),
      isEmailVerified: true,
      role: 'user',
    });
    for (const user of users) {
      if (await this.promote(user)) {
        this.logger.log(`ADMIN_EMAILS made account ${user.id} an admin`);
      }
    }
  }
}

/** Whether the audit log holds any role change of the account (the list's grant included). */
async function roleEverChanged(manager: EntityManager, userId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM admin_audit WHERE action = 'user.role' AND target_type = 'user' AND target_id = $1 LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}
