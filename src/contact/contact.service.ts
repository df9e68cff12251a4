import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { MailService } from '../mail/mail.service';
import { contactMessageMail } from '../mail/templates';
import { Clock } from '../common/clock';
import { ContactMessage } from './contact-message.entity';
import type { ContactDto } from './contact.dto';

export const THANK_YOU = 'Thank you for your message! We will get back to you soon.';

/** Unsent messages are retried at start and then this often. */
export const RETRY_INTERVAL_MS = 5 * 60_000;
/** How long one instance holds an unsent message while trying to send it. */
const CLAIM_MS = 2 * 60_000;

/**
 * Stores each contact message, then mails it to CONTACT_INBOX with Reply-To the sender. A failed
 * mail leaves the message stored and unsent; it is retried at start and every few minutes.
 */
@Injectable()
export class ContactService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Contact');
  private timer?: NodeJS.Timeout;
  private retrying?: Promise<number>;
  private readonly sending = new Set<Promise<unknown>>();

  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.retryUnsent();
    this.timer = setInterval(() => void this.retryUnsent(), RETRY_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.idle();
  }

  /** Resolves once no send (a request's, or the retry's) is under way. */
  async idle(): Promise<void> {
    await Promise.allSettled([this.retrying, ...this.sending]);
  }

  /** Stores the message and tries to mail it at once; a failed mail is retried later. */
  async submit(dto: ContactDto, userId: string | null): Promise<ContactMessage> {
    const now = this.clock.now();
    const message: ContactMessage = {
      id: randomUUID(),
      name: dto.name,
      email: dto.email,
      phone: dto.phone ? dto.phone : null,
      message: dto.message,
      userId,
      createdAt: now,
      sentAt: null,
      sendAttempts: 0,
      lastError: null,
      // Held by this request while it sends, so a retry elsewhere does not send it twice.
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      handledAt: null,
      handledBy: null,
    };
    await this.messages.insert(message);
    const sending = this.send(message);
    this.sending.add(sending);
    try {
      await sending;
    } finally {
      this.sending.delete(sending);
    }
    return message;
  }

  /** Mails one message and records the outcome; true when the inbox has it. */
  private async send(message: ContactMessage): Promise<boolean> {
    try {
      await this.mail.send(
        contactMessageMail(this.config.contactInbox, {
          name: message.name,
          email: message.email,
          phone: message.phone,
          message: message.message,
          createdAt: new Date(message.createdAt),
          signedIn: Boolean(message.userId),
        }),
      );
      await this.messages.update(
        { id: message.id },
        { sentAt: this.clock.now(), sendAttempts: message.sendAttempts + 1, claimedUntil: null },
      );
      return true;
    } catch (error) {
      this.logger.warn(`Contact message ${message.id} kept unsent: ${(error as Error).message}`);
      await this.messages
        .update(
          { id: message.id },
          {
            sendAttempts: message.sendAttempts + 1,
            lastError: (error as Error).message.slice(0, 500),
            claimedUntil: null,
          },
        )
        .catch(() => undefined);
      return false;
    }
  }

  /** Sends the stored messages that are still unsent; returns how many went out. */
  retryUnsent(): Promise<number> {
    this.retrying ??= this.retryBatch().finally(() => {
      this.retrying = undefined;
    });
    return this.retrying;
  }

  private async retryBatch(): Promise<number> {
    let sent = 0;
    try {
      const now = this.clock.now();
      // Claim a batch atomically, so two instances never send the same message.
      const [claimed] = (await this.messages.query(
        `UPDATE contact_messages SET claimed_until = $2
         WHERE id IN (
           SELECT id FROM contact_messages
           WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < $1)
           ORDER BY created_at LIMIT 50
           FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [now, new Date(now.getTime() + CLAIM_MS)],
      )) as [Array<{ id: string }>];
      for (const { id } of claimed) {
        const message = await this.messages.findOneBy({ id });
        if (message && !message.sentAt && (await this.send(message))) sent++;
      }
      if (claimed.length)
        this.logger.log(`Retried ${claimed.length} unsent message(s), ${sent} sent`);
    } catch (error) {
      this.logger.warn(`Could not retry unsent messages: ${(error as Error).message}`);
    }
    return sent;
  }
}
