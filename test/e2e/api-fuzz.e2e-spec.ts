import fc from 'fast-check';
import request from 'supertest';
import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { useStack } from '../helpers/stack';
import { API_CALLS } from '../helpers/api-calls';
import { registeredRoutes } from '../helpers/registered-routes';
import { DataSource } from 'typeorm';

jest.setTimeout(300_000);

/**
 * Sign-ups, sign-ins, code checks and resets by the thousand, each through argon2 at the site's
 * cost (19 MiB, t = 2: 25 ms of a core): a fifth of this file's time, and none of it what is fuzzed
 * here, the answers. The hashes are made at argon2's least cost instead, through the same service
 * and the same library; the site's cost is password.service.spec.ts's to check, and
 * auth.e2e-spec.ts times sign-ins at it.
 */
jest.mock('argon2', () => {
  const argon2 = jest.requireActual<typeof import('argon2')>('argon2');
  return {
    ...argon2,
    hash: (password: string, options: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const BATCH = 4;
const PASSWORD = 'Fuzz-Resistant-2025';

type Method = 'get' | 'post' | 'patch';

interface Endpoint {
  method: Method;
  path: string;
  /** Needs a Bearer token (else 401 before anything else). */
  auth: boolean;
  /** The fields of the body, with a generator of plausible values for each. */
  fields: Record<string, fc.Arbitrary<unknown>>;
  /** Every field is optional (an empty body is a valid no-op). */
  allOptional?: boolean;
}

const text = fc.string({ maxLength: 40 });
const anyText = fc.oneof(text, fc.string({ unit: 'binary', maxLength: 40 }));
const value = fc.oneof(
  { weight: 3, arbitrary: anyText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, '', ' ', '\u0000', []) },
);
const name = fc.oneof(value, fc.constantFrom('Asha', ' Ravi Kumar ', 'x'.repeat(101)));
const email = fc.oneof(value, fc.emailAddress(), fc.constantFrom('A@B.CO', 'no-at-sign'));
const password = fc.oneof(value, fc.string({ minLength: 6, maxLength: 20 }), fc.constant('123456'));
const token = fc.oneof(value, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/));

const ENDPOINTS: Endpoint[] = [
  {
    method: 'post',
    path: '/api/auth/signup-request',
    auth: false,
    fields: { name, email, password },
  },
  {
    method: 'post',
    path: '/api/auth/verify-otp',
    auth: false,
    fields: { email, otp: fc.oneof(value, fc.stringMatching(/^\d{6}$/)), name, password },
  },
  { method: 'post', path: '/api/auth/login', auth: false, fields: { email, password } },
  { method: 'post', path: '/api/auth/register', auth: false, fields: { name, email, password } },
  { method: 'post', path: '/api/auth/verify-email', auth: false, fields: { token } },
  { method: 'post', path: '/api/auth/forgot-password', auth: false, fields: { email } },
  { method: 'post', path: '/api/auth/reset-password', auth: false, fields: { token, password } },
  { method: 'post', path: '/api/auth/resend-verification', auth: true, fields: {} },
  { method: 'get', path: '/api/auth/me', auth: true, fields: {} },
  { method: 'post', path: '/api/auth/logout', auth: true, fields: {} },
  { method: 'get', path: '/api/auth/sessions', auth: true, fields: {} },
  { method: 'get', path: '/api/users/me/export', auth: true, fields: {} },
  {
    method: 'post',
    path: '/api/auth/otp/toggle',
    auth: true,
    fields: { enable: fc.oneof(value, fc.boolean()) },
  },
  {
    method: 'patch',
    path: '/api/users/me',
    auth: true,
    allOptional: true,
    fields: { name, username: fc.oneof(value, fc.stringMatching(/^[A-Za-z0-9_]{3,20}$/)) },
  },
  {
    method: 'post',
    path: '/api/contact',
    auth: false,
    fields: {
      name,
      email,
      phone: fc.oneof(value, fc.stringMatching(/^\+?[\d ]{6,14}$/)),
      message: fc.oneof(value, fc.string({ maxLength: 200 })),
      website: fc.oneof(value, fc.constant('')),
    },
  },
];

/** Every error answer: one sentence under message, error and msg; never a stack trace. */
function checkErrorBody(status: number, body: unknown): void {
  expect(body).toEqual(
    expect.objectContaining({
      statusCode: status,
      message: expect.any(String),
      error: expect.any(String),
      msg: expect.any(String),
    }),
  );
  const { message, error, msg } = body as Record<string, string>;
  expect(error).toBe(message);
  expect(msg).toBe(message);
  expect(message).toMatch(/^[A-Z"'].*[.!?]$/s);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+|QueryFailedError|node_modules/);
}

/** A body for the endpoint: mostly wrong in some way, sometimes a plausible one. */
function bodies(endpoint: Endpoint): fc.Arbitrary<{ raw?: string; json?: unknown }> {
  const record = fc.record(endpoint.fields, { requiredKeys: [] });
  const withExtra = fc
    .tuple(record, fc.string({ minLength: 1, maxLength: 12 }), value)
    .map(([body, key, extra]) => ({ ...body, [key]: extra }));
  return fc.oneof(
    { weight: 6, arbitrary: record.map((json) => ({ json })) },
    { weight: 2, arbitrary: withExtra.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((raw) => ({ raw })) },
  );
}

describe('API contract and fuzzing', () => {
  /** One session per endpoint (logout revokes its own; toggling two-factor changes sign-in). */
  const tokens = new Map<string, string>();
  const api = () => request(t.url);

  const t = useStack();
  const { smtp } = t;

  beforeAll(async () => {
    // Thousands of requests from one address: raise the per-IP and per-account limits.
    t.app.get(RateLimitPolicy).factor = 1000;
    await t.app.get(RateLimiters).clear();
    const email = `fuzz-${Date.now().toString(36)}@example.org`;
    await api()
      .post('/api/auth/signup-request')
      .send({ name: 'Fuzz', email, password: PASSWORD })
      .expect(200);
    const otp = await smtp.codeFor(email);
    await api().post('/api/auth/verify-otp').send({ email, otp, password: PASSWORD }).expect(200);
    for (const endpoint of ENDPOINTS.filter((e) => e.auth)) {
      const res = await api()
        .post('/api/auth/login')
        .send({ email, password: PASSWORD })
        .expect(200);
      tokens.set(endpoint.path, res.body.token);
    }
  });

  const send = (endpoint: Endpoint, withToken = true) => {
    const call = api()[endpoint.method](endpoint.path);
    if (endpoint.auth && withToken)
      call.set('Authorization', `Bearer ${tokens.get(endpoint.path)}`);
    return call;
  };

  describe.each(ENDPOINTS)('$method $path', (endpoint) => {
    if (endpoint.auth) {
      it('answers 401 in the error shape without a token', async () => {
        const res = await send(endpoint, false).send({});
        expect(res.status).toBe(401);
        checkErrorBody(401, res.body);
      });
    }

    if (endpoint.method !== 'get' && Object.keys(endpoint.fields).length > 0) {
      it('answers 400 for missing fields, wrong types and unknown fields', async () => {
        const missing = await send(endpoint).send({});
        if (endpoint.allOptional) {
          expect(missing.status).toBe(200);
        } else {
          expect(missing.status).toBe(400);
          checkErrorBody(400, missing.body);
          expect(missing.body.errors?.length ?? 1).toBeGreaterThan(0);
        }
        const nulls = Object.fromEntries(Object.keys(endpoint.fields).map((f) => [f, null]));
        const nullAnswer = await send(endpoint).send(nulls);
        expect(nullAnswer.status).toBeLessThan(500);

        const wrongTypes = Object.fromEntries(
          Object.keys(endpoint.fields).map((field) => [field, { nested: [1, 2] }]),
        );
        const wrong = await send(endpoint).send(wrongTypes);
        expect(wrong.status).toBe(400);
        checkErrorBody(400, wrong.body);

        const unknown = await send(endpoint).send({ isAdmin: true, role: 'admin' });
        expect(unknown.status).toBe(400);
        checkErrorBody(400, unknown.body);
      });
    }

    if (endpoint.method !== 'get') {
      it('answers 400 before validation for a body nested more than 32 levels deep', async () => {
        // 5,000 nested arrays in 10 kB: once a 500 from a stack overflow in validation.
        const arrays = await send(endpoint)
          .set('Content-Type', 'application/json')
          .send('['.repeat(5000) + ']'.repeat(5000));
        expect(arrays.status).toBe(400);
        checkErrorBody(400, arrays.body);
        expect(arrays.body.message).toBe(
          'The request body is nested too deeply (at most 32 levels).',
        );
        const field = Object.keys(endpoint.fields)[0] ?? 'name';
        const nested = (depth: number) =>
          JSON.stringify({ [field]: JSON.parse('['.repeat(depth - 1) + ']'.repeat(depth - 1)) });
        const deep = await send(endpoint).set('Content-Type', 'application/json').send(nested(33));
        expect(deep.status).toBe(400);
        expect(deep.body.message).toBe(
          'The request body is nested too deeply (at most 32 levels).',
        );
        // 32 levels pass on to validation, which answers for itself.
        const allowed = await send(endpoint)
          .set('Content-Type', 'application/json')
          .send(nested(32));
        expect(allowed.status).toBeLessThan(500);
        expect(allowed.body.message).not.toMatch(/nested too deeply/);
      });

      it('answers 415 for a body that is not JSON', async () => {
        const form = await send(endpoint).type('form').send({ email: 'a@b.co' });
        expect(form.status).toBe(415);
        checkErrorBody(415, form.body);
        expect(form.body.message).toBe(
          'The API accepts only JSON: send the body with Content-Type: application/json.',
        );
        const plain = await send(endpoint).set('Content-Type', 'text/plain').send('{}');
        expect(plain.status).toBe(415);
        // Express routes /API/… to the same controller: the rule must hold in any case.
        const shouted = endpoint.path.replace(/^\/api\//, '/API/');
        const upper = await api()[endpoint.method](shouted).type('form').send({ email: 'a@b.co' });
        expect(upper.status).toBe(415);
      });

      it('answers 400 for malformed JSON and 413 for a 1 MB body', async () => {
        const malformed = await send(endpoint)
          .set('Content-Type', 'application/json')
          .send('{"email": "a@b.co",');
        expect(malformed.status).toBe(400);
        checkErrorBody(400, malformed.body);
        expect(malformed.body.message).toBe('The request body is not valid JSON.');

        const huge = await send(endpoint)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ message: 'x'.repeat(1024 * 1024) }));
        expect(huge.status).toBe(413);
        checkErrorBody(413, huge.body);
      });
    }

    it(`never answers 5xx to ${RUNS} generated bodies`, async () => {
      const statuses = new Map<number, number>();
      const one = async ([body, withToken]: [{ raw?: string; json?: unknown }, boolean]) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (endpoint.auth && withToken) {
          headers.Authorization = `Bearer ${tokens.get(endpoint.path)}`;
        }
        const init: RequestInit = { method: endpoint.method.toUpperCase(), headers };
        if (endpoint.method !== 'get') init.body = body.raw ?? JSON.stringify(body.json ?? null);
        const res = await fetch(`${t.url}${endpoint.path}`, init);
        const answer = (await res.json()) as unknown;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) checkErrorBody(res.status, answer);
        else expect(JSON.stringify(answer)).not.toMatch(/passwordHash|password_hash|\$argon2/);
      };
      // BATCH bodies at a time, concurrently (which also exercises concurrent requests).
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(bodies(endpoint), fc.boolean()), {
            minLength: BATCH,
            maxLength: BATCH,
          }),
          async (batch) => {
            await Promise.all(batch.map(one));
          },
        ),
        { numRuns: Math.ceil(RUNS / BATCH) },
      );
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(RUNS);
      const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s}×${c}`);
      console.log(`${endpoint.method.toUpperCase()} ${endpoint.path}: ${summary.join(' ')}`);
    });
  });

  it('never answers 5xx to generated path parameters, on every registered route that has one', async () => {
    const withParams = registeredRoutes(t.app).filter((route) => route.path.includes('/:'));
    // The routes come from the app, not from a list: a new one is fuzzed the day it is added.
    expect(withParams.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'PATCH /api/auth/passkeys/:id',
        'DELETE /api/auth/passkeys/:id',
        'GET /api/admin/announcements/:id',
        'DELETE /api/auth/sessions/:id',
      ]),
    );
    // An admin session (recently proven), so admin routes reach their handlers too.
    const email = `fuzz-params-${Date.now().toString(36)}@example.org`;
    await api()
      .post('/api/auth/signup-request')
      .send({ name: 'Fuzz', email, password: PASSWORD })
      .expect(200);
    const otp = await smtp.codeFor(email);
    const admin = (
      await api().post('/api/auth/verify-otp').send({ email, otp, password: PASSWORD }).expect(200)
    ).body.token as string;
    await t.app.get(DataSource).query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
    const param = fc.oneof(
      fc.constantFrom(
        '-'.repeat(36),
        'g'.repeat(36),
        '00000000-0000-0000-0000-00000000000g',
        '00000000-0000-4000-8000-000000000000',
        '0'.repeat(32),
        '%00',
        '..',
        'x'.repeat(300),
      ),
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withParams), param, async (route, value) => {
        const path = route.path.replace(/:\w+/g, () => encodeURIComponent(value));
        const agent = request(t.url);
        const method = route.method.toLowerCase() as 'get';
        const res = await agent[method](path)
          .set('Authorization', `Bearer ${admin}`)
          .set('Content-Type', 'application/json')
          .send('{}');
        if (res.status >= 500) failures.push(`${route.method} ${path} -> ${res.status}`);
        return res.status < 500;
      }),
      { numRuns: Math.max(RUNS, withParams.length * 40) },
    );
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to generated Google callback queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('code', 'state', 'error', 'x', 'code[]'), anyText, {
          maxKeys: 4,
        }),
        async (query) => {
          const res = await fetch(
            `${t.url}/api/auth/google/callback?${new URLSearchParams(query as Record<string, string>)}`,
            { redirect: 'manual' },
          );
          expect(res.status).toBe(302);
          expect(res.headers.get('location')).toMatch(/^\/(login|auth\/callback)\?error=[a-z_]+$/);
        },
      ),
      { numRuns: Math.min(RUNS, 300) },
    );
  });

  it('without Google settings, sends /api/auth/google to /login?error=google_unavailable', async () => {
    const res = await api().get('/api/auth/google').expect(302);
    expect(res.headers.location).toBe('/login?error=google_unavailable');
    const callback = await api().get('/api/auth/google/callback?code=x&state=y').expect(302);
    expect(callback.headers.location).toMatch(/error=/);
  });

  it('describes every call in OpenAPI at /api/docs-json and serves Swagger UI at /api/docs', async () => {
    const json = await api().get('/api/docs-json').expect(200);
    const paths = Object.keys(json.body.paths);
    for (const path of API_CALLS) {
      expect(paths).toContain(path);
    }
    expect(json.body.components.schemas.SignupRequestDto.properties.password).toMatchObject({
      minLength: 6,
      maxLength: 128,
    });
    const page = await api().get('/api/docs').expect(200);
    const nonce = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'])?.[1];
    expect(nonce).toBeTruthy();
    const scripts = page.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBe(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    await api()
      .get('/api/docs/swagger-ui-bundle.js')
      .expect(200)
      .expect('content-type', /javascript/);
    await api().get('/api/docs/init.js').expect(200);
    await api().get('/api/docs/../../package.json').expect(404);
    await api().get('/api/docs/package.json').expect(404);
    // Names of an object's own methods are not files (a generated path found `valueOf`).
    for (const name of ['valueOf', 'constructor', 'toString', '__proto__']) {
      await api().get(`/api/docs/${name}`).expect(404);
    }
  });
});

// A second app in its own block: with the embedded PGlite only one app per process can run.
describe('the API description in production', () => {
  const prod = useStack({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'production-secret-production-secret-0123',
      ENCRYPTION_KEY: 'cHJvZHVjdGlvbi1oZWFkZXJzLWVuY3J5cHRpb24tazA=',
      APP_URL: 'https://pragya.test',
    },
  });

  it('is not served: /api/docs, its files and the JSON answer 404', async () => {
    for (const path of [
      '/api/docs',
      '/api/docs-json',
      '/api/docs/init.js',
      '/api/docs/swagger-ui.css',
    ]) {
      const res = await request(prod.url).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      checkErrorBody(404, res.body);
    }
    await request(prod.url).get('/api/health').expect(200);
  });
});
