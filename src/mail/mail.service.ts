import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { APP_CONFIG, type AppConfig } from '../config/env';
import type { MailMessage } from './mail-message';

/** Thrown when the mail server cannot take a message; callers decide what that means for users. */
export class MailDeliveryError extends Error {}

/**
 * Sends through SMTP_URL, or, with no SMTP configured, writes each message as an .eml file in
 * DATA_DIR/outbox and logs one line with its code or link so a local user can follow it.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get usesOutbox(): boolean {
    return !this.config.smtpUrl;
  }

  async send(message: MailMessage): Promise<void> {
    let info: { message?: Buffer | string; messageId?: string };
    try {
      info = await this.mailer.sendMail({
        to: message.to,
        from: this.config.mailFrom,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    } catch (error) {
      this.logger.warn(`Could not send "${message.subject}": ${(error as Error).message}`);
      throw new MailDeliveryError((error as Error).message);
    }
    if (this.usesOutbox && info.message) await this.writeToOutbox(message, info.message);
  }

  private async writeToOutbox(message: MailMessage, raw: Buffer | string): Promise<void> {
    const outbox = join(this.config.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    const slug = message.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40);
    const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug}.eml`);
    await writeFile(file, raw);
    const detail = message.highlight ? ` — ${message.highlight}` : '';
    this.logger.log(`Mail to ${message.to}: "${message.subject}"${detail} (${file})`);
  }
}
