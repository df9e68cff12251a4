import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { startSmtpServer, type TestSmtpServer } from '../../test/helpers/smtp';
import { ConfigModule } from '../config/config.module';
import { loadConfig } from '../config/env';
import { DatabaseModule } from '../database/database.module';
import { MailModule } from '../mail/mail.module';
import { Clock } from '../throttle/clock';
import { ContactMessage } from './contact-message.entity';
import { ContactService, RETRY_INTERVAL_MS } from './contact.service';

jest.setTimeout(120_000);

const INBOX = 'inbox@pragya.test';

/**
 * The Contact service on the real database (DATABASE_URL when set, else an embedded PGlite in a
 * temporary folder, migrated as the app does) and a real SMTP server.
 */
describe('ContactService', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pragya-contact-'));
  let smtp: TestSmtpServer;
  let moduleRef: TestingModule;
  let service: ContactService;
  let messages: Repository<ContactMessage>;
  let clock: Clock;
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const stored = (email: string) =>
    messages.find({ where: { email }, order: { createdAt: 'ASC' } });
  const mailsFrom = (email: string) => smtp.messages.filter((m) => m.replyTo === email);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      SMTP_URL: smtp.url,
      CONTACT_INBOX: INBOX,
      JWT_SECRET: 'test-secret-test-secret-test-secret-000',
    });
    moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        MailModule,
        TypeOrmModule.forFeature([ContactMessage]),
      ],
      providers: [ContactService, Clock],
    }).compile();
    service = moduleRef.get(ContactService);
    messages = moduleRef.get(DataSource).getRepository(ContactMessage);
    clock = moduleRef.get(Clock);
  });

  afterAll(async () => {
    await moduleRef?.close();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the message, mails it to the inbox with Reply-To the sender, and records the sending', async () => {
    const email = address('meera');
    const result = await service.submit(
      { name: 'Meera Iyer', email, phone: '+91 98765 43210', message: 'When is the next course?' },
      null,
    );
    const [row] = await stored(email);
    expect(row).toMatchObject({
      id: result.id,
      name: 'Meera Iyer',
      email,
      phone: '+91 98765 43210',
      message: 'When is the next course?',
      userId: null,
      sendAttempts: 1,
      lastError: null,
      claimedUntil: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    const mail = await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect(mail.subject).toBe('Contact from Meera Iyer');
    expect(mail.text).toContain('When is the next course?');
    expect(mail.text).toContain('+91 98765 43210');
  });

  it('stores an empty phone as none', async () => {
    const email = address('nophone');
    await service.submit({ name: 'Ravi', email, phone: '', message: 'Keep me informed.' }, null);
    const [row] = await stored(email);
    expect(row.phone).toBeNull();
  });

  it('keeps a message the mail server refused, and sends it once on the next retry', async () => {
    const email = address('outage');
    await smtp.down();
    try {
      await service.submit({ name: 'Patient', email, message: 'Sent during an outage' }, null);
    } finally {
      await smtp.up();
    }
    const [unsent] = await stored(email);
    expect(unsent).toMatchObject({ sentAt: null, sendAttempts: 1, claimedUntil: null });
    expect(unsent.lastError).toEqual(expect.any(String));
    expect(mailsFrom(email)).toHaveLength(0);

    // Two retries at once (two instances, or the timer and a start) send it once.
    await Promise.all([service.retryUnsent(), service.retryUnsent()]);
    const mail = await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect(mail.text).toContain('Sent during an outage');
    const [sent] = await stored(email);
    expect(sent).toMatchObject({ sendAttempts: 2, claimedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    await service.retryUnsent();
    expect(mailsFrom(email)).toHaveLength(1);
  });

  it('leaves a message another instance holds until its claim runs out', async () => {
    const email = address('claimed');
    const now = clock.now();
    await messages.insert({
      id: randomUUID(),
      name: 'Claimed',
      email,
      phone: null,
      message: 'Being sent elsewhere',
      userId: null,
      createdAt: now,
      sentAt: null,
      sendAttempts: 0,
      lastError: null,
      claimedUntil: new Date(now.getTime() + 60_000),
    });
    await service.retryUnsent();
    expect((await stored(email))[0].sentAt).toBeNull();
    expect(mailsFrom(email)).toHaveLength(0);

    clock.advance(61_000);
    await service.retryUnsent();
    await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect((await stored(email))[0]).toMatchObject({ sendAttempts: 1, claimedUntil: null });
  });

  it('retries unsent messages at start and every few minutes, and stops on shutdown', async () => {
    // Only the interval is faked: the database driver keeps its real timers.
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'Date'],
    });
    const retry = jest.spyOn(service, 'retryUnsent').mockResolvedValue(0);
    try {
      service.onApplicationBootstrap();
      expect(retry).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(RETRY_INTERVAL_MS);
      expect(retry).toHaveBeenCalledTimes(2);
      jest.advanceTimersByTime(RETRY_INTERVAL_MS);
      expect(retry).toHaveBeenCalledTimes(3);
      expect(RETRY_INTERVAL_MS).toBeLessThanOrEqual(10 * 60_000);
      await service.onModuleDestroy();
      jest.advanceTimersByTime(RETRY_INTERVAL_MS * 3);
      expect(retry).toHaveBeenCalledTimes(3);
    } finally {
      retry.mockRestore();
      jest.useRealTimers();
    }
  });
});
