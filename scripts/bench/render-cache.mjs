// `node scripts/bench/render-cache.mjs`: how a page from the render cache is best sent, measured in
// one run (docs/decisions/0060-render-cache.md, 0206): prepared (brotli, gzip and identity bytes made
// once, the scripts allowed by their hashes) against the nonce substituted into the cached HTML and
// the result compressed by the compression middleware (brotli for a browser). The built app runs in this
// process, so its CPU time is this process's; autocannon runs in a child process.
import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIST_SERVER,
  autocannonInChild,
  ensureBuild,
  jwtSecret,
  mailSinkUrl,
  table,
  tempDataDir,
} from './lib.mjs';

const CONNECTIONS = 20;
const DURATION_S = 10;
const WARMUP_S = 2;
const PATHS = ['/', '/courses/viveka-chudamani'];
/** A browser's header: both answer brotli. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

process.env.NODE_ENV = 'production';
ensureBuild();
const load = async (path) => import(pathToFileURL(join(DIST_SERVER, path)).href);
const { createApp } = await load('app.js');
const { loadConfig } = await load('config/env.js');

async function startApp(cachedPageBodies) {
  const dataDir = tempDataDir();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret(),
    SMTP_URL: await mailSinkUrl(),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PORT: '3000',
  });
  const app = await createApp(config, { logger: ['error'], cachedPageBodies });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(base, path) {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  const check = await fetch(base + path, { headers });
  if (!check.ok) throw new Error(`GET ${path} answered ${check.status}`);
  const options = { url: base + path, headers, connections: CONNECTIONS };
  await autocannonInChild({ ...options, duration: WARMUP_S });
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const result = await autocannonInChild({ ...options, duration: DURATION_S });
  const used = process.cpuUsage(cpu);
  const wallUs = Number(process.hrtime.bigint() - started) / 1000;
  const cpuUs = used.user + used.system;
  process.stdout.write('.');
  return { ...result, cpuPercent: (100 * cpuUs) / wallUs, cpuPerRequestUs: cpuUs / result.total };
}

const results = [];
process.stdout.write(
  `Measuring (${CONNECTIONS} connections, ${WARMUP_S} s + ${DURATION_S} s each)`,
);
for (const bodies of ['prepared', 'compress']) {
  const app = await startApp(bodies);
  try {
    for (const path of PATHS) results.push({ bodies, path, ...(await measure(app.url, path)) });
  } finally {
    await app.close();
  }
}
process.stdout.write('\n\n');
console.log(
  table([
    ['case', 'requests/s', 'p50 ms', 'p99 ms', 'CPU %', 'CPU µs/req', 'bytes/resp', 'non-2xx'],
    ...results.map((r) => [
      `${r.bodies} ${r.path}`,
      Math.round(r.requestsPerSecond).toLocaleString('en'),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.cpuPercent.toFixed(0),
      Math.round(r.cpuPerRequestUs).toLocaleString('en'),
      Math.round(r.bytes / r.total).toLocaleString('en'),
      r.non2xx,
    ]),
  ]),
);
console.log(
  `\nMachine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ` +
    `NODE_ENV=production, Accept-Encoding: ${ACCEPT_ENCODING}`,
);
process.exit(0);
