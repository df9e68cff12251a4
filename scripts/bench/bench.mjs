// `npm run bench`: the speed table of issue 6. The built app runs inside this process (so the
// contact rate limit can be lifted through RateLimitPolicy.factor, and a session token issued
// through the app's own services); the load generator runs in a child process so that it neither
// shares the server's event loop nor counts in its memory: wrk for every GET where Debian's `wrk`
// package is installed (autocannon decodes each body into a string, which for compressed pages costs
// it more than the server spends answering them), autocannon otherwise and for the POST. All
// figures come from the same run.
//
// Issue 29's ratio is the exception: a cached page from the built server as the image runs it, in
// a process of its own (row 2), beside a bare node:http server sending the same bytes in a process
// of its own (row 0, bare-server.mjs), in turn. The app in this process writes no request lines
// (they would fill this output), and a bare server in this process shares it with the app, which
// costs it a fifth of its rate: neither is what is deployed, nor a bare server
// (docs/decisions/0227-the-ratio-between-two-processes.md).
//
//   npm run bench                    NODE_ENV=production, as in the container (React's production build)
//   npm run bench -- --node-env=test NODE_ENV=test (React's development build renders the pages)
//   npm run bench -- --identity      Accept-Encoding: identity (nothing is compressed)
//   npm run bench -- --me-only       only the /api/auth/me rows (4, 4a, 4b)
//   npm run bench -- --pages-only    only the cached pages beside the bare server and Express alone (rows 0, 0b and 2)
//
// Rows 4a and 4b measure /api/auth/me on a Postgres server, without and with Redis, when
// BENCH_DATABASE_URL (a database the bench may write to; the app's migrations run on it) and
// BENCH_REDIS_URL (a Redis database whose rl:/auth: keys the bench may write) are set. Every
// /api/auth/me row also shows the database queries and Redis commands one request costs, counted
// in this process over ROUND_TRIP_REQUESTS sequential requests after the measurement.
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DIST_SERVER,
  autocannonInChild,
  ensureBuild,
  hasWrk,
  jwtSecret,
  LAYERS_BEFORE_CACHED_PAGES,
  mailSinkUrl,
  mb,
  processCpuMs,
  spawnServer,
  table,
  tempDataDir,
  wrkInChild,
} from './lib.mjs';
import { benchPracticeSummary, practiceSummaryLine } from './practice-summary.mjs';
import { measureSearch, searchLines } from './search.mjs';
import { benchMedia, mediaLines } from './media.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const ROUND_TRIP_REQUESTS = 500;
const COURSE = '/courses/viveka-chudamani';
const STATIC_PATH = '/__bench/static';
const BARE_SERVER = fileURLToPath(new URL('bare-server.mjs', import.meta.url));
/** Sent with every request, as a browser does: the pages are measured compressed. */
const ACCEPT_ENCODING = process.argv.includes('--identity') ? 'identity' : 'gzip, deflate, br';

const nodeEnvArg = process.argv.find((arg) => arg.startsWith('--node-env='));
const NODE_ENV = nodeEnvArg ? nodeEnvArg.split('=')[1] : 'production';
if (!['production', 'test'].includes(NODE_ENV)) {
  console.error('--node-env must be production or test');
  process.exit(2);
}
const ME_ONLY = process.argv.includes('--me-only');
const PAGES_ONLY = process.argv.includes('--pages-only');
const ONLY = ME_ONLY ? '--me-only' : PAGES_ONLY ? '--pages-only' : undefined;
const WRK = hasWrk();
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL;

// Read by React (production or development build of react-dom/server) and Express when they load.
process.env.NODE_ENV = NODE_ENV;

ensureBuild();
const load = async (path) => {
  const module = await import(pathToFileURL(join(DIST_SERVER, path)).href);
  return module.default ?? module;
};
const { createApp } = await load('app.js');
const { loadConfig } = await load('config/env.js');
const { RateLimitPolicy } = await load('throttle/rate-limit-policy.js');
const { UsersService } = await load('users/users.service.js');
const { SessionsService } = await load('sessions/sessions.service.js');
const { MetricsService } = await load('metrics/metrics.service.js');

/**
 * Counts what the server in this process sends to Postgres and Redis: every query of pg (TypeORM
 * and the rate limiter's pool go through pg.Client#query) and every ioredis command. The app loads
 * the same pg and ioredis modules from node_modules, so patching their prototypes here counts its
 * calls.
 */
const requireFromRoot = createRequire(join(DIST_SERVER, 'main.js'));
const roundTrips = { db: 0, redis: 0 };
{
  const pg = requireFromRoot('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    roundTrips.db += 1;
    return query.apply(this, args);
  };
  const Redis = requireFromRoot('ioredis').default ?? requireFromRoot('ioredis');
  const sendCommand = Redis.prototype.sendCommand;
  Redis.prototype.sendCommand = function countedCommand(...args) {
    roundTrips.redis += 1;
    return sendCommand.apply(this, args);
  };
}

/** Database queries and Redis commands per request, over sequential requests to a warm server. */
async function perRequestRoundTrips(base, target) {
  const before = { ...roundTrips };
  for (let i = 0; i < ROUND_TRIP_REQUESTS; i++) {
    const response = await fetch(base + target.path, { headers: target.headers });
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  return {
    db: (roundTrips.db - before.db) / ROUND_TRIP_REQUESTS,
    redis: (roundTrips.redis - before.redis) / ROUND_TRIP_REQUESTS,
  };
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

/**
 * Starts the app in this process on 127.0.0.1:0 with a fresh embedded database, or on the given
 * Postgres database (and Redis, for the rate-limit counters and the session cache).
 */
async function startApp(renderCache, { databaseUrl, redisUrl } = {}) {
  const dataDir = tempDataDir();
  const config = loadConfig({
    NODE_ENV,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret(),
    SMTP_URL: await mailSinkUrl(),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PORT: '3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const hasRenderCache = 'renderCache' in config;
  if (hasRenderCache) config.renderCache = renderCache;
  const app = await createApp(config, { logger: ['error'] });
  // The upper bound: a static string from the same process, behind the same middleware.
  app
    .getHttpAdapter()
    .getInstance()
    .get(STATIC_PATH, (_req, res) => res.type('text/plain').send('ok'));
  await app.listen(0, '127.0.0.1');
  app.get(RateLimitPolicy).factor = 1_000_000;
  const { port } = app.getHttpServer().address();
  return {
    app,
    hasRenderCache,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One answer first (a broken target stops the bench), then a warm-up, then the measurement.
 * `duration` and `warmup` in seconds.
 */
async function measure(
  base,
  target,
  { duration = DURATION_S, warmup = WARMUP_S, cpuMs = ownCpuMs } = {},
) {
  const { path, method = 'GET', headers = {}, body } = target;
  const allHeaders = { 'accept-encoding': ACCEPT_ENCODING, ...headers };
  const check = await fetch(base + path, { method, headers: allHeaders, body });
  if (!check.ok) {
    throw new Error(
      `${method} ${path} answered ${check.status}: ${(await check.text()).slice(0, 300)}`,
    );
  }
  const options = { url: base + path, method, headers: allHeaders, body, connections: CONNECTIONS };
  const run = WRK && method === 'GET' ? wrkInChild : autocannonInChild;
  if (warmup > 0) await run({ ...options, duration: warmup });
  const cpuBefore = cpuMs();
  const result = await run({ ...options, duration });
  const cpuAfter = cpuMs();
  process.stdout.write('.');
  // The server's CPU per request (the app's: its process, and PGlite when embedded; not Postgres
  // or Redis): unlike requests/s, it barely moves when other work shares the machine. Another
  // process's is read from /proc, which only Linux has.
  const cpuMsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : (cpuAfter - cpuBefore) / result.total;
  return { ...result, cpuMsPerRequest };
}

/** This process's CPU time so far (user and system), in ms: the app's, which runs in it. */
function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Pages rendered so far (the render cache's misses), read from the app's own metrics text. */
function rendersIn(metricsText) {
  return Number(
    /pragya_render_cache_requests_total\{result="miss"\} (\d+)/.exec(metricsText)?.[1] ?? 0,
  );
}

/** Pages the app in this process has rendered so far. */
async function rendersSoFar(app) {
  return rendersIn(await app.get(MetricsService).text());
}

/**
 * Asks for a page until every variant of it is in the render cache: `/` has one per set of
 * featured courses (35), each rendered the first time it is drawn, which a warm-up of a few
 * seconds does not always finish. Row 2 then measures answering cached pages, not rendering them
 * (row 3). Done when 200 requests in a row rendered nothing; `renders` reads how many pages the
 * server has rendered so far.
 */
async function primeRenderCache(url, path, renders) {
  for (let round = 0; round < 50; round++) {
    const before = await renders();
    for (let i = 0; i < 200; i++) {
      const response = await fetch(url + path, {
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      });
      await response.arrayBuffer();
    }
    if ((await renders()) === before) return;
  }
  throw new Error(`${path} was still being rendered after 10,000 requests`);
}

/** The answer to a GET as sent (headers, and the body's bytes still compressed). */
function rawGet(base, path) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      base + path,
      { headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every answer the site gives to a GET of one path, as sent: `/` draws one of its variants per
 * request, so the bare server must answer with all of them, drawn the same way, to send the same
 * bytes. Done when 500 answers in a row brought no new one.
 */
async function rawVariants(base, path) {
  const variants = new Map();
  for (let sinceNew = 0; sinceNew < 500; sinceNew++) {
    const answer = await rawGet(base, path);
    // One validator for every coding; the last answer is the one in the best coding made so far.
    if (!answer.headers.etag) throw new Error(`${path} answered without an ETag`);
    if (!variants.has(answer.headers.etag)) sinceNew = 0;
    variants.set(answer.headers.etag, answer);
  }
  return [...variants.values()];
}

/**
 * A bare node:http server in a process of its own that answers every request with one of a page's
 * answers (bare-server.mjs); with `express`, the same answers through Express alone and as many
 * layers passing on as a cached page passed before docs/decisions/0203. `cpuMs` is its CPU time so
 * far, for its rows' CPU per request.
 */
async function bareServer(sent, { express = false } = {}) {
  const child = fork(BARE_SERVER, express ? ['--express'] : [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
    child.send(sent);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid),
    close: async () => {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/**
 * Rounds in which a cached page (row 2) and the bare server sending its bytes (row 0) are measured
 * in turn, PAIR_S seconds each: this machine's speed drifts by half within a minute, which a row
 * measured a minute after the other read as a difference of the servers. Each row shows its median
 * round, and the ratio is the median of the rounds' ratios.
 */
const PAIR_ROUNDS = 5;
const PAIR_S = 4;

const medianOf = (values, by = (value) => value) =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];

async function sideBySide(ours, bare, path) {
  const rounds = [];
  for (let round = 0; round < PAIR_ROUNDS; round++) {
    const warmup = round === 0 ? WARMUP_S : 0;
    const page = await measure(ours.url, { path }, { duration: PAIR_S, warmup, cpuMs: ours.cpuMs });
    const alone = await measure(
      bare.url,
      { path },
      { duration: PAIR_S, warmup, cpuMs: bare.cpuMs },
    );
    rounds.push({ page, alone, ratio: page.requestsPerSecond / alone.requestsPerSecond });
  }
  const rate = (result) => result.requestsPerSecond;
  return {
    page: medianOf(
      rounds.map((r) => r.page),
      rate,
    ),
    alone: medianOf(
      rounds.map((r) => r.alone),
      rate,
    ),
    ratio: medianOf(rounds.map((r) => r.ratio)),
    ratios: rounds.map((r) => r.ratio),
  };
}

const started = Date.now();
const results = {};
const servedBytes = {};
/** Row 2 beside row 0, round by round (sideBySide). */
const pairs = {};
let cacheInBuild;
/** Row 2's server's peak resident memory (Linux), read as it stops. */
let deployedPeakRss;
process.stdout.write(
  `Measuring (${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each)`,
);

/** The /api/auth/me target of a running app: a new member with one session. */
async function meTarget(app) {
  const user = await app.get(UsersService).create({
    name: 'Bench Reader',
    // Unique, so a Postgres database can serve several runs.
    email: `bench-reader-${randomBytes(6).toString('hex')}@example.com`,
    passwordHash: null,
    isEmailVerified: true,
  });
  const token = await app.get(SessionsService).open(user, 'password');
  return { path: '/api/auth/me', headers: { authorization: `Bearer ${token}` } };
}

async function measureMe(server) {
  const target = await meTarget(server.app);
  const result = await measure(server.url, target);
  return { ...result, roundTrips: await perRequestRoundTrips(server.url, target) };
}

async function measureMeOn(options) {
  const server = await startApp(true, options);
  try {
    return await measureMe(server);
  } finally {
    await server.close();
  }
}

// Rows 0 and 2 first, while nothing else runs: the built server as the image runs it, in a process
// of its own (its allocator and heap limits, its request lines written to a pipe that this process
// reads, as a container runtime does), beside the bare server in a process of its own.
if (!ME_ONLY) {
  const metricsToken = randomBytes(16).toString('hex');
  const deployed = await spawnServer({ nodeEnv: NODE_ENV, env: { METRICS_TOKEN: metricsToken } });
  const metricsText = async () => {
    const response = await fetch(`${deployed.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    if (!response.ok) throw new Error(`The built server's /metrics answered ${response.status}`);
    return response.text();
  };
  // A build without a render cache (an older one, measured for comparison) has no such series.
  cacheInBuild = (await metricsText()).includes('# TYPE pragya_render_cache_requests_total');
  const renders = async () => rendersIn(await metricsText());
  try {
    for (const [key, path] of [
      ['home', '/'],
      ['course', COURSE],
    ]) {
      await primeRenderCache(deployed.url, path, renders);
      servedBytes[key] = await rawVariants(deployed.url, path);
      const bare = await bareServer(servedBytes[key]);
      try {
        const pair = await sideBySide(deployed, bare, path);
        results[`${key}On`] = pair.page;
        results[`${key}Bare`] = pair.alone;
        pairs[key] = pair;
      } finally {
        await bare.close();
      }
    }
    deployedPeakRss = deployed.peakRss();
  } finally {
    await deployed.stop();
  }
}

// Nothing is measured on it with --pages-only.
const on = PAGES_ONLY ? undefined : await startApp(true);
if (on) cacheInBuild = on.hasRenderCache;
try {
  if (!ME_ONLY && !PAGES_ONLY) {
    results.static = await measure(on.url, { path: STATIC_PATH });
    results.robots = await measure(on.url, { path: '/robots.txt' });
    // Row 2 again, on the app in this process, beside rows 1 and 1b, which are measured on it.
    for (const [key, path] of [
      ['home', '/'],
      ['course', COURSE],
    ]) {
      await primeRenderCache(on.url, path, () => rendersSoFar(on.app));
      results[`${key}InProcess`] = await measure(on.url, { path });
    }
  }
  if (!ME_ONLY && !PAGES_ONLY) results.search = await measureSearch(on.url);
  if (!PAGES_ONLY) results.me = await measureMe(on);
  if (!ME_ONLY && !PAGES_ONLY) {
    results.contact = await measure(on.url, {
      path: '/api/contact',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Seeker',
        email: 'bench-seeker@example.com',
        message: 'When does the next Viveka-chudamani course begin?',
      }),
    });
  }
} finally {
  await on?.close();
}
for (const [key, answer] of Object.entries(servedBytes)) {
  const express = await bareServer(answer, { express: true });
  try {
    results[`${key}Express`] = await measure(
      express.url,
      { path: key === 'home' ? '/' : COURSE },
      { cpuMs: express.cpuMs },
    );
  } finally {
    await express.close();
  }
}
if (BENCH_DATABASE_URL && !PAGES_ONLY) {
  results.mePostgres = await measureMeOn({ databaseUrl: BENCH_DATABASE_URL });
  if (BENCH_REDIS_URL) {
    results.meRedis = await measureMeOn({
      databaseUrl: BENCH_DATABASE_URL,
      redisUrl: BENCH_REDIS_URL,
    });
  }
}

if (cacheInBuild && !ME_ONLY && !PAGES_ONLY) {
  const off = await startApp(false);
  try {
    results.homeOff = await measure(off.url, { path: '/' });
    results.courseOff = await measure(off.url, { path: COURSE });
  } finally {
    await off.close();
  }
}
clearInterval(sampler);
// On an app of its own, after the peak RSS above was taken: its 5,000 rows weigh on no other figure.
if (!ME_ONLY && !PAGES_ONLY) {
  const practice = await startApp(true);
  try {
    results.practiceSummary = await benchPracticeSummary(practice.app, practice.url, {
      UsersService,
      SessionsService,
      DataSource: requireFromRoot('typeorm').DataSource,
    });
  } finally {
    await practice.close();
  }
  // Photographs on an app of their own too: their processing would weigh on the figures above.
  const media = await startApp(true);
  try {
    results.media = await benchMedia(media.app, media.url);
  } finally {
    await media.close();
  }
}
process.stdout.write('\n\n');

const ms = (value) => value.toFixed(1);
const perRequest = (value) => (value === undefined ? '' : value.toFixed(2));
const row = (label, result, missing = 'n/a (no render cache in this build)') =>
  result
    ? [
        label,
        Math.round(result.requestsPerSecond).toLocaleString('en'),
        ms(result.p50),
        ms(result.p99),
        result.non2xx,
        result.errors,
        perRequest(result.cpuMsPerRequest),
        perRequest(result.roundTrips?.db),
        perRequest(result.roundTrips?.redis),
      ]
    : [label, ONLY ? `not measured (${ONLY})` : missing, '', '', '', '', '', '', ''];
const onLabel = cacheInBuild ? 'cache on' : 'no render cache in this build';
console.log(
  table([
    [
      '#',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'CPU ms/req',
      'DB q/req',
      'Redis cmd/req',
    ].map((h, i) => (i === 0 ? 'target' : h)),
    row('0. bare node:http, the bytes of GET /', results.homeBare, 'n/a'),
    row(`0. bare node:http, the bytes of GET ${COURSE}`, results.courseBare, 'n/a'),
    row(
      `0b. Express alone, ${LAYERS_BEFORE_CACHED_PAGES} layers passing on, the bytes of GET /`,
      results.homeExpress,
      'n/a',
    ),
    row(
      `0b. Express alone, ${LAYERS_BEFORE_CACHED_PAGES} layers passing on, the bytes of GET ${COURSE}`,
      results.courseExpress,
      'n/a',
    ),
    row('1. static "ok" (same Nest process)', results.static),
    row("1b. GET /robots.txt (the site's own static file)", results.robots),
    row(`2. GET / (${onLabel}, the built server in its own process)`, results.homeOn),
    row(`2. GET ${COURSE} (${onLabel}, the built server in its own process)`, results.courseOn),
    row(`2i. GET / (${onLabel}, same Nest process as 1)`, results.homeInProcess),
    row(`2i. GET ${COURSE} (${onLabel}, same Nest process as 1)`, results.courseInProcess),
    row('3. GET / (cache off)', results.homeOff),
    row(`3. GET ${COURSE} (cache off)`, results.courseOff),
    row('4. GET /api/auth/me (Bearer token, PGlite)', results.me),
    row(
      '4a. GET /api/auth/me (Postgres, no Redis)',
      results.mePostgres,
      'n/a (set BENCH_DATABASE_URL)',
    ),
    row(
      '4b. GET /api/auth/me (Postgres + Redis)',
      results.meRedis,
      'n/a (set BENCH_DATABASE_URL and BENCH_REDIS_URL)',
    ),
    row('5. POST /api/contact (rate limit lifted)', results.contact, 'n/a'),
  ]),
);

const ratio = (result) =>
  result && results.static
    ? (result.requestsPerSecond / results.static.requestsPerSecond).toFixed(2)
    : 'n/a';
console.log('');
console.log(
  `Ratio 2i/1: / ${ratio(results.homeInProcess)}, course ${ratio(results.courseInProcess)}   (target ≥ 0.9)`,
);
console.log(`Ratio 3/1: / ${ratio(results.homeOff)}, course ${ratio(results.courseOff)}`);
const toRobots = (result) =>
  result && results.robots
    ? (result.requestsPerSecond / results.robots.requestsPerSecond).toFixed(2)
    : 'n/a';
console.log(
  `Ratio 2i/1b: / ${toRobots(results.homeInProcess)}, course ${toRobots(results.courseInProcess)}   (target ≥ 1.4)`,
);
const toBare = (result, bare) =>
  result && bare ? (result.requestsPerSecond / bare.requestsPerSecond).toFixed(2) : 'n/a';
const pairRatio = (pair) =>
  pair
    ? `${pair.ratio.toFixed(2)} (rounds ${pair.ratios.map((r) => r.toFixed(2)).join(', ')})`
    : 'n/a';
console.log(
  `Ratio 2/0: / ${pairRatio(pairs.home)}, course ${pairRatio(pairs.course)}   (target ≥ 0.8)`,
);
console.log(
  `Ratio 0b/0: / ${toBare(results.homeExpress, results.homeBare)}, course ${toBare(results.courseExpress, results.courseBare)}   (what Express alone leaves of the bare server)`,
);
console.log(
  `DB q/req and Redis cmd/req: counted over ${ROUND_TRIP_REQUESTS} sequential requests after the measurement.`,
);
console.log(
  'Rows 2 and 2i: measured once every variant of the page is in the render cache (/ has one per set of featured courses).',
);
console.log(
  'Rows 0, 0b and 2 each in a process of its own: row 2 is `node dist/server/main.js` as the image runs it (allocator, heap limits, a request line per answer into a pipe this process reads); rows 1, 1b, 2i, 3, 4 and 5 are the app in this process, with no request lines.',
);
console.log(
  `Rows 0 and 2: ${PAIR_ROUNDS} rounds of ${PAIR_S} s each, the two in turn; each row is its median round, the ratio the median of the rounds' ratios.`,
);
console.log(
  'CPU ms/req: CPU time per answered request of the server measured: the app in this process (with PGlite when embedded); for rows 0, 0b and 2, their own process (Linux only).',
);
console.log(practiceSummaryLine(results.practiceSummary));
for (const line of searchLines(results.search)) console.log(line);
for (const line of mediaLines(results.media)) console.log(line);
console.log(
  `Peak RSS of this process${on ? ' (the app in it)' : ''} during the run: ${mb(peakRss)}`,
);
if (deployedPeakRss) console.log(`Peak RSS of row 2's server: ${mb(deployedPeakRss)}`);
console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ` +
    `NODE_ENV=${NODE_ENV}, embedded PGlite` +
    (BENCH_DATABASE_URL ? ` (4a/4b: Postgres${BENCH_REDIS_URL ? ' and Redis' : ''})` : '') +
    `, Accept-Encoding: ${ACCEPT_ENCODING}, load: ` +
    (WRK
      ? `wrk for the GETs${ME_ONLY ? '' : ', autocannon for the POST'}`
      : "autocannon (install Debian's wrk)"),
);
console.log(`Whole bench: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
