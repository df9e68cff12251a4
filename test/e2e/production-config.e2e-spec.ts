import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/free-port';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

/**
 * The built server (`node dist/server/main.js`, as the container runs it) with NODE_ENV=production:
 * it refuses to start without SMTP_URL in one line naming it; running, it writes no code or link to
 * its log, also when SMTP fails; on the embedded PGlite it listens on no TCP port but its own and
 * keeps DATA_DIR private (docs/decisions/0050-embedded-database-access.md).
 */
const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'server', 'main.js');
const SECRET = 'production-config-secret-0123456789abcdef';
const PASSWORD = 'Production-Config-42';

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/** Local ports of the TCP sockets process `pid` listens on (Linux: /proc). */
function listeningTcpPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed while listing
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A' && inodes.has(fields[9])) {
        ports.push(parseInt(fields[1].split(':')[1], 16));
      }
    }
  }
  return ports;
}

describe('NODE_ENV=production', () => {
  let dataDir: string;
  let server: Run | undefined;

  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
    dataDir = mkdtempSync(join(tmpdir(), 'pragya-production-'));
  });

  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops at once with one line naming SMTP_URL when it is not set', async () => {
    const refused = run({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toBe(
      'Configuration error: SMTP_URL is required when NODE_ENV=production\n',
    );
  });

  describe('running', () => {
    let smtp: TestSmtpServer;
    let base: string;
    let port: number;
    const run36 = Date.now().toString(36);
    const member = `prod-member-${run36}@example.org`;
    const api = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    beforeAll(async () => {
      smtp = await startSmtpServer();
      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = run({
        NODE_ENV: 'production',
        PORT: String(port),
        APP_URL: base,
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        SMTP_URL: smtp.url,
        ENCRYPTION_KEY: 'cHJvZHVjdGlvbi1jb25maWctZW5jcnlwdGlvbi1rMDE=',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      });
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (server.child.exitCode !== null) throw new Error(`exited early:\n${server.output()}`);
        const ok = await fetch(`${base}/api/health`)
          .then((res) => res.status === 200)
          .catch(() => false);
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`did not start:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });

    afterAll(async () => {
      await smtp?.stop();
    });

    it('logs no code or link, delivered or failed; a failed send names the kind of mail', async () => {
      expect(
        (await api('/api/auth/signup-request', { name: 'Asha', email: member, password: PASSWORD }))
          .status,
      ).toBe(200);
      const code = await smtp.codeFor(member);
      const verified = await api('/api/auth/verify-otp', {
        email: member,
        otp: code,
        password: PASSWORD,
      });
      expect(verified.status).toBe(200);
      const registered = `prod-registered-${run36}@example.org`;
      const since = smtp.messages.length;
      expect(
        (await api('/api/auth/register', { name: 'Mira', email: registered, password: PASSWORD }))
          .status,
      ).toBe(201);
      const link = await smtp.linkFor(registered, '/verify-email?token=', since);
      const token = new URL(link).searchParams.get('token')!;

      await smtp.down();
      try {
        const stranger = `prod-stranger-${run36}@example.org`;
        const refused = await api('/api/auth/signup-request', {
          name: 'Ravi',
          email: stranger,
          password: PASSWORD,
        });
        expect(refused.status).toBe(503);
        expect((await api('/api/auth/forgot-password', { email: member })).status).toBe(200);
        // The reset mail is sent after the answer: give it time to fail.
        const deadline = Date.now() + 10_000;
        while (!server!.output().includes('(password reset link)') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await smtp.up();
      }

      const log = server!.output();
      expect(log).toContain('Could not send mail (sign-up code)');
      expect(log).toContain('Could not send mail (password reset link)');
      expect(log).not.toContain(code);
      expect(log).not.toContain(token);
      for (const line of log.split('\n').filter((l) => l.includes('Could not send'))) {
        expect(line).not.toMatch(/\b\d{6}\b|token=|Pragya Trust/);
      }
    });

    it('on the embedded database, listens on no TCP port but its own and keeps DATA_DIR private', async () => {
      if (process.env.DATABASE_URL) return;
      expect(listeningTcpPorts(server!.child.pid!)).toEqual([port]);
      server!.child.kill('SIGTERM');
      expect(await server!.exited).toBe(0);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const open = readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((path) => statSync(path).mode & 0o077);
      expect(open).toEqual([]);
    });
  });
});
