import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../users/account-data/account-data.registry';
import { Session } from './session.entity';
import { describeDevice, maskIp } from './session-display';

/** The export's sessions: device, approximate place and dates; never a token. */
@Injectable()
export class SessionsAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'sessions',
      export: async (userId, manager) => {
        const rows = await manager
          .getRepository(Session)
          .find({ where: { userId }, order: { createdAt: 'DESC' } });
        return rows.map((row) => ({
          device: describeDevice(row.userAgent),
          ip: maskIp(row.ip),
          signedInWith: row.method,
          createdAt: row.createdAt,
          lastUsedAt: row.lastUsedAt,
          expiresAt: row.expiresAt,
          endedAt: row.revokedAt,
        }));
      },
    });
  }
}
