// `npm run bench`: the speed table of issue 6. The built app runs inside this process (so the
// contact rate limit can be lifted through RateLimitPolicy.factor, and a session token issued
// through the app's own services); autocannon runs in a child process so that it neither shares
// the server's event loop nor counts in its memory. All figures come from the same run.
//
//   npm run bench                    NODE_ENV=production, as in the container (React's production build)
//   npm run bench -- --node-env=test NODE_ENV=test (React's development build renders the pages)
//   npm run bench -- --identity      Accept-Encoding: identity (nothing is compressed)
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIST_SERVER,
  autocannonInChild,
  ensureBuild,
  jwtSecret,
  mailSinkUrl,
  mb,
  table,
  tempDataDir,
} from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
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

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

/** Starts the app in this process on 127.0.0.1:0 with a fresh embedded database. */
async function startApp(renderCache) {
  const dataDir = tempDataDir();
  const config = loadConfig({
    NODE_ENV,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret(),
    SMTP_URL: await mailSinkUrl(),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PORT: '3000',
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

/** One answer first (a broken target stops the bench), then a warm-up, then the measurement. */
async function measure(base, target) {
  const { path, method = 'GET', headers = {}, body } = target;
  const allHeaders = { 'accept-encoding': ACCEPT_ENCODING, ...headers };
  const check = await fetch(base + path, { method, headers: allHeaders, body });
  if (!check.ok) {
    throw new Error(
      `${method} ${path} answered ${check.status}: ${(await check.text()).slice(0, 300)}`,
    );
  }
  const options = { url: base + path, method, headers: allHeaders, body, connections: CONNECTIONS };
  await autocannonInChild({ ...options, duration: WARMUP_S });
  const result = await autocannonInChild({ ...options, duration: DURATION_S });
  process.stdout.write('.');
  return result;
}

const started = Date.now();
const results = {};
let cacheInBuild;
process.stdout.write(
  `Measuring (${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each)`,
);

const on = await startApp(true);
cacheInBuild = on.hasRenderCache;
try {
  const users = on.app.get(UsersService);
  const sessions = on.app.get(SessionsService);
  const user = await users.create({
    name: 'Bench Reader',
    email: 'bench-reader@example.com',
    passwordHash: null,
    isEmailVerified: true,
  });
  const token = await sessions.open(user, 'password');
  results.static = await measure(on.url, { path: STATIC_PATH });
  results.homeOn = await measure(on.url, { path: '/' });
  results.courseOn = await measure(on.url, { path: COURSE });
  results.me = await measure(on.url, {
    path: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
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
} finally {
  await on.close();
}

if (cacheInBuild) {
  const off = await startApp(false);
  try {
    results.homeOff = await measure(off.url, { path: '/' });
    results.courseOff = await measure(off.url, { path: COURSE });
  } finally {
    await off.close();
  }
}
clearInterval(sampler);
process.stdout.write('\n\n');

const ms = (value) => value.toFixed(1);
const row = (label, result) =>
  result
    ? [
        label,
        Math.round(result.requestsPerSecond).toLocaleString('en'),
        ms(result.p50),
        ms(result.p99),
        result.non2xx,
        result.errors,
      ]
    : [label, 'n/a (no render cache in this build)', '', '', '', ''];
const onLabel = cacheInBuild ? 'cache on' : 'no render cache in this build';
console.log(
  table([
    ['#', 'requests/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'].map((h, i) =>
      i === 0 ? 'target' : h,
    ),
    row('1. static "ok" (same Nest process)', results.static),
    row(`2. GET / (${onLabel})`, results.homeOn),
    row(`2. GET ${COURSE} (${onLabel})`, results.courseOn),
    row('3. GET / (cache off)', results.homeOff),
    row(`3. GET ${COURSE} (cache off)`, results.courseOff),
    row('4. GET /api/auth/me (Bearer token)', results.me),
    row('5. POST /api/contact (rate limit lifted)', results.contact),
  ]),
);

const ratio = (result) =>
  result ? (result.requestsPerSecond / results.static.requestsPerSecond).toFixed(2) : 'n/a';
console.log('');
console.log(
  `Ratio 2/1: / ${ratio(results.homeOn)}, course ${ratio(results.courseOn)}   (target ≥ 0.9)`,
);
console.log(`Ratio 3/1: / ${ratio(results.homeOff)}, course ${ratio(results.courseOff)}`);
console.log(`Peak RSS of the server process during the run: ${mb(peakRss)}`);
console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ` +
    `NODE_ENV=${NODE_ENV}, embedded PGlite, Accept-Encoding: ${ACCEPT_ENCODING}`,
);
console.log(`Whole bench: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
