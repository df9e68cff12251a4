import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import { Clock } from '../common/clock';
import { APP_CONFIG } from '../config/env';
import { MailService } from '../mail/mail.service';
import { AnnouncementSender } from './announcement-sender';
import { AnnouncementsService } from './announcements.service';

describe('AnnouncementSender (a round)', () => {
  let sender: AnnouncementSender;
  let due: boolean;
  const queries: string[] = [];
  const db = {
    query: jest.fn((sql: string) => {
      queries.push(sql.replace(/\s+/g, ' ').trim());
      return Promise.resolve(sql.includes('AS due') ? [{ due }] : [[], 0]);
    }),
  };
  const tx = {
    query: jest.fn((sql: string) =>
      Promise.resolve(sql.includes('AS recent') ? [{ recent: 0 }] : [[], 0]),
    ),
  };
  const withTransaction = jest.fn((fn: () => Promise<unknown>) => fn());

  beforeEach(async () => {
    jest.clearAllMocks();
    queries.length = 0;
    const moduleRef = await Test.createTestingModule({
      providers: [
        AnnouncementSender,
        { provide: getDataSourceToken(), useValue: db },
        { provide: TransactionHost, useValue: { withTransaction, tx } },
        { provide: MailService, useValue: { send: jest.fn() } },
        { provide: AnnouncementsService, useValue: {} },
        { provide: Clock, useValue: new Clock() },
        { provide: APP_CONFIG, useValue: { mailRatePerMinute: 60, mailClaimMs: 30_000 } },
      ],
    }).compile();
    sender = moduleRef.get(AnnouncementSender);
  });

  it('reads once and stops when no delivery is due and nothing is sending', async () => {
    due = false;
    await sender.pump();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^SELECT EXISTS/);
    expect(withTransaction).not.toHaveBeenCalled();
  });

  it('claims under the lock and closes finished announcements when there is work', async () => {
    due = true;
    await sender.pump();
    expect(withTransaction).toHaveBeenCalledTimes(1);
    expect(tx.query.mock.calls.map(([sql]) => sql)).toEqual(
      expect.arrayContaining([expect.stringContaining('pg_advisory_xact_lock')]),
    );
    expect(queries.at(-1)).toMatch(/^UPDATE announcements a SET state = 'done'/);
  });
});
