import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'server', 'main.js');

export interface BuiltServer {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:PORT */
  base: string;
  /** Everything written to stdout so far. */
  stdout(): string;
  /** stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then the exit; SIGKILL if it takes more than 20 s. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * What every test app does at its start (test-app.ts), for a built server: no rate-limit counts.
 * Without Redis the counters are rows of the shared database, all from 127.0.0.1, and a spec run
 * just before may have spent the hour's sign-up budget that this server's would otherwise share.
 */
async function clearRateLimits(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A new database has no table yet: the server's migrations make it.
    await client.query(
      `DO $$ BEGIN IF to_regclass('rate_limit_points') IS NOT NULL THEN DELETE FROM rate_limit_points; END IF; END $$`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The built server (`node dist/server/main.js`, as the container runs it) on a free loopback port
 * with a temporary DATA_DIR, on DATABASE_URL when set; resolves once /api/health answers 200.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  /** A DATA_DIR the caller keeps (and removes); by default a temporary one removed at the exit. */
  ownDataDir?: string,
): Promise<BuiltServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (databaseUrl && !env.REDIS_URL) await clearRateLimits(databaseUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = ownDataDir ?? mkdtempSync(join(tmpdir(), 'pragya-built-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // No balancer to wait for: a spec's stop is immediate unless it sets a delay itself.
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const server: BuiltServer = {
    child,
    port,
    base,
    stdout: () => stdout,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
