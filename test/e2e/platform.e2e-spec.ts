import request from 'supertest';
import { blockedScripts } from '../helpers/page-scripts';
import { useStack } from '../helpers/stack';
import { clientEntry } from '../helpers/test-app';

describe('platform', () => {
  const t = useStack({ smtp: false, env: { APP_URL: 'https://pragya.test' } });

  it('reports a healthy database', async () => {
    const res = await request(t.url).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the readiness and liveness probes', async () => {
    const ready = await request(t.url).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', db: 'up' });
    const live = await request(t.url).get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
  });

  it('renders the home page with its head tags in the first HTML', async () => {
    const res = await request(t.url).get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(res.text).toContain(
      '<title>Pragya Trust - Consciousness Studies &amp; Spiritual Learning</title>',
    );
    expect(res.text).toContain('<link rel="canonical" href="https://pragya.test/"/>');
    expect(res.text).toContain(
      '<meta property="og:image" content="https://pragya.test/images/hero-bg.jpg"/>',
    );
    expect(res.text).toContain('<meta name="robots" content="index, follow"/>');
    expect(res.text).toContain('"@type":"Organization"');
    expect(res.text).toContain('Consciousness is Expressing itself');
  });

  it('allows every script it emits by the CSP: a shared page by the hashes of its scripts', async () => {
    const res = await request(t.url).get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'sha256-[^']+' 'sha256-[^']+' 'strict-dynamic'/);
    expect(csp).not.toContain("'nonce-");
    expect(res.text).not.toContain('nonce=');
    expect((res.text.match(/<script\b[^>]*>/g) ?? []).length).toBeGreaterThan(1);
    expect(blockedScripts(csp, res.text)).toEqual([]);
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const res = await request(t.url).get('/no-such-page').expect(404);
    expect(res.text).toContain('Page Not Found');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('answers an unknown API call with JSON, not a page', async () => {
    const res = await request(t.url).get('/api/no-such-call').expect(404);
    expect(res.body).toMatchObject({
      statusCode: 404,
      message: expect.any(String),
      msg: expect.any(String),
      error: expect.any(String),
    });
  });

  it('serves robots.txt and sitemap.xml from the route table, never the page renderer', async () => {
    const robots = await request(t.url).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toContain('Sitemap: https://pragya.test/sitemap.xml');
    const sitemap = await request(t.url).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.text).toContain('<loc>https://pragya.test/</loc>');
    await request(t.url).get('/favicon.svg').expect(200).expect('content-type', /svg/);
  });

  it('serves hashed assets with immutable caching', async () => {
    const home = await request(t.url).get('/');
    const asset = clientEntry(home.text);
    expect(asset).toBeTruthy();
    const res = await request(t.url).get(asset!).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const res = await request(t.url).get('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = res.headers['content-security-policy'];
    for (const part of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "'strict-dynamic'",
    ]) {
      expect(csp).toContain(part);
    }
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await request(t.url)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.msg).toEqual(expect.any(String));
  });
});
