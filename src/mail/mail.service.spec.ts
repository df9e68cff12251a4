import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { MailerService } from '@nestjs-modules/mailer';
import { createTransport } from 'nodemailer';
import { loadConfig, type AppConfig } from '../config/env';
import { MailDeliveryError, MailService } from './mail.service';
import { resetLinkMail, signupCodeMail } from './templates';

const CODE = '767554';
const LINK = 'https://pragya.test/reset-password?token=secret-token-value';
const SECRET = 'a-production-secret-of-32-characters!';

/** The mailer of the outbox: nodemailer's stream transport, as MailModule configures it. */
const outboxMailer = () => {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return { sendMail: (mail: object) => transport.sendMail(mail) } as unknown as MailerService;
};

const failingMailer = () =>
  ({
    sendMail: () => Promise.reject(new Error('Connection refused')),
  }) as unknown as MailerService;

describe('MailService', () => {
  let dataDir: string;
  let lines: string[];

  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'pragya-mail-')), 'data');
    lines = [];
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => {
        lines.push(String(args[0]));
      });
    }
  });

  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  const config = (env: Record<string, string> = {}): AppConfig =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });

  it('writes the outbox 0600 in a 0700 folder and logs the code for a local developer', async () => {
    // Folders made open by an earlier version are closed too.
    mkdirSync(join(dataDir, 'outbox'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'outbox'), 0o777);
    const mail = new MailService(outboxMailer(), config());
    await mail.send(signupCodeMail('asha@example.org', CODE));
    await mail.send(signupCodeMail('asha@example.org', '000111'));
    const outbox = join(dataDir, 'outbox');
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/-sign-up-code-[0-9a-f]{6}\.eml$/);
      expect(statSync(join(outbox, file)).mode & 0o777).toBe(0o600);
    }
    expect(files.map((f) => readFileSync(join(outbox, f), 'utf8')).join()).toContain(CODE);
    expect(lines.some((line) => line.includes(CODE))).toBe(true);
  });

  it('in production, a mail that reaches the outbox logs no code or link', async () => {
    const production = { ...config(), nodeEnv: 'production' as const };
    const mail = new MailService(outboxMailer(), production);
    await mail.send(signupCodeMail('asha@example.org', CODE));
    await mail.send(resetLinkMail('asha@example.org', 'Asha', LINK));
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(new RegExp(`${CODE}|secret-token-value`));
    expect(lines[1]).toContain('password reset link');
  });

  it('a failed send logs what kind of mail failed, never its subject, code or link', async () => {
    const mail = new MailService(
      failingMailer(),
      config({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        ENCRYPTION_KEY: 'bWFpbC1zZXJ2aWNlLXNwZWMtZW5jcnlwdGlvbi1rZXk=',
      }),
    );
    const code = signupCodeMail('asha@example.org', CODE);
    // The subject carried the code when this rule was made; the log must not depend on it.
    code.subject = `${CODE} is your Pragya Trust sign-up code`;
    await expect(mail.send(code)).rejects.toThrow(MailDeliveryError);
    await expect(mail.send(resetLinkMail('asha@example.org', 'Asha', LINK))).rejects.toThrow(
      MailDeliveryError,
    );
    expect(lines).toEqual([
      'Could not send mail (sign-up code): Connection refused',
      'Could not send mail (password reset link): Connection refused',
    ]);
  });
});
