import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../users/account-data/account-data.registry';
import { PracticeSession } from './practice-session.entity';
import { toSessionView } from './practice-session-view';

/** The journal in the member's data download (its rows go with the account by ON DELETE CASCADE). */
@Injectable()
export class PracticeAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'practiceJournal',
      export: async (userId, manager) => {
        const rows = await manager
          .getRepository(PracticeSession)
          .find({ where: { userId }, order: { startedAt: 'ASC' } });
        return rows.map((row) => {
          const { id: _id, ...session } = toSessionView(row);
          return { ...session, recordedAt: new Date(row.createdAt).toISOString() };
        });
      },
    });
  }
}
