import request from 'supertest';
import { useStack } from '../helpers/stack';
import { PageViewer } from '../../src/ssr/page-viewer';

const PASSWORD = 'correct horse battery';

/** The session cookie: set with every session handed out, read by pages and same-origin calls. */
describe('the session cookie', () => {
  const run = Date.now().toString(36);
  const api = () => request(t.url);

  const t = useStack();
  const { smtp } = t;

  /** Signs up and returns the token and the cookie the sign-in answer set. */
  async function member(label: string, name: string) {
    const email = `cookie-${label}-${run}@example.org`;
    const since = smtp.messages.length;
    await api()
      .post('/api/auth/signup-request')
      .send({ name, email, password: PASSWORD })
      .expect(200);
    const otp = await smtp.codeFor(email, since);
    const res = await api()
      .post('/api/auth/verify-otp')
      .send({ email, otp, password: PASSWORD })
      .expect(200);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((line) => line.startsWith('pragya-session='));
    return { email, token: res.body.token as string, setCookie: session ?? '' };
  }

  const cookieOf = (token: string) => `pragya-session=${token}`;
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      sid: string;
      exp: number;
    };
  /** The cookie holds the session's 7-day token; the answer's own token lives a day (0110). */
  const expectSessionCookie = (setCookie: string, token: string) => {
    const value = /pragya-session=([\w-]+\.[\w-]+\.[\w-]+);/.exec(setCookie)?.[1];
    expect(value).toBeDefined();
    expect(claimsOf(value!).sid).toBe(claimsOf(token).sid);
    expect(claimsOf(value!).exp - claimsOf(token).exp).toBeGreaterThan(5 * 24 * 3600);
  };

  it('comes with the token, HttpOnly and SameSite=Lax, for as long as the session', async () => {
    const { token, setCookie } = await member('a', 'Asha Cookie');
    expectSessionCookie(setCookie, token);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Max-Age=604800/);
  });

  it("renders pages for the member, privately, and never into the visitors' cache", async () => {
    const { token } = await member('b', 'Bhavani Cookie');
    for (let i = 0; i < 2; i++) {
      const page = await api().get('/about').set('Cookie', cookieOf(token)).expect(200);
      expect(page.text).toContain('Bhavani Cookie');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toMatch(/Cookie/);
    }
    const visitor = await api().get('/about').expect(200);
    expect(visitor.text).not.toContain('Bhavani Cookie');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('answers same-origin API calls, not calls another site starts', async () => {
    const { email, token } = await member('c', 'Chandra Cookie');
    const me = await api()
      .get('/api/auth/me')
      .set('Cookie', cookieOf(token))
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect(me.body.user.email).toBe(email);
    await api()
      .get('/api/auth/me')
      .set('Cookie', cookieOf(token))
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(401);
  });

  it('is cleared by signing out, and a page for an ended session is the visitor’s', async () => {
    const { token } = await member('d', 'Devika Cookie');
    const out = await api()
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(String(out.headers['set-cookie'])).toMatch(/pragya-session=; .*Max-Age=0/);
    const page = await api().get('/about').set('Cookie', cookieOf(token)).expect(200);
    expect(page.text).not.toContain('Devika Cookie');
    expect(String(page.headers['set-cookie'])).toMatch(/pragya-session=; .*Max-Age=0/);
  });

  it('is set for a token the page already holds', async () => {
    const { token } = await member('e', 'Esha Cookie');
    const res = await api()
      .post('/api/auth/session-cookie')
      .set('Authorization', `Bearer ${token}`)
      .expect(204);
    expectSessionCookie(String(res.headers['set-cookie']), token);
    await api().post('/api/auth/session-cookie').expect(401);
  });

  it('is ignored when it is not a token', async () => {
    const page = await api().get('/about').set('Cookie', 'pragya-session=nonsense').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("lets a page's loaders call the API as the member, in-process", async () => {
    const { email, token } = await member('f', 'Farida Cookie');
    const headers: Record<string, string> = { cookie: cookieOf(token), 'user-agent': 'Loader' };
    const req = { headers, ip: '203.0.113.9', get: (name: string) => headers[name.toLowerCase()] };
    const res = { append: jest.fn() };
    const viewer = await t.app.get(PageViewer).viewer(req as never, res as never);
    expect(viewer?.user.email).toBe(email);
    const me = await viewer!.api('/api/auth/me');
    expect(me).toMatchObject({ status: 200, data: { user: { email } } });
    const wrong = await viewer!.api('/api/auth/reauth', { method: 'POST', body: {} });
    expect(wrong.status).toBe(400);
  });
});
