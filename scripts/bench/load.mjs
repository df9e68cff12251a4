// `npm run test:load`: 200 connections for 60 s against a mix of content pages and /api/health on
// the built server (started here as the container runs it). Prints the totals and p99, and the
// server's memory: its peak resident size while starting and during the load, and its heap before,
// during and after the load (docs/decisions/0058-memory-under-load.md). Exits 1 on any error,
// timeout or non-2xx answer (pages and the health check are not rate limited).
//
//   LOAD_DURATION_S=20        a shorter load
//   LOAD_DATABASE_URL=postgres://…  the server on that Postgres, as Kubernetes runs it, instead of
//                             a fresh embedded PGlite (a copy of the build's empty database)
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import autocannon from 'autocannon';
import { containerAllocatorEnv, containerNodeFlags } from '../container-node-flags.cjs';
import { ensureBuild, mb, spawnServer, summarize, table } from './lib.mjs';

const CONNECTIONS = 200;
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);
const PATHS = [
  '/',
  '/courses',
  '/courses/viveka-chudamani',
  '/resources',
  '/contact',
  '/api/health',
];

/**
 * The server's memory as its own metrics report it (prom-client's default metrics, on the main
 * port with a token: no public route), or undefined when the scrape fails.
 */
const METRICS_TOKEN = randomBytes(24).toString('base64url');
async function serverMemory(url) {
  try {
    const response = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    if (!response.ok) return undefined;
    const text = await response.text();
    const value = (name) => {
      const line = new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'm').exec(text);
      return line ? Number(line[1]) : undefined;
    };
    return {
      rss: value('process_resident_memory_bytes'),
      heapUsed: value('nodejs_heap_size_used_bytes'),
      heapTotal: value('nodejs_heap_size_total_bytes'),
      external: value('nodejs_external_memory_bytes'),
    };
  } catch {
    return undefined;
  }
}

/** Scrapes the server's memory every `everyMs` during the load and keeps the highest figures. */
function watchMemory(url, everyMs) {
  const peak = {};
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      const memory = await serverMemory(url);
      for (const [name, bytes] of Object.entries(memory ?? {})) {
        if (bytes !== undefined) peak[name] = Math.max(peak[name] ?? 0, bytes);
      }
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return peak;
  };
}

const memoryRow = (label, memory) => [
  label,
  mb(memory?.rss),
  mb(memory?.heapUsed),
  mb(memory?.heapTotal),
  mb(memory?.external),
];

ensureBuild();
const DATABASE_URL = process.env.LOAD_DATABASE_URL;
const server = await spawnServer({
  env: { METRICS_TOKEN, ...(DATABASE_URL ? { DATABASE_URL } : {}) },
});
/** The peak while starting, and from here on the load's own (the warm-up requests included). */
const startPeak = server.peakRss();
const peakReset = server.resetPeakRss();
let failed = true;
/** Answers per path and status code. */
const byPath = Object.fromEntries(PATHS.map((path) => [path, {}]));
try {
  for (const path of PATHS) {
    const response = await fetch(server.url + path);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} before the load`);
  }
  const beforeLoad = await serverMemory(server.url);
  const cpuBefore = server.cpuMs();
  const stopWatching = watchMemory(server.url, 2_000);
  console.log(
    `Load: ${CONNECTIONS} connections for ${DURATION_S} s on ${server.url}, each connection cycling ` +
      `through ${PATHS.join(', ')} (Accept-Encoding: gzip, deflate, br); ` +
      `server: ${Object.entries(containerAllocatorEnv())
        .map(([name, value]) => `${name}=${value} `)
        .join('')}node ${[...containerNodeFlags(), 'dist/server/main.js'].join(' ')}`,
  );
  const result = summarize(
    await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: PATHS.map((path) => ({
        method: 'GET',
        path,
        onResponse: (status) => {
          byPath[path][status] = (byPath[path][status] ?? 0) + 1;
        },
      })),
    }),
  );
  const cpuDuring = server.cpuMs() - cpuBefore;
  const duringLoad = await stopWatching();
  const after = await fetch(`${server.url}/api/health`).catch((error) => error);
  // A few seconds for the last answers' buffers and sockets to go, as after a burst in production.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const afterLoad = await serverMemory(server.url);
  console.log('');
  console.log(
    table([
      ['requests', 'requests/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'timeouts'],
      [
        result.total.toLocaleString('en'),
        Math.round(result.requestsPerSecond).toLocaleString('en'),
        result.p50.toFixed(1),
        result.p99.toFixed(1),
        result.max.toFixed(1),
        result.non2xx,
        result.errors,
        result.timeouts,
      ],
    ]),
  );
  console.log('');
  console.log(
    `Status codes: ${Object.entries(result.statusCodes)
      .map(([code, count]) => `${code} × ${count.toLocaleString('en')}`)
      .join(', ')}`,
  );
  for (const [path, codes] of Object.entries(byPath)) {
    const text = Object.entries(codes)
      .map(([code, count]) => `${code} × ${count.toLocaleString('en')}`)
      .join(', ');
    console.log(`  ${path.padEnd(28)} ${text}`);
  }
  console.log(`Transferred: ${mb(result.bytes)}`);
  // Less sensitive than requests/s to what else the machine runs (the load generator included).
  if (!Number.isNaN(cpuDuring)) {
    console.log(
      `Server CPU time: ${((cpuDuring / result.total) * 1000).toFixed(0)} ms per 1,000 requests ` +
        `(${(cpuDuring / 1000).toFixed(1)} s in all)`,
    );
  }
  const loadPeak = server.peakRss();
  console.log(
    peakReset
      ? `Peak RSS of the server: ${mb(loadPeak)} during the load, ${mb(startPeak)} while starting ` +
          `(${DATABASE_URL ? 'Postgres at LOAD_DATABASE_URL' : 'a new embedded PGlite database'})`
      : `Peak RSS of the server: ${mb(Math.max(loadPeak ?? 0, startPeak ?? 0))}`,
  );
  console.log('');
  console.log(
    table([
      ['server memory', 'RSS', 'heap used', 'heap total', 'external'],
      memoryRow('before the load', beforeLoad),
      memoryRow('highest during (every 2 s)', duringLoad),
      memoryRow('5 s after the load', afterLoad),
    ]),
  );
  console.log('');
  console.log(
    `Health after the load: ${after instanceof Error ? after.message : after.status}; ` +
      `server ${server.exited ? 'EXITED' : 'still running'}`,
  );
  console.log(`Machine: ${availableParallelism()} cores, Node ${process.version}`);
  if (result.statusCodes['429']) {
    console.log('Rate limiting answered 429 to GET pages or the health check: it should not.');
  }
  failed =
    result.errors > 0 ||
    result.timeouts > 0 ||
    result.non2xx > 0 ||
    server.exited ||
    after instanceof Error ||
    !after.ok;
  console.log(failed ? 'FAIL: errors or non-2xx answers under load' : 'PASS: 0 errors, 0 non-2xx');
} catch (error) {
  console.error(error.message);
} finally {
  const log = stripVTControlCharacters(server.output)
    .split('\n')
    .filter((line) => line.trim() && !/RouterExplorer|RoutesResolver|InstanceLoader/.test(line));
  if (failed && log.length) console.error(`\nServer log:\n${log.slice(-30).join('\n')}`);
  await server.stop();
}
process.exit(failed ? 1 : 0);
