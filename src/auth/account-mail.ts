import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/env';
import type { MailMessage } from '../mail/mail-message';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { MESSAGES } from './messages';
import { DomainError } from '../common/domain-error';

/**
 * The account flows' side of mail: sending while the person waits (a failure is a 503 with a
 * sentence), work done after the answer (awaited on shutdown so nothing accepted is dropped), and
 * the addresses of the links.
 */
@Injectable()
export class AccountMail implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Auth');
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get appUrl(): string {
    return this.config.appUrl;
  }

  /** Work after the answer uses the database, which closes in the shutdown hooks: wait before. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /** Requests that were still in flight when the server stopped listening may have added more. */
  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /** Resolves once the work after the answers (`later`) is done, including work it started. */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  /** Sends now; an undeliverable mail becomes a 503 with a sentence (the caller's permit is released by withPermit). */
  async deliver(message: MailMessage): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      if (error instanceof MailDeliveryError) {
        throw new DomainError('unavailable', MESSAGES.mailFailed);
      }
      throw error;
    }
  }

  /** Runs work after the answer: a failure is logged as `what`, never shown to the requester. */
  later(what: string, work: () => Promise<void>): void {
    // setImmediate: the answer has been written by then, so the work cannot delay it.
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.logger.warn(`${what}: ${(error as Error).message}`))
      .finally(() => this.background.delete(running));
    this.background.add(running);
  }

  /** Sends a notice whose loss is not worth failing the request for. */
  async notify(message: MailMessage, what: string): Promise<void> {
    await this.mail
      .send(message)
      .catch((error: unknown) => this.logger.warn(`${what}: ${(error as Error).message}`));
  }

  verifyLink(token: string): string {
    return `${this.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }

  resetPath(token: string): string {
    return `/reset-password?token=${encodeURIComponent(token)}`;
  }

  resetLink(token: string): string {
    return `${this.config.appUrl}${this.resetPath(token)}`;
  }
}
