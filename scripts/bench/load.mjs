// `npm run test:load`: 200 connections for 60 s against a mix of content pages and /api/health on
// the built server (started here as the container runs it). Prints the totals and p99; exits 1 on
// any error, timeout or non-2xx answer (pages and the health check are not rate limited).
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import autocannon from 'autocannon';
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

ensureBuild();
const server = await spawnServer();
let failed = true;
/** Answers per path and status code. */
const byPath = Object.fromEntries(PATHS.map((path) => [path, {}]));
try {
  for (const path of PATHS) {
    const response = await fetch(server.url + path);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} before the load`);
  }
  console.log(
    `Load: ${CONNECTIONS} connections for ${DURATION_S} s on ${server.url}, each connection cycling ` +
      `through ${PATHS.join(', ')} (Accept-Encoding: gzip, deflate, br)`,
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
  const after = await fetch(`${server.url}/api/health`).catch((error) => error);
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
  console.log(`Peak RSS of the server: ${mb(server.peakRss())}`);
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
