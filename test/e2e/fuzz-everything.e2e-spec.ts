import { Agent, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { clientEntry, startTestApp, type TestApp } from '../helpers/test-app';
import { API_CALLS } from '../helpers/api-calls';

/**
 * Property-based fuzzing of the whole site: at least 10,000 generated requests (random methods,
 * paths, query strings, headers and bodies) across every API call, every page route, static files
 * and made-up addresses. No answer may be a 5xx, and no body may carry a stack trace or an
 * internal path. Requests go CONCURRENCY at a time (one fast-check run is one batch).
 */
// Ten thousand requests over every page and call: minutes on a shared 2-core machine.
jest.setTimeout(600_000);

const TOTAL = Number(process.env.FUZZ_EVERYTHING_RUNS ?? 10_000);
const CONCURRENCY = 8;
const PASSWORD = 'Fuzz-Everything-2025';

const CALLS = [...API_CALLS, '/api/docs-json', '/api'];
const ACCOUNT_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/auth/callback',
  '/dashboard',
];
const FILES = ['/robots.txt', '/sitemap.xml', '/favicon.svg', '/api/docs/init.js'];
const FIELDS = [
  'name',
  'email',
  'password',
  'otp',
  'token',
  'enable',
  'username',
  'phone',
  'message',
  'website',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A stack trace, an internal path (wherever the checkout and the data folder are on this machine)
 * or an engine error leaking into a body.
 */
function leakPattern(internalPaths: string[]): RegExp {
  return new RegExp(
    [
      ...internalPaths.map(escapeRegExp),
      'node_modules',
      '^\\s+at \\S',
      '\\bat [\\w.<>]+ \\(',
      '\\.(ts|js):\\d+:\\d+',
      'QueryFailedError',
      'TypeError',
      'ReferenceError',
      'ECONNREFUSED',
    ].join('|'),
    'm',
  );
}

/** The checkout this test runs from. */
const ROOT = resolve(__dirname, '..', '..');

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

const BIG = '<20 kB JSON>';
const BIG_BODY = JSON.stringify({ message: 'x'.repeat(20_000) });
const printable = fc.string({ maxLength: 30 });
const nasty = fc.constantFrom(
  '..',
  '%2e%2e',
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '%E0%A4%A',
  '\u00e9',
  '~',
  ';',
  ',',
  "'",
  '"',
  '<script>',
  '{x}',
  '|',
  '\\',
  '^',
  '`',
  '*',
  ':id',
  'index.html',
  '.env',
  'package.json',
  '__proto__',
  'constructor',
  'x'.repeat(300),
);
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,12}$/) },
  { weight: 2, arbitrary: printable.map(encodeURIComponent) },
  { weight: 2, arbitrary: nasty },
);

function pathArbitrary(pages: string[], asset: string): fc.Arbitrary<string> {
  const known = fc.constantFrom(...pages, ...ACCOUNT_PAGES, ...FILES, asset);
  const api = fc.constantFrom(...CALLS);
  const segments = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
  // Mostly API calls (cheap); pages are server-rendered, so they get a smaller share.
  return fc.oneof(
    { weight: 6, arbitrary: api },
    { weight: 2, arbitrary: known },
    { weight: 3, arbitrary: fc.tuple(api, segments).map(([a, s]) => `${a}/${s}`) },
    { weight: 1, arbitrary: fc.tuple(known, segments).map(([k, s]) => `${k}/${s}`) },
    { weight: 1, arbitrary: segments.map((s) => `/${s}`) },
    { weight: 2, arbitrary: segments.map((s) => `/api/${s}`) },
    { weight: 1, arbitrary: segments.map((s) => `/assets/${s}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('//', '//evil.example/x', '/./', '/api/../', '/%2F%2Fx', '/\\x'),
    },
  );
}

const queryValue = fc.oneof(printable.map(encodeURIComponent), nasty, fc.constant(''));
const queryKey = fc.oneof(
  fc.constantFrom(
    'token',
    'error',
    'code',
    'state',
    'page',
    'q',
    'redirect',
    'next',
    'a[]',
    'a[b]',
    '__proto__',
    'email',
  ),
  fc.stringMatching(/^[a-z]{1,8}$/),
);
const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 5 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('?', '?&&', '?=', '?%', '?a=%zz', `?x=${'y'.repeat(3000)}`),
  },
);

const method = fc.oneof(
  { weight: 8, arbitrary: fc.constant('GET') },
  { weight: 5, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constantFrom('HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
);

function headersArbitrary(token: string): fc.Arbitrary<Record<string, string>> {
  const header = fc.oneof(
    fc.tuple(
      fc.constant('authorization'),
      fc.oneof(
        fc.constant(`Bearer ${token}`),
        fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${token}x`, 'Bearer a.b.c'),
        printable,
      ),
    ),
    fc.tuple(
      fc.constant('content-type'),
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'garbage',
      ),
    ),
    fc.tuple(
      fc.constant('accept'),
      fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*', ''),
    ),
    fc.tuple(
      fc.constant('accept-encoding'),
      fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x', '*'),
    ),
    fc.tuple(
      fc.constant('content-encoding'),
      fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-bogus'),
    ),
    fc.tuple(fc.constantFrom('x-forwarded-for', 'x-real-ip', 'forwarded'), printable),
    fc.tuple(
      fc.constantFrom('cookie', 'referer', 'origin', 'user-agent', 'accept-language'),
      printable,
    ),
    fc.tuple(fc.constantFrom('if-none-match', 'if-modified-since', 'range'), printable),
    fc.tuple(fc.stringMatching(/^x-[a-z]{1,10}$/), printable),
  );
  return fc.array(header, { maxLength: 4 }).map((pairs) => Object.fromEntries(pairs));
}

const jsonBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELDS), fc.oneof(printable, fc.jsonValue({ maxDepth: 1 })), {
        maxKeys: 4,
      })
      .map((o) => JSON.stringify(o)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);
const body = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 5, arbitrary: jsonBody },
  // Expanded when sent (so a counterexample stays readable): a body over the 16 kB limit.
  { weight: 1, arbitrary: fc.constant(BIG) },
);

function send(url: string, agent: Agent, req: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.path,
        headers: req.headers,
        agent,
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          try {
            const encoding = res.headers['content-encoding'];
            if (raw.length && encoding === 'gzip') raw = gunzipSync(raw);
            else if (raw.length && encoding === 'br') raw = brotliDecompressSync(raw);
            else if (raw.length && encoding === 'deflate') raw = inflateSync(raw);
          } catch (error) {
            reject(
              new Error(`undecodable ${String(res.headers['content-encoding'])} body`, {
                cause: error,
              }),
            );
            return;
          }
          resolve({
            status: res.statusCode ?? 0,
            text: raw.toString('latin1'),
            headers: res.headers,
          });
        });
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 20 s')));
    outgoing.on('error', reject);
    if (req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD') {
      outgoing.end(req.body === BIG ? BIG_BODY : req.body);
    } else {
      outgoing.end();
    }
  });
}

describe('fuzzing every page and API call', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let agent: Agent;
  let pages: string[];
  let asset: string;
  let token: string;
  let leak: RegExp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://pragya.test' });
    leak = leakPattern([ROOT, t.config.dataDir]);
    expect(leak.exec(`Error at ${ROOT}/src/app.ts`)?.[0]).toBe(ROOT);
    // Thousands of requests from one address: lift the limits out of the way.
    t.app.get(RateLimitPolicy).factor = 1_000_000;
    await t.app.get(RateLimiters).clear();
    // No keep-alive: a connection the server closes after an error cannot be picked up again.
    agent = new Agent({ keepAlive: false, maxSockets: CONCURRENCY });
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const home = await (await fetch(`${t.url}/`)).text();
    asset = clientEntry(home);
    const email = `fuzz-all-${Date.now().toString(36)}@example.org`;
    const signup = await fetch(`${t.url}/api/auth/signup-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Fuzz', email, password: PASSWORD }),
    });
    expect(signup.status).toBe(200);
    const otp = await smtp.codeFor(email);
    const verified = await fetch(`${t.url}/api/auth/verify-otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, otp, password: PASSWORD }),
    });
    token = ((await verified.json()) as { token: string }).token;
    expect(token).toEqual(expect.any(String));
  });

  afterAll(async () => {
    agent?.destroy();
    await t?.close();
    await smtp?.stop();
  });

  it(`answers ${TOTAL} generated requests without a 5xx or a leak`, async () => {
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = Date.now();
    const request = fc
      .record({
        method,
        path: pathArbitrary(pages, asset),
        query,
        headers: headersArbitrary(token),
        body,
      })
      .map(({ method, path, query, headers, body }): FuzzRequest => ({
        method,
        path: `${path}${query}`,
        headers,
        body,
      }));

    const check = async (req: FuzzRequest): Promise<void> => {
      const answer = await send(t.url, agent, req);
      sent++;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const what = `${req.method} ${req.path} ${JSON.stringify(req.headers)} ${req.body?.slice(0, 200) ?? ''}`;
      if (answer.status >= 500) {
        throw new Error(`${answer.status} for ${what}: ${answer.text.slice(0, 300)}`);
      }
      const leaked = leak.exec(answer.text);
      // Hashed bundles are code, not answers about a request: skip them.
      if (leaked && !req.path.startsWith('/assets/') && !req.path.startsWith('/api/docs/')) {
        throw new Error(`leak "${leaked[0]}" in ${answer.status} for ${what}`);
      }
      const isApi = /^\/api(\/|$|\?)/.test(req.path) && !req.path.startsWith('/api/docs');
      // Node's HTTP parser answers a request line it cannot read (e.g. raw non-ASCII bytes) with
      // a bare 400 before the app sees it.
      const parserRefusal = answer.status === 400 && !answer.headers['content-type'];
      if (isApi && answer.status >= 400 && req.method !== 'HEAD' && !parserRefusal) {
        const error = JSON.parse(answer.text) as Record<string, unknown>;
        if (
          error.statusCode !== answer.status ||
          typeof error.message !== 'string' ||
          error.msg !== error.message ||
          error.error !== error.message
        ) {
          throw new Error(`not the error shape for ${what}: ${answer.text.slice(0, 300)}`);
        }
      }
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(request, { minLength: CONCURRENCY, maxLength: CONCURRENCY }),
        async (batch) => {
          await Promise.all(batch.map(check));
        },
      ),
      { numRuns: Math.ceil(TOTAL / CONCURRENCY) },
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s}×${c}`);
    console.log(
      `fuzz-everything: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(' ')}`,
    );
    // The site is still healthy afterwards.
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
