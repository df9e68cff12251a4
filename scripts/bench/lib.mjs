// Shared by the bench scripts: the build check, a free loopback port, the built server started as
// a child process, and autocannon run in a child process (so that it does not share the event loop
// or the memory figures of a server running inside the bench process).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertPreloaded,
  containerAllocatorEnv,
  containerNodeFlags,
} from '../container-node-flags.cjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST_SERVER = join(ROOT, 'dist/server');

/**
 * The app's own variables, removed from the environment the bench passes on: the bench always runs
 * on a fresh embedded database, sends mail to a local sink and keeps rate-limit counters locally.
 */
const APP_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'APP_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'CONTACT_INBOX',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTH_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'TRUST_PROXY',
  'REDIS_URL',
  'PUBLIC_PHONE',
  'PUBLIC_EMAIL',
  'RENDER_CACHE',
  'METRICS_PORT',
  'METRICS_TOKEN',
];

export { CHROMIUM, CHROMIUM_ARGS } from '../chromium.cjs';

/** Builds the site only when dist/ is missing (others use dist/ concurrently: never rebuilt here). */
export function ensureBuild() {
  if (existsSync(join(DIST_SERVER, 'main.js')) && existsSync(join(ROOT, 'dist/ssr'))) return;
  console.log('dist/ is missing: building the site first (about a minute)…');
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('The build failed.');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir() {
  return mkdtempSync(join(tmpdir(), 'pragya-bench-'));
}

/** A process.env without the app's variables, plus the given ones. */
export function appEnv(extra) {
  const env = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  return { ...env, ...extra };
}

/**
 * A loopback SMTP server that accepts and discards every message: NODE_ENV=production requires
 * SMTP_URL (the outbox is for development only). Shared by every server a bench run starts.
 */
let mailSink;
export async function mailSinkUrl() {
  mailSink ??= (async () => {
    const { SMTPServer } = await import('smtp-server');
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        stream.on('end', () => callback());
        stream.resume();
      },
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    server.server.unref();
    return `smtp://127.0.0.1:${server.server.address().port}`;
  })();
  return mailSink;
}

/** A 48-character JWT secret for production-mode runs (NODE_ENV=production requires one). */
export function jwtSecret() {
  return randomBytes(36).toString('base64url');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the URL until it answers 200, or throws after timeoutMs. */
export async function waitForOk(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('The server exited while starting.');
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last}).`);
}

/**
 * The layers a cached page passed inside Express until docs/decisions/0203 moved them before it
 * (request log, timing, request context, security headers, cached photographs, form cookie): row
 * 0b of `npm run bench` passes as many that do nothing.
 */
export const LAYERS_BEFORE_CACHED_PAGES = 6;

/** CPU time a process has used so far (Linux: user + system, /proc/PID/stat), in ms. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Starts `node dist/server/main.js` on a free loopback port with a temporary DATA_DIR, as the
 * container does (its Node flags and allocator settings; NODE_ENV=production unless nodeEnv says
 * otherwise), and waits
 * for /api/health.
 */
export async function spawnServer({ nodeEnv = 'production', env = {} } = {}) {
  // First: it throws when this machine lacks the image's allocator, before anything is made.
  const allocator = containerAllocatorEnv();
  const port = await freePort();
  const dataDir = tempDataDir();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = appEnv({
    ...allocator,
    NODE_ENV: nodeEnv,
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret(),
    SMTP_URL: await mailSinkUrl(),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Nothing balances a bench's server: its stop need not wait for one to notice.
    SHUTDOWN_DELAY_MS: '0',
    ...env,
  });
  const child = spawn(process.execPath, [...containerNodeFlags(), join(DIST_SERVER, 'main.js')], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve(code ?? signal);
    }),
  );
  try {
    await waitForOk(`${url}/api/health`, 90_000, () => !exited);
    assertPreloaded(child.pid, childEnv);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\nServer output:\n${output}`, { cause: error });
  }
  return {
    url,
    pid: child.pid,
    get output() {
      return output;
    },
    get exited() {
      return exited;
    },
    /** Peak resident memory of the server so far (Linux VmHWM), in bytes, or undefined. */
    peakRss() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
        return kb ? Number(kb) * 1024 : undefined;
      } catch {
        return undefined;
      }
    },
    /** CPU time the server has used so far (processCpuMs). */
    cpuMs() {
      return processCpuMs(child.pid);
    },
    /**
     * Starts peakRss() over from the current resident size (Linux: `5` into clear_refs), so that
     * what follows is measured apart from the start; false where that is not possible.
     */
    resetPeakRss() {
      try {
        writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The figures the bench scripts print, from an autocannon result. */
export function summarize(result) {
  return {
    requestsPerSecond: result.requests.mean,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
    ),
    bytes: result.throughput.total,
    durationS: result.duration,
  };
}

/** wrk (Debian's package `wrk`), if this machine has it: a load generator written in C. */
export const hasWrk = () => !spawnSync('wrk', ['-v']).error;

/** A duration as wrk prints it (`870.00us`, `2.87ms`, `1.20s`), in milliseconds. */
function wrkMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  return scale === undefined ? NaN : Number(value) * scale;
}

/**
 * Runs wrk against one address and returns the fields of summarize() that it reports. For large
 * bodies autocannon's own parsing is the bottleneck (it read a bare node:http server sending a
 * 62 kB photograph at 3,800 requests/s where wrk read 18,600), so a figure for the server needs a
 * client that costs less than the server does.
 */
export function wrkInChild({ url, connections, duration, headers = {} }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  return new Promise((resolve, reject) => {
    const args = ['--latency', '-t1', `-c${connections}`, `-d${duration}s`, ...headerArgs, url];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const total = Number(/(\d+) requests in/.exec(out)?.[1]);
      if (code !== 0 || !total) return reject(new Error(`wrk exited with ${code}: ${out}`));
      const percentile = (p) => wrkMs(new RegExp(`\\s${p}%\\s+(\\S+)`).exec(out)?.[1] ?? '');
      resolve({
        requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
        total,
        p50: percentile(50),
        p99: percentile(99),
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
        // "Socket errors: connect 0, read 0, write 0, timeout 0", printed only when there are any.
        errors: (/Socket errors:(.*)/.exec(out)?.[1].match(/\d+/g) ?? []).reduce(
          (a, n) => a + Number(n),
          0,
        ),
      });
    });
  });
}

/**
 * Runs autocannon with the given options in a separate Node process and returns summarize() of
 * its result.
 */
export function autocannonInChild(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('./autocannon-run.mjs', import.meta.url))],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolve(JSON.parse(stdout));
      } catch (error) {
        reject(error);
      }
    });
    child.stdin.end(JSON.stringify(options));
  });
}

/** The median of the finite values (the upper of the middle two for an even count); NaN for none. */
/** Total blocking time of these task durations (ms): each one's time over 50 ms, as TBT counts it. */
export function blockingTime(durations) {
  return durations.filter((d) => d > 50).reduce((sum, d) => sum + d - 50, 0);
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

export const mb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 2 ** 20).toFixed(0)} MB`);

/** A plain-text table: the first row is the header; numbers align right. */
export function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  const line = (row) =>
    row
      .map((cell, column) =>
        typeof cell === 'number' || /^[\d.,]+( ms)?$/.test(String(cell))
          ? String(cell).padStart(widths[column])
          : String(cell).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
