// `npm run test:cluster`: three replicas of the built site as processes, one Postgres database and
// Redis shared, HAProxy in front (docs/decisions/0055-cluster-test.md). Asserts what several
// replicas must not break and prints the figures; exits 1 on the first broken promise.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { freePort } from '../../test/helpers/free-port';
import { TestSmtpServer } from '../../test/helpers/smtp';
import {
  assertPreloaded,
  containerAllocatorEnv,
  containerNodeFlags,
} from '../container-node-flags.cjs';

const ROOT = join(__dirname, '..', '..');
const REPLICA = join(__dirname, 'replica.mjs');
const AUTOCANNON = join(ROOT, 'scripts', 'bench', 'autocannon-run.mjs');
/** Redis database 3 is this test's own: it is flushed, never the others. */
const REDIS_URL = 'redis://127.0.0.1:6379/3';
/**
 * The rolling restart's load runs from a few seconds before the first SIGTERM until this long after
 * the last replica is back in HAProxy, so that every replica serves it again before it ends.
 */
const SETTLE_MS = 3000;
const WORKERS = 12;
const PASSWORD = 'Cluster-Test-Password-42';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function say(line: string): void {
  console.log(`[cluster ${elapsed()}] ${line}`);
}

class Failure extends Error {}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Failure(what);
  say(`ok: ${what}`);
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One replica: `node scripts/cluster/replica.mjs` on its own port, its log in the temp folder. */
class Replica {
  child?: ChildProcess;
  exited?: Promise<number | null>;
  peakRssBytes = 0;
  /** The image's allocator, as every start of this replica is given it. */
  private readonly allocator = containerAllocatorEnv();

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start(liftLimits: boolean): void {
    const dataDir = mkdtempSync(join(this.dir, `${this.name}-data-`));
    const log = openSync(join(this.dir, `${this.name}.log`), 'a');
    // With the image's V8 flags and allocator settings, so the peak printed at the end is what a
    // pod would reach.
    const child = spawn(process.execPath, [...containerNodeFlags(), REPLICA], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        ...this.allocator,
        ...this.env,
        PORT: String(this.port),
        DATA_DIR: dataDir,
        CLUSTER_LIFT_LIMITS: liftLimits ? '1' : '0',
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
    );
  }

  /** Peak resident memory so far (Linux VmHWM), remembered across restarts. */
  sampleRss(): void {
    try {
      const status = readFileSync(`/proc/${this.child?.pid}/status`, 'utf8');
      const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      this.peakRssBytes = Math.max(this.peakRssBytes, kb * 1024);
    } catch {
      // Not running.
    }
  }

  async waitReady(timeoutMs = 90_000): Promise<number> {
    const from = Date.now();
    while (Date.now() - from < timeoutMs) {
      if (this.child?.exitCode !== null) throw new Failure(`${this.name} exited while starting`);
      const ok = await fetch(`${this.url}/api/health/ready`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) {
        assertPreloaded(this.child.pid!, this.allocator);
        return Date.now() - from;
      }
      await sleep(100);
    }
    throw new Failure(`${this.name} did not become ready within ${timeoutMs / 1000} s`);
  }

  /** SIGTERM, and the exit code with the time it took. */
  async stop(): Promise<{ code: number | null; ms: number }> {
    this.sampleRss();
    const from = Date.now();
    this.child?.kill('SIGTERM');
    const code = await this.exited!;
    return { code, ms: Date.now() - from };
  }

  /** What the replica's last stop logged about connections still queued at the delay's end. */
  queuedAtClose(): string {
    try {
      const lines = this.logLines();
      const signalled = lines.findLastIndex((line) => line.includes('SIGTERM received'));
      const line = lines.slice(signalled).find((l) => l.includes('queued connections'));
      return line
        ? (JSON.parse(line) as { msg: string }).msg
        : 'none queued at the end of the delay';
    } catch {
      return '';
    }
  }

  private logLines(): string[] {
    return readFileSync(join(this.dir, `${this.name}.log`), 'utf8').split('\n');
  }

  logTail(): string {
    try {
      return this.logLines().slice(-15).join('\n');
    } catch {
      return '';
    }
  }
}

/** HAProxy in front of the replicas, health-checking readiness, with its stats as CSV. */
class Balancer {
  private child?: ChildProcess;

  constructor(
    readonly port: number,
    private readonly statsPort: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(replicas: Replica[]): Promise<void> {
    const config = join(this.dir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 4096',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout queue 10s',
        '  timeout client 30s',
        '  timeout server 30s',
        '  timeout http-keep-alive 10s',
        // A refused connection (a replica stopping or dead) is tried again on another replica; so
        // is a pooled connection the replica closed just as a request was sent on it.
        '  retries 3',
        '  option redispatch 1',
        '  retry-on conn-failure empty-response',
        '  option forwardfor',
        '  unique-id-format %[uuid()]',
        '  unique-id-header X-Request-Id',
        `frontend web`,
        `  bind 127.0.0.1:${this.port}`,
        '  default_backend replicas',
        'frontend stats',
        `  bind 127.0.0.1:${this.statsPort}`,
        '  stats enable',
        '  stats uri /stats',
        'backend replicas',
        '  balance roundrobin',
        '  option httpchk GET /api/health/ready',
        '  http-check expect status 200',
        // A refused connection marks a replica down at the next check; a slow answer (two cores
        // shared by everything here) is not a dead replica.
        '  timeout check 5s',
        '  default-server inter 1s fall 3 rise 2',
        ...replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check`),
        '',
      ].join('\n'),
    );
    const check = spawnSync('haproxy', ['-c', '-q', '-f', config]);
    if (check.status !== 0) throw new Error(`haproxy rejects its config: ${String(check.stderr)}`);
    this.child = spawn('haproxy', ['-db', '-f', config], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const from = Date.now();
    while (Date.now() - from < 10_000) {
      if ((await this.statuses()).size) return;
      await sleep(100);
    }
    throw new Error('haproxy did not start');
  }

  /** Each server's status as HAProxy sees it (UP, DOWN, …). */
  async statuses(): Promise<Map<string, string>> {
    const csv = await fetch(`http://127.0.0.1:${this.statsPort}/stats;csv`)
      .then((res) => res.text())
      .catch(() => '');
    const map = new Map<string, string>();
    for (const line of csv.split('\n')) {
      const [proxy, server, ...rest] = line.split(',');
      if (proxy === 'replicas' && server !== 'BACKEND' && server !== 'FRONTEND') {
        map.set(server, rest[15]);
      }
    }
    return map;
  }

  async waitFor(name: string, status: 'UP' | 'DOWN', timeoutMs = 20_000): Promise<number> {
    const from = Date.now();
    while (Date.now() - from < timeoutMs) {
      if ((await this.statuses()).get(name)?.startsWith(status)) return Date.now() - from;
      await sleep(50);
    }
    throw new Failure(`HAProxy did not see ${name} ${status} within ${timeoutMs / 1000} s`);
  }

  stop(): void {
    this.child?.kill('SIGTERM');
  }
}

interface Account {
  email: string;
  token: string;
}

interface LoadResult {
  requests: number;
  failures: string[];
  latencies: number[];
  /** The message texts of the contact messages answered 201. */
  contacts: string[];
  byKind: Record<string, number>;
  /** How long the load ran. */
  seconds: number;
}

const KINDS = ['page', 'me', 'page', 'contact', 'page', 'me', 'page', 'signin'] as const;
const PAGES = ['/', '/courses', '/about', '/contact', '/meditation', '/events'];

/**
 * Mixed traffic from WORKERS concurrent clients, each on keep-alive connections, while `going()`
 * holds: content pages, /api/auth/me, contact messages and sign-ins. A failure is a connection error
 * or a 5xx.
 */
async function load(
  base: string,
  account: Account,
  tag: string,
  going: () => boolean,
): Promise<LoadResult> {
  const result: LoadResult = {
    requests: 0,
    failures: [],
    latencies: [],
    contacts: [],
    byKind: {},
    seconds: 0,
  };
  const from = Date.now();
  let sequence = 0;
  const worker = async (w: number) => {
    for (let i = w; going(); i++) {
      const kind = KINDS[i % KINDS.length];
      const n = sequence++;
      let path = PAGES[n % PAGES.length];
      let init: RequestInit = {};
      const message = `Cluster ${tag} message ${n} ${randomBytes(4).toString('hex')}`;
      if (kind === 'me') {
        path = '/api/auth/me';
        init = { headers: { Authorization: `Bearer ${account.token}` } };
      } else if (kind === 'contact' || kind === 'signin') {
        path = kind === 'contact' ? '/api/contact' : '/api/auth/login';
        const body =
          kind === 'contact'
            ? { name: 'Cluster Visitor', email: 'visitor@example.org', message }
            : { email: account.email, password: PASSWORD };
        init = {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        };
      }
      const from = performance.now();
      try {
        const res = await fetch(`${base}${path}`, init);
        const text = await res.text();
        result.latencies.push(performance.now() - from);
        if (res.status >= 500) {
          const said = text
            .replace(/<[^>]+>|\s+/g, ' ')
            .trim()
            .slice(0, 80);
          result.failures.push(`${kind} ${path}: ${res.status} ${said}`);
        }
        if (kind === 'contact' && res.status === 201) result.contacts.push(message);
      } catch (error) {
        const cause = (error as Error & { cause?: { code?: string } }).cause;
        result.failures.push(`${kind} ${path}: ${cause?.code ?? (error as Error).message}`);
      }
      result.requests++;
      result.byKind[kind] = (result.byKind[kind] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  result.latencies.sort((a, b) => a - b);
  result.seconds = (Date.now() - from) / 1000;
  return result;
}

/** Until `ms` from now. */
function during(ms: number): () => boolean {
  const until = Date.now() + ms;
  return () => Date.now() < until;
}

function describeLoad(result: LoadResult): string {
  const l = result.latencies;
  const { requests, seconds } = result;
  return (
    `${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)}/s; ` +
    `${Object.entries(result.byKind)
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}), p50 ${percentile(l, 50).toFixed(0)} ms, p99 ${percentile(l, 99).toFixed(0)} ms, ` +
    `max ${(l[l.length - 1] ?? 0).toFixed(0)} ms, ${result.failures.length} failed`
  );
}

/** The requests in flight when a replica gets SIGTERM, directly and through the balancer. */
const IN_FLIGHT = 40;

/**
 * `IN_FLIGHT` GETs of pages and /api/auth/me sent at once to `base` and not awaited: the caller
 * sends SIGTERM while they are on their way. Resolves to the answers that were not 200.
 */
function inFlight(base: string, account: Account): Promise<string[]> {
  const paths = [...PAGES, '/api/auth/me'];
  return Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, i) => {
      const path = paths[i % paths.length];
      const sent = Date.now();
      try {
        const res = await fetch(`${base}${path}`, {
          headers: { Authorization: `Bearer ${account.token}` },
        });
        await res.arrayBuffer();
        return res.status === 200 ? '' : `${path}: ${res.status}`;
      } catch (error) {
        const cause = (error as Error & { cause?: { code?: string } }).cause;
        return `${path}: ${cause?.code ?? (error as Error).message} after ${Date.now() - sent} ms`;
      }
    }),
  ).then((answers) => answers.filter(Boolean));
}

/** 200 requests for `/`, 20 at a time. */
async function warm(url: string): Promise<void> {
  const client = async () => {
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 20 }, client));
}

/** Requests per second of `/` for 5 s at 50 connections, measured by autocannon in a child. */
function requestsPerSecond(
  url: string,
): Promise<{ requestsPerSecond: number; p99: number; non2xx: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [AUTOCANNON], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon ${code}`)),
    );
    child.stdin!.end(
      JSON.stringify({
        url: `${url}/`,
        connections: 50,
        duration: 5,
        headers: { 'accept-encoding': 'gzip' },
      }),
    );
  });
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A verified account, signed up through the balancer with the e-mailed code. */
async function signUp(base: string, smtp: TestSmtpServer, email: string): Promise<Account> {
  const since = smtp.messages.length;
  const asked = await post(`${base}/api/auth/signup-request`, {
    name: 'Cluster Member',
    email,
    password: PASSWORD,
  });
  if (asked.status !== 200) throw new Failure(`sign-up of ${email} answered ${asked.status}`);
  const otp = await smtp.codeFor(email, since);
  const verified = await post(`${base}/api/auth/verify-otp`, { email, otp, password: PASSWORD });
  if (verified.status !== 200)
    throw new Failure(`the code for ${email} answered ${verified.status}`);
  return { email, token: ((await verified.json()) as { token: string }).token };
}

/**
 * Wrong passwords for one account, attempt i sent to replica i % replicas.length from one client
 * address: the number of the first attempt answered 429, and its Retry-After.
 */
async function attemptsUntilRefused(replicas: Replica[], email: string, ip: string) {
  for (let attempt = 1; attempt <= 40; attempt++) {
    const replica = replicas[(attempt - 1) % replicas.length];
    const res = await post(
      `${replica.url}/api/auth/login`,
      { email, password: `Wrong-Password-${attempt}` },
      { 'X-Forwarded-For': ip },
    );
    await res.arrayBuffer();
    if (res.status === 429)
      return { attempt, retryAfter: res.headers.get('retry-after'), replica: replica.name };
    if (res.status !== 401) throw new Failure(`a wrong password answered ${res.status}`);
  }
  throw new Failure(`40 wrong passwords for ${email} were never refused`);
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'server', 'serve.js'))) {
    throw new Error('dist/ is missing or old: run npm run build first');
  }
  const serverUrl = new URL(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const dbName = `pragya_cluster_${Date.now().toString(36)}_${process.pid}`;
  const admin = new Client({ connectionString: new URL('/postgres', serverUrl).href });
  await admin.connect();
  // No Redis on 127.0.0.1:6379 is a set-up problem: say so at once rather than retry.
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  await redis.connect();
  const dir = mkdtempSync(join(tmpdir(), 'pragya-cluster-'));
  let keepLogs = false;
  const smtp = await new TestSmtpServer().start();
  const replicas: Replica[] = [];
  let balancer: Balancer | undefined;
  let db: Client | undefined;
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    await redis.flushdb();
    const databaseUrl = new URL(`/${dbName}`, serverUrl).href;
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    balancer = new Balancer(await freePort(), await freePort(), dir);
    const env = {
      NODE_ENV: 'production',
      APP_URL: `http://127.0.0.1:${balancer.port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      SMTP_URL: smtp.url,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      TRUST_PROXY: '1',
      PUBLIC_PHONE: '+91 542 000 0000',
    };
    for (const name of ['a', 'b', 'c'])
      replicas.push(new Replica(name, await freePort(), env, dir));
    const [a, b, c] = replicas;

    // 1. Three replicas at the same instant on an empty database.
    say(`database ${dbName}, Redis db 3, replicas on ${replicas.map((r) => r.port).join(', ')}`);
    replicas.forEach((r) => r.start(true));
    const readyIn = await Promise.all(replicas.map((r) => r.waitReady()));
    say(`ready after ${readyIn.map((ms) => `${ms} ms`).join(', ')}`);
    const { rows: migrations } = await db.query<{ name: string; n: number }>(
      `SELECT name, count(*)::int AS n FROM migrations GROUP BY name`,
    );
    check(
      migrations.length > 0 && migrations.every((m) => m.n === 1),
      `three replicas started at once all became ready; each of the ${migrations.length} migrations is recorded once`,
    );
    await balancer.start(replicas);
    for (const r of replicas) await balancer.waitFor(r.name, 'UP');

    const run36 = Date.now().toString(36);
    const member = await signUp(balancer.url, smtp, `cluster-load-${run36}@example.org`);
    const single = await signUp(balancer.url, smtp, `cluster-one-${run36}@example.org`);
    const spread = await signUp(balancer.url, smtp, `cluster-spread-${run36}@example.org`);

    // 2. Mixed load while each replica in turn gets SIGTERM and starts again.
    say('mixed load through HAProxy, each replica restarted in turn');
    let restarting = true;
    const rolling = load(balancer.url, member, 'rolling', () => restarting);
    const stops: string[] = [];
    await sleep(5000);
    for (const r of replicas) {
      // Requests on their way to the replica, directly and through HAProxy, as SIGTERM arrives.
      const direct = inFlight(r.url, member);
      const balanced = inFlight(balancer.url, member);
      const { code, ms } = await r.stop();
      check(code === 0, `${r.name} exited 0 on SIGTERM under load (${ms} ms)`);
      const lost = [
        ...(await direct).map((answer) => `direct ${answer}`),
        ...(await balanced).map((answer) => `through HAProxy ${answer}`),
      ];
      check(
        lost.length === 0,
        `${r.name}: all ${IN_FLIGHT} requests in flight directly and ${IN_FLIGHT} through HAProxy at SIGTERM answered 200${lost.length ? ` (not: ${lost.slice(0, 5).join('; ')})` : ''}`,
      );
      r.start(true);
      const ready = await r.waitReady();
      const seen = await balancer.waitFor(r.name, 'UP');
      stops.push(
        `${r.name}: stopped in ${ms} ms (${r.queuedAtClose()}), ready ${ready} ms, back in HAProxy ${seen} ms later`,
      );
      await sleep(2000);
    }
    await sleep(SETTLE_MS);
    restarting = false;
    const rolled = await rolling;
    replicas.forEach((r) => r.sampleRss());
    stops.forEach((line) => say(line));
    say(`rolling restart: ${describeLoad(rolled)}`);
    check(
      rolled.failures.length === 0,
      `no failed request during the rolling restart${rolled.failures.length ? `: ${rolled.failures.slice(0, 5).join('; ')}` : ''}`,
    );

    // 3. kill -9 of one replica under load.
    const killSeconds = 12;
    say(`${killSeconds} s of load, replica b killed with SIGKILL after 5 s`);
    const killing = load(balancer.url, member, 'kill', during(killSeconds * 1000));
    await sleep(5000);
    b.sampleRss();
    b.child!.kill('SIGKILL');
    const out = await balancer.waitFor('b', 'DOWN');
    const killed = await killing;
    say(`kill -9: HAProxy marked b down ${out} ms after the kill; ${describeLoad(killed)}`);
    if (killed.failures.length) say(`failed: ${killed.failures.slice(0, 10).join('; ')}`);
    check(
      killed.failures.length <= WORKERS,
      `failed requests after kill -9 (${killed.failures.length}) at most the ${WORKERS} that could be in flight`,
    );
    const accepted = [...rolled.contacts, ...killed.contacts];
    const { rows: stored } = await db.query<{ n: number }>(
      `SELECT count(DISTINCT message)::int AS n FROM contact_messages WHERE message = ANY($1)`,
      [accepted],
    );
    check(
      stored[0].n === accepted.length,
      `every contact message answered 201 is stored (${stored[0].n} of ${accepted.length})`,
    );
    b.start(true);
    await b.waitReady();
    await balancer.waitFor('b', 'UP');

    // 4. Contact retry: stored while SMTP is down, then sent exactly once by three replicas that
    //    all retry at start.
    await smtp.down();
    const pending: string[] = [];
    for (let i = 0; i < 3; i++) {
      const message = `Cluster retry ${run36} ${i}`;
      const res = await post(`${balancer.url}/api/contact`, {
        name: 'Patient Visitor',
        email: 'patient@example.org',
        message,
      });
      if (res.status !== 201) throw new Failure(`contact with SMTP down answered ${res.status}`);
      pending.push(message);
    }
    await smtp.up();
    // Replicas with the real limits from here on: stop all, clear the load's counters, start all
    // at the same instant (each retries unsent messages at start).
    const stopped = await Promise.all(replicas.map((r) => r.stop()));
    check(
      stopped.every((s) => s.code === 0),
      'all three exited 0 on SIGTERM',
    );
    await redis.flushdb();
    replicas.forEach((r) => r.start(false));
    await Promise.all(replicas.map((r) => r.waitReady()));
    for (const r of replicas) await balancer.waitFor(r.name, 'UP');
    const deadline = Date.now() + 30_000;
    const delivered = () =>
      pending.map((m) => smtp.messages.filter((mail) => mail.text.includes(m)).length);
    while (delivered().some((n) => n === 0) && Date.now() < deadline) await sleep(200);
    await sleep(3000);
    const { rows: sent } = await db.query<{ attempts: number; sent: boolean }>(
      `SELECT send_attempts AS attempts, sent_at IS NOT NULL AS sent FROM contact_messages WHERE message = ANY($1)`,
      [pending],
    );
    check(
      delivered().every((n) => n === 1) && sent.every((row) => row.sent),
      `each of ${pending.length} messages kept while SMTP was down was mailed exactly once by the three replicas (deliveries ${delivered().join(', ')})`,
    );

    // 5. A sign-out through one replica holds on the others.
    const session = await post(`${balancer.url}/api/auth/login`, {
      email: member.email,
      password: PASSWORD,
    });
    const { token } = (await session.json()) as { token: string };
    const me = (r: Replica) =>
      fetch(`${r.url}/api/auth/me`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.9.0.1' },
      }).then((res) => res.status);
    check(
      (await Promise.all(replicas.map(me))).every((s) => s === 200),
      'the new session works on a, b and c',
    );
    const signedOut = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.9.0.1' },
    });
    check(signedOut.status === 200, 'signed out through a');
    check(
      (await me(b)) === 401 && (await me(c)) === 401,
      'the same token is refused at once by b and c',
    );

    // 6. The per-account limit counts over the replicas as on one.
    const one = await attemptsUntilRefused([a], single.email, '10.9.1.1');
    const over = await attemptsUntilRefused(replicas, spread.email, '10.9.1.2');
    say(
      `on one replica the attempt refused first is #${one.attempt}; spread over three it is #${over.attempt} (on ${over.replica}), Retry-After ${over.retryAfter} s`,
    );
    check(
      over.attempt === one.attempt && Number(over.retryAfter) > 0,
      'wrong passwords spread over three replicas reach the per-account limit exactly as on one, with Retry-After',
    );
    for (const r of replicas) {
      const res = await post(
        `${r.url}/api/auth/login`,
        { email: spread.email, password: PASSWORD },
        { 'X-Forwarded-For': '10.9.1.2' },
      );
      check(
        res.status === 429 && Boolean(res.headers.get('retry-after')),
        `${r.name} refuses the next attempt too (429)`,
      );
    }

    // 7. Figures only: one replica against three on this machine, each replica first warmed (the
    //    three were restarted above: their render caches and compiled code start cold).
    await Promise.all(replicas.map((r) => warm(r.url)));
    const alone = await requestsPerSecond(a.url);
    const three = await requestsPerSecond(balancer.url);
    replicas.forEach((r) => r.sampleRss());
    say(
      `GET / for 5 s at 50 connections: one replica ${alone.requestsPerSecond.toFixed(0)} req/s (p99 ${alone.p99} ms), ` +
        `three behind HAProxy ${three.requestsPerSecond.toFixed(0)} req/s (p99 ${three.p99} ms) — two shared cores, not asserted`,
    );
    const peak = Math.max(...replicas.map((r) => r.peakRssBytes));
    say(
      `peak RSS of a replica: ${(peak / 2 ** 20).toFixed(0)} MiB (${replicas.map((r) => `${r.name} ${(r.peakRssBytes / 2 ** 20).toFixed(0)}`).join(', ')})`,
    );
    say(`passed in ${elapsed()}`);
  } catch (error) {
    for (const r of replicas) console.error(`--- ${r.name} (last lines)\n${r.logTail()}`);
    // The replicas' whole logs stay for a reading after the run.
    keepLogs = true;
    console.error(`--- the replicas' logs are kept in ${dir}`);
    throw error;
  } finally {
    for (const r of replicas) if (r.child && r.child.exitCode === null) r.child.kill('SIGKILL');
    balancer?.stop();
    await smtp.stop();
    await db?.end().catch(() => undefined);
    await sleep(500);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await redis.flushdb().catch(() => undefined);
    redis.disconnect();
    if (!keepLogs) rmSync(dir, { recursive: true, force: true });
    else {
      for (const name of readdirSync(dir)) {
        if (name.includes('-data-')) rmSync(join(dir, name), { recursive: true, force: true });
      }
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    // A failed fetch says only "fetch failed": its cause (ECONNRESET, ECONNREFUSED …) and the
    // line it came from say which step and why.
    const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
    const where = error instanceof Error && !(error instanceof Failure) ? error.stack : undefined;
    console.error(
      `cluster test failed: ${error instanceof Error ? error.message : String(error)}` +
        (cause ? ` (${cause.code ?? cause.message})` : '') +
        (where ? `\n${where}` : ''),
    );
    process.exit(1);
  },
);
