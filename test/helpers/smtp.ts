import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/**
 * smtp-server holds its greeting 100 ms on every connection, to catch clients that talk before it
 * (spam tools do; nodemailer waits for the greeting). The app opens a connection per mail, so each
 * mail the specs wait for waited that long: 500 announcements, most of a minute. The test server
 * greets at once, through the same checks (reverse lookup, onConnect) as after the pause.
 */
SMTPConnection.prototype.init = function init(this: SMTPConnection) {
  this._setListeners(() => this.connectionReady());
};

/** One received e-mail, decoded by the small MIME reader below. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  replyTo?: string;
  text: string;
  html: string;
  raw: string;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && last) {
      headers[last] += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers[last] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_all, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collect(part: Part, into: { text: string; html: string }): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitHeaders(section.replace(/^\n/, '')), into);
    }
    return;
  }
  if (/^text\/html/i.test(type)) into.html += decodeBody(part);
  else if (/^text\/plain/i.test(type)) into.text += decodeBody(part);
}

/** Reads a raw RFC 5322 message: headers, subject, and the text and HTML parts. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const root = splitHeaders(raw);
  const bodies = { text: '', html: '' };
  collect(root, bodies);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(root.headers.subject ?? ''),
    headers: root.headers,
    replyTo: root.headers['reply-to'],
    text: bodies.text,
    html: bodies.html,
    raw,
  };
}

/**
 * A real SMTP server on 127.0.0.1 (no STARTTLS, no auth) collecting every message, for
 * SMTP_URL=smtp://127.0.0.1:PORT. down() stops listening (the app's sends fail), up() restarts
 * on the same port.
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  private server?: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;
  /**
   * Recipients refused at RCPT TO with an SMTP reply (5xx: for good; 4xx: try later), each for
   * `times` attempts (every attempt when unset).
   */
  readonly refusals = new Map<string, { code: number; message: string; times?: number }>();
  /** How many recipients were refused so far. */
  refused = 0;
  private hold?: { after: number; reached: () => void };

  /** Ends holdAfter: later messages are accepted again (the held one stays undelivered). */
  release(): void {
    this.hold = undefined;
  }

  /**
   * Accepts `after` more messages, then takes the next one's data but never answers: its sender
   * waits mid-send (to be killed there) and the message is never delivered.
   */
  holdAfter(after: number): Promise<void> {
    return new Promise((reached) => {
      this.hold = { after: this.messages.length + after, reached };
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private create(): SMTPServer {
    return new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const rule = this.refusals.get(address.address.toLowerCase());
        if (rule && (rule.times === undefined || rule.times-- > 0)) {
          this.refused++;
          callback(Object.assign(new Error(rule.message), { responseCode: rule.code }));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.hold && this.messages.length >= this.hold.after) {
            this.hold.reached();
            return;
          }
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
          const waiters = this.waiters;
          this.waiters = [];
          waiters.forEach((wake) => wake());
          callback();
        });
      },
    });
  }

  async start(port = 0): Promise<this> {
    const server = this.create();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening: sends fail with "connection refused" until up(). */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async up(): Promise<void> {
    if (!this.server) await this.start(this.port);
  }

  async stop(): Promise<void> {
    await this.down();
  }

  /** Messages to one address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Waits for a message matching `match` (default: any to `address`) and returns the newest. */
  async waitFor(
    address: string,
    match: (mail: ReceivedMail) => boolean = () => true,
    // Sign-up and link mails are sent after the answer: seconds on a busy machine.
    timeoutMs = 15_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).filter(match);
      if (found.length) return found[found.length - 1];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The 6-digit code in the body of the newest code mail to the address (subjects carry none). */
  async codeFor(address: string, since = 0): Promise<string> {
    const mail = await this.waitFor(
      address,
      (m) =>
        this.messages.indexOf(m) >= since && /\bcode\b/.test(m.subject) && /\b\d{6}\b/.test(m.text),
    );
    return /\b(\d{6})\b/.exec(mail.text)![1];
  }

  /** The link (with its token) of the newest mail to the address whose text contains `path`. */
  async linkFor(address: string, path: string, since = 0): Promise<string> {
    const mail = await this.waitFor(
      address,
      (m) => this.messages.indexOf(m) >= since && m.text.includes(path),
    );
    return new RegExp(`(https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*)`).exec(mail.text)![1];
  }
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  return new TestSmtpServer().start();
}
