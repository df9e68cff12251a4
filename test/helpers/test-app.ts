import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { RateLimiters } from '../../src/throttle/rate-limiters';

/** A running app, whoever started it: startTestApp, or useStack (test/helpers/stack.ts). */
export interface RunningApp {
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  /** http://127.0.0.1:PORT */
  readonly url: string;
}

export interface TestApp extends RunningApp {
  close(): Promise<void>;
}

/**
 * Starts the whole server (API + built page renderer) on a free loopback port, on the Postgres of
 * DATABASE_URL when set (CI) or on a fresh embedded PGlite otherwise. Needs `npm run build` first.
 */
export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pragya-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: 'test-secret-test-secret-test-secret-000',
    ...env,
  });
  const app = await createApp(config, {
    logger: process.env.TEST_LOG ? ['log', 'warn', 'error'] : ['error'],
  });
  await app.listen(0, '127.0.0.1');
  // Every spec starts with no rate-limit counts: in CI they share one database (and 127.0.0.1),
  // and the counters of the spec before would otherwise still be in their window. A store that is
  // down on purpose (a spec of the insurance limiter) has nothing to clear.
  await app
    .get(RateLimiters)
    .clear()
    .catch(() => undefined);
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config: { ...config, appUrl: config.appUrl },
    url,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The client entry script a rendered page starts (named in its window.__APP__ data). */
export function clientEntry(html: string): string {
  const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('The page names no client entry script');
  return entry;
}
