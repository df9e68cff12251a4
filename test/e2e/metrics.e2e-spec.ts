import { freePort } from '../helpers/free-port';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * /metrics is never public: 404 when neither METRICS_TOKEN nor METRICS_PORT is set, 401 without
 * the token, and on METRICS_PORT only on that listener.
 */
const TOKEN = 'metrics-token-0123456789abcdef';

describe('metrics', () => {
  let app: TestApp | undefined;
  /** One app at a time: the embedded database (no DATABASE_URL) serves one app per process. */
  const start = async (env: Record<string, string>) => {
    await app?.close();
    app = await startTestApp(env);
    return app;
  };

  afterAll(async () => {
    await app?.close();
  });

  it('are not served when neither a token nor a port is configured', async () => {
    const { url } = await start({});
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect(
      (await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
  });

  it('need the token on the main port, and then show requests by route and status', async () => {
    const { url } = await start({ METRICS_TOKEN: TOKEN });
    const anonymous = await fetch(`${url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(
      (await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status,
    ).toBe(401);
    expect(
      (await fetch(`${url}/metrics`, { headers: { Authorization: `Basic ${TOKEN}` } })).status,
    ).toBe(401);

    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${url}/api/auth/me`)).status).toBe(401);
    expect((await fetch(`${url}/courses`)).status).toBe(200);
    const res = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const series of [
      /pragya_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} 1/,
      /pragya_http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/me",status="401"\} 1/,
      /pragya_http_request_duration_seconds_count\{method="GET",route="page",status="200"\} 1/,
      /pragya_ssr_render_duration_seconds_count [1-9]/,
      /pragya_render_cache_requests_total\{result="miss"\} [1-9]/,
      /pragya_render_cache_requests_total\{result="hit"\} \d/,
      /pragya_contact_unsent \d+/,
      /pragya_contact_failed \d+/,
      /pragya_db_pool_connections \d+/,
      /pragya_db_pool_waiting \d+/,
      /process_cpu_user_seconds_total/,
      /nodejs_eventloop_lag_seconds/,
    ]) {
      expect(text).toMatch(series);
    }
    // The raw address is never a label: only route patterns are.
    expect(text).not.toContain('/courses"');
  });

  it('on METRICS_PORT are served there and not on the main port', async () => {
    const port = await freePort();
    const { url } = await start({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect(
      (await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('pragya_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
