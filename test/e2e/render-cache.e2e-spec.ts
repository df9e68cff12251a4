import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { MetricsService } from '../../src/metrics/metrics.service';
import { blockedScripts } from '../helpers/page-scripts';
import { useStack } from '../helpers/stack';

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('render cache', () => {
  const t = useStack({ smtp: false });

  it('serves a shared page again as the same bytes, its scripts allowed by their hashes, and the same ETag', async () => {
    const first = await request(t.url).get('/courses/viveka-chudamani').expect(200);
    const second = await request(t.url).get('/courses/viveka-chudamani').expect(200);
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    const csp = second.headers['content-security-policy'];
    expect(csp).toBe(first.headers['content-security-policy']);
    expect(nonceOf(csp)).toBeUndefined();
    expect((second.text.match(/<script\b[^>]*>/g) ?? []).length).toBeGreaterThan(1);
    expect(blockedScripts(csp, second.text)).toEqual([]);
    expect(second.text).toBe(first.text);
    expect(second.text).not.toContain('__CSP_NONCE__');
  });

  it('answers a cached page, before Express, with the headers the rendered one had', async () => {
    const url = '/meditation/kriya';
    const metrics = t.app.get(MetricsService);
    const cachedAnswers = async () =>
      Number(
        /pragya_http_request_duration_seconds_count\{method="GET",route="page \(cached\)",status="200"\} (\d+)/.exec(
          await metrics.text(),
        )?.[1] ?? 0,
      );
    const rendered = await request(t.url).get(url).set('Accept-Encoding', 'gzip').expect(200);
    const before = await cachedAnswers();
    const cached = await request(t.url).get(url).set('Accept-Encoding', 'gzip').expect(200);
    // Answered by the render cache's layer, not rendered again.
    expect(await cachedAnswers()).toBe(before + 1);
    // What differs between any two answers: the request id and the clock.
    const same = (headers: Record<string, string>) => {
      const { date, 'x-request-id': id, ...rest } = headers;
      expect([date, id].every(Boolean)).toBe(true);
      return rest;
    };
    expect(same(cached.headers)).toEqual(same(rendered.headers));
    expect(cached.headers['x-request-id']).not.toBe(rendered.headers['x-request-id']);
    expect(cached.headers['set-cookie']).toEqual(rendered.headers['set-cookie']);
    expect(cached.text).toBe(rendered.text);
  });

  it('answers a request whose URL cannot be read with a 404, and goes on serving', async () => {
    const { port } = new URL(t.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET http://[::1/x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    // The answer's log line and timing are written after it: the process must still be serving.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await request(t.url).get('/resources').expect(200);
  });

  it('answers 304 when the visitor already has the page', async () => {
    const page = await request(t.url).get('/resources').expect(200);
    const again = await request(t.url)
      .get('/resources')
      .set('If-None-Match', page.headers.etag)
      .expect(304);
    // The browser's stored copy keeps its own CSP, which allows its scripts.
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps the home page random: several variants of the featured courses appear', async () => {
    const sets = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const html = (await request(t.url).get('/')).text;
      sets.add(
        [...html.matchAll(/href="\/courses\/([a-z-]+)" data-discover/g)].map((m) => m[1]).join(','),
      );
    }
    expect(sets.size).toBeGreaterThan(3);
  });

  it('never reuses pages whose output depends on the address or the visitor', async () => {
    const prefilled = await request(t.url).get('/contact?course=viveka-chudamani').expect(200);
    expect(prefilled.text).toContain('Vivekacūḍāmaṇi');
    const plain = await request(t.url).get('/contact').expect(200);
    expect(plain.text).not.toContain('I have a question about the course');
    const login = await request(t.url).get('/login?error=auth_failed').expect(200);
    expect(login.text).toContain('Google sign-in could not be completed');
  });
});

// Its own app, started once the first is closed (two embedded databases at once are not wanted).
describe('render cache compressed per response instead of prepared (the baseline of scripts/bench/render-cache.mjs)', () => {
  let app: NestExpressApplication;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pragya-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      JWT_SECRET: 'test-secret-test-secret-test-secret-000',
    });
    app = await createApp(config, { logger: ['error'], cachedPageBodies: 'compress' });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends cached pages through the compression middleware, each with its own nonce', async () => {
    const path = '/courses/viveka-chudamani';
    const answers = [];
    // The first answer renders the page; the next come from the render cache.
    for (let i = 0; i < 3; i++) {
      answers.push(await request(url).get(path).set('Accept-Encoding', 'gzip, deflate, br'));
    }
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.etag).toBe(answers[0].headers.etag);
      const nonce = nonceOf(res.headers['content-security-policy']);
      for (const tag of res.text.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(res.text).not.toContain('__CSP_NONCE__');
    }
    expect(new Set(answers.map((res) => res.headers['content-security-policy'])).size).toBe(3);
    const again = await request(url)
      .get(path)
      .set('Accept-Encoding', 'gzip, deflate, br')
      .set('If-None-Match', answers[0].headers.etag)
      .expect(304);
    // The stored copy keeps the policy of its own nonce.
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-request-id']).toBeTruthy();
  });
});
