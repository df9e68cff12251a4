import { Injectable, type OnModuleInit } from '@nestjs/common';
import { describeDevice, maskIp } from '../sessions/session-display';
import { AccountDataRegistry } from '../users/account-data/account-data.registry';
import { SecurityEvent } from './security-event.entity';

/** The export's history of security events (the rows go with the account by ON DELETE CASCADE). */
@Injectable()
export class SecurityEventsAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'securityEvents',
      export: async (userId, manager) => {
        const rows = await manager
          .getRepository(SecurityEvent)
          .find({ where: { userId }, order: { at: 'DESC' } });
        return rows.map((row) => ({
          kind: row.kind,
          at: row.at,
          device: describeDevice(row.userAgent),
          ip: maskIp(row.ip),
          detail: row.detail,
        }));
      },
    });
  }
}
