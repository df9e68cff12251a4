import { DomainError } from '../common/domain-error';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AuditService } from '../admin/audit/audit.service';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { APP_CONFIG } from '../config/env';
import type { MailMessage } from '../mail/mail-message';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { AdminListsService } from './admin-lists.service';
import { AnnouncementsService } from './announcements.service';
import { SubscriptionsService } from './subscriptions.service';

const admin = {
  id: '11111111-1111-4111-8111-111111111111',
  sessionId: 's',
  user: Object.assign(new User(), {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'admin@example.org',
  }),
  provenAt: null,
} as Principal;
const input = { list: 'news', subject: 'Retreat in March', text: 'Dates are out.' };

describe('AnnouncementsService (flow)', () => {
  let service: AnnouncementsService;
  let queries: Array<[string, unknown[]]>;
  let recipients: number;
  const send = jest.fn();
  const audit = { record: jest.fn() };
  const db = { query: jest.fn() };

  beforeEach(async () => {
    jest.clearAllMocks();
    queries = [];
    recipients = 2;
    send.mockResolvedValue(undefined);
    const manager = {
      query: (sql: string, params: unknown[]) => {
        const text = sql.replace(/\s+/g, ' ').trim();
        queries.push([text, params]);
        if (text.startsWith('UPDATE announcements SET total')) {
          return Promise.resolve([[{ total: recipients }], 1]);
        }
        return Promise.resolve([]);
      },
    };
    const moduleRef = await Test.createTestingModule({
      providers: [
        AnnouncementsService,
        { provide: getDataSourceToken(), useValue: db },
        {
          provide: TransactionHost,
          useValue: { withTransaction: (fn: () => Promise<unknown>) => fn(), tx: manager },
        },
        {
          provide: AdminListsService,
          useValue: {
            checkList: (list: string) => {
              if (list !== 'news')
                throw new DomainError('not-found', 'There is no list with that name.');
              return list;
            },
          },
        },
        {
          provide: SubscriptionsService,
          useValue: { tokens: { unsubscribeToken: (id: string) => `tok-${id}` } },
        },
        { provide: MailService, useValue: { send } },
        { provide: AuditService, useValue: audit },
        { provide: Clock, useValue: new Clock() },
        {
          provide: APP_CONFIG,
          useValue: {
            appUrl: 'https://pragya.example',
            contactInbox: 'Pragya Trust <contact@pragya.example>',
          },
        },
      ],
    }).compile();
    service = moduleRef.get(AnnouncementsService);
  });

  // One delivery row per confirmed subscription is what keeps a recipient from getting it twice.
  it('queues one delivery per confirmed subscription of the list, and audits the count', async () => {
    const result = await service.create(input, admin);
    expect(result).toEqual({ id: expect.any(String) as string, total: 2 });
    const deliveries = queries.find(([sql]) =>
      sql.startsWith('INSERT INTO announcement_deliveries'),
    );
    expect(deliveries?.[0]).toContain("WHERE s.list = $2 AND s.status = 'confirmed'");
    expect(deliveries?.[1].slice(0, 2)).toEqual([result.id, 'news']);
    expect(audit.record).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'announcement.sent',
        detail: { announcement: result.id, subject: input.subject, recipients: 2 },
      }),
    );
    expect(queries.some(([sql]) => sql.includes("state = 'done'"))).toBe(false);
  });

  it('marks an announcement to an empty list done at once', async () => {
    recipients = 0;
    await expect(service.create(input, admin)).resolves.toMatchObject({ total: 0 });
    expect(queries.at(-1)?.[0]).toContain("UPDATE announcements SET state = 'done'");
  });

  it('writes nothing for an unknown list', async () => {
    await expect(service.create({ ...input, list: 'nope' }, admin)).rejects.toThrow(
      new DomainError('not-found', 'There is no list with that name.'),
    );
    expect(queries).toEqual([]);
  });

  it('sends a test to the admin alone, marked as a test; an SMTP failure is a 503 and no audit', async () => {
    await service.sendTest(input, admin);
    const [mail] = send.mock.calls[0] as [MailMessage];
    expect(mail.to).toBe('admin@example.org');
    expect(mail.subject).toBe('[Test] Retreat in March');
    expect(audit.record).toHaveBeenCalledTimes(1);

    send.mockRejectedValue(new MailDeliveryError('421 try later', 421));
    await expect(service.sendTest(input, admin)).rejects.toThrow(
      new DomainError(
        'unavailable',
        'The test could not be sent just now. Please try again in a few minutes.',
      ),
    );
    expect(audit.record).toHaveBeenCalledTimes(1);
  });

  // The sender passes a Message-ID per delivery, so a retried send is the same message.
  it("renders a recipient's mail with its own unsubscribe link and the delivery's Message-ID", () => {
    const mail = service.render(input, 'reader@example.org', 'sub-1', {
      messageId: '<announcement.d1@pragya.example>',
    });
    expect(mail.messageId).toBe('<announcement.d1@pragya.example>');
    expect(mail.headers?.['List-Unsubscribe']).toBe(
      '<https://pragya.example/api/lists/unsubscribe?token=tok-sub-1>, <mailto:contact@pragya.example?subject=unsubscribe>',
    );
    expect(mail.replyTo).toBe('Pragya Trust <contact@pragya.example>');
  });

  it('answers not found for a progress id that is not a UUID, without a query', async () => {
    await expect(service.progress('42')).rejects.toThrow(
      new DomainError('not-found', 'There is no announcement with that number.'),
    );
    expect(db.query).not.toHaveBeenCalled();
  });
});
