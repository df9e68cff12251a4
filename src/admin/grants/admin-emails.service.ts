import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { User } from '../../users/user.entity';
import { changeRole } from './role-change';

/**
 * ADMIN_EMAILS: the listed accounts become admins once their address is verified — at
 * verification and at sign-in (UsersService calls promote) and, for accounts verified before the
 * setting was added, at boot. Each promotion is recorded with the actor `ADMIN_EMAILS`. Taking
 * an address off the list takes nothing away: that is a decision for an admin or the shell.
 */
@Injectable()
export class AdminEmails implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');
  private readonly listed: ReadonlySet<string>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.listed = new Set(config.adminEmails);
  }

  /** Makes the account an admin if it is listed and verified (in the caller's transaction). */
  async promote(user: User, manager?: EntityManager): Promise<void> {
    if (user.role === 'admin' || !user.isEmailVerified || !this.listed.has(user.email)) return;
    const run = (inner: EntityManager) =>
      changeRole(inner, user, 'admin', 'ADMIN_EMAILS', this.clock.now(), null);
    if (manager) await run(manager);
    else await this.dataSource.transaction(run);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.listed.size) return;
    const users = await this.dataSource.getRepository(User).findBy({
      email: In([...this.listed]),
      isEmailVerified: true,
      role: 'user',
    });
    for (const user of users) {
      await this.promote(user);
      this.logger.log(`ADMIN_EMAILS made account ${user.id} an admin`);
    }
  }
}
