import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../config/data-dir';
import { APP_CONFIG, type AppConfig } from '../config/env';
import type { MailMessage } from './mail-message';

/** Thrown when the mail server cannot take a message; callers decide what that means for users. */
export class MailDeliveryError extends Error {
  /** The SMTP reply code when the server answered (4xx: try later; 5xx: refused for good). */
  constructor(
    message: string,
    readonly responseCode?: number,
  ) {
    super(message);
  }
}

/**
 * Sends through SMTP_URL, or, with no SMTP configured (never in production: the configuration
 * requires SMTP_URL there), writes each message as a 0600 .eml file in DATA_DIR/outbox and logs
 * one line with its code or link so a local user can follow it. Log lines name what kind of mail
 * it was, never its subject, code or link.
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
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    } catch (error) {
      this.logger.warn(`Could not send mail (${kindOf(message)}): ${(error as Error).message}`);
      const code = (error as { responseCode?: unknown }).responseCode;
      throw new MailDeliveryError(
        (error as Error).message,
        typeof code === 'number' ? code : undefined,
      );
    }
    if (this.usesOutbox && info.message) await this.writeToOutbox(message, info.message);
  }

  private async writeToOutbox(message: MailMessage, raw: Buffer | string): Promise<void> {
    const outbox = join(this.config.dataDir, 'outbox');
    ensurePrivateDir(this.config.dataDir);
    ensurePrivateDir(outbox);
    const slug = kindOf(message)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outbox, `${stamp}-${slug}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, raw, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    // The code or link in a log line is a convenience for a developer without a mail server only.
    const shown =
      this.config.nodeEnv === 'production'
        ? kindOf(message)
        : (message.highlight ?? kindOf(message));
    this.logger.log(`Mail to ${message.to}: ${shown} (${file})`);
  }
}

function kindOf(message: MailMessage): string {
  return message.kind ?? 'message';
}
