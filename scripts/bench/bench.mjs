// `npm run bench`: the speed table of issue 6. The built app runs inside this process (so the
// contact rate limit can be lifted through RateLimitPolicy.factor, and a session token issued
// through the app's own services); the load generator runs in a child process so that it neither
// shares the server's event loop nor counts in its memory: wrk for every GET where Debian's `wrk`
// package is installed (autocannon decodes each body into a string, which for compressed pages costs
// it more than the server spends answering them), autocannon otherwise and for the POST. All
// figures come from the same run.
//
//   npm run bench                    NODE_ENV=production, as in the container (React's production build)
//   npm run bench -- --node-env=test NODE_ENV=test (React's development build renders the pages)
//   npm run bench -- --identity      Accept-Encoding: identity (nothing is compressed)
//   npm run bench -- --me-only       only the /api/auth/me rows (4, 4a, 4b)
//   npm run bench -- --pages-only    only the cached pages beside the bare server (rows 0 and 2)
//
// Rows 4a and 4b measure /api/auth/me on a Postgres server, without and with Redis, when
// BENCH_DATABASE_URL (a database the bench may write to; the app's migrations run on it) and
// BENCH_REDIS_URL (a Redis database whose rl:/auth: keys the bench may write) are set. Every
// /api/auth/me row also shows the database queries and Redis commands one request costs, counted
// in this process over ROUND_TRIP_REQUESTS sequential requests after the measurement.
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import {
  DIST_SERVER,
  autocannonInChild,
  ensureBuild,
  hasWrk,
  jwtSecret,
  mailSinkUrl,
  mb,
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
async function measure(base, target, { duration = DURATION_S, warmup = WARMUP_S } = {}) {
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
  const cpuBefore = process.cpuUsage();
  const result = await run({ ...options, duration });
  const cpu = process.cpuUsage(cpuBefore);
  process.stdout.write('.');
  // The server's CPU per request (this process: the app, and PGlite when embedded; not Postgres or
  // Redis): unlike requests/s, it barely moves when other work shares the machine.
  return { ...result, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / result.total };
}

/** Pages the app has rendered so far (the render cache's misses, from its own metrics). */
async function rendersSoFar(app) {
  const text = await app.get(MetricsService).text();
  return Number(/pragya_render_cache_requests_total\{result="miss"\} (\d+)/.exec(text)?.[1] ?? 0);
}

/**
 * Asks for a page until every variant of it is in the render cache: `/` has one per set of
 * featured courses (35), each rendered the first time it is drawn, which a warm-up of a few
 * seconds does not always finish. Row 2 then measures answering cached pages, not rendering them
 * (row 3). Done when 200 requests in a row rendered nothing.
 */
async function primeRenderCache(server, path) {
  for (let round = 0; round < 50; round++) {
    const before = await rendersSoFar(server.app);
    for (let i = 0; i < 200; i++) {
      const response = await fetch(server.url + path, {
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      });
      await response.arrayBuffer();
    }
    if ((await rendersSoFar(server.app)) === before) return;
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
 * The layers a cached page passed inside Express until docs/decisions/0203 moved them before it
 * (request log, timing, request context, security headers, cached photographs, form cookie).
 */
const LAYERS_BEFORE_CACHED_PAGES = 6;

/**
 * Express alone, as the site uses it, with as many layers before the answer as a cached page
 * passed, each doing nothing but pass it on: the ceiling a page answered inside Express would
 * have, whatever those layers do. Cached pages are answered before Express now; the row shows
 * what that spares them.
 */
function throughExpress(answer) {
  const express = requireFromRoot('express');
  const app = express();
  app.disable('x-powered-by');
  for (let i = 0; i < LAYERS_BEFORE_CACHED_PAGES; i++) app.use((_req, _res, next) => next());
  app.get('*splat', (_req, res) => {
    const { headers, body } = answer();
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(body);
  });
  return app;
}

/**
 * A bare node:http server in this process that answers every request with one of a page's answers
 * (bytes and headers as the site sent them, drawn at random as the site draws `/`'s variants): what
 * serving a cached page could cost at best. With `express`, the same answers through Express
 * (throughExpress).
 */
async function bareServer(sent, { express = false } = {}) {
  const answers = sent.map(({ headers, body }) => {
    const kept = { ...headers, 'content-length': String(body.length) };
    for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete kept[name];
    return { headers: kept, body };
  });
  const answer = () => answers[Math.floor(Math.random() * answers.length)];
  const server = createServer(
    express
      ? throughExpress(answer)
      : (_req, res) => {
          const { headers, body } = answer();
          res.writeHead(200, headers);
          res.end(body);
        },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
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
    const page = await measure(ours, { path }, { duration: PAIR_S, warmup });
    const alone = await measure(bare, { path }, { duration: PAIR_S, warmup });
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

const on = await startApp(true);
cacheInBuild = on.hasRenderCache;
try {
  if (!ME_ONLY && !PAGES_ONLY) {
    results.static = await measure(on.url, { path: STATIC_PATH });
    results.robots = await measure(on.url, { path: '/robots.txt' });
  }
  if (!ME_ONLY) {
    for (const [key, path] of [
      ['home', '/'],
      ['course', COURSE],
    ]) {
      await primeRenderCache(on, path);
      servedBytes[key] = await rawVariants(on.url, path);
      const bare = await bareServer(servedBytes[key]);
      try {
        const pair = await sideBySide(on.url, bare.url, path);
        results[`${key}On`] = pair.page;
        results[`${key}Bare`] = pair.alone;
        pairs[key] = pair;
      } finally {
        await bare.close();
      }
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
  await on.close();
}
for (const [key, answer] of Object.entries(servedBytes)) {
  const express = await bareServer(answer, { express: true });
  try {
    results[`${key}Express`] = await measure(express.url, { path: key === 'home' ? '/' : COURSE });
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
    row(`2. GET / (${onLabel})`, results.homeOn),
    row(`2. GET ${COURSE} (${onLabel})`, results.courseOn),
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
  `Ratio 2/1: / ${ratio(results.homeOn)}, course ${ratio(results.courseOn)}   (target ≥ 0.9)`,
);
console.log(`Ratio 3/1: / ${ratio(results.homeOff)}, course ${ratio(results.courseOff)}`);
const toRobots = (result) =>
  result && results.robots
    ? (result.requestsPerSecond / results.robots.requestsPerSecond).toFixed(2)
    : 'n/a';
console.log(
  `Ratio 2/1b: / ${toRobots(results.homeOn)}, course ${toRobots(results.courseOn)}   (target ≥ 1.4)`,
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
  'Row 2: measured once every variant of the page is in the render cache (/ has one per set of featured courses).',
);
console.log(
  `Rows 0 and 2: ${PAIR_ROUNDS} rounds of ${PAIR_S} s each, the two in turn; each row is its median round, the ratio the median of the rounds' ratios.`,
);
console.log(
  'CPU ms/req: CPU time of this process (the app, and PGlite when embedded) per answered request.',
);
console.log(practiceSummaryLine(results.practiceSummary));
for (const line of searchLines(results.search)) console.log(line);
for (const line of mediaLines(results.media)) console.log(line);
console.log(`Peak RSS of the server process during the run: ${mb(peakRss)}`);
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
