import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Request } from 'express';
import type { NodeResponse } from '../common/before-express';
import { givenHeader } from '../common/given-headers';
import { formCookie, formCookieName, formPostRefusal } from './form-guard';

const SITE = { appUrl: 'https://pragya.test' };

/** Just what formPostRefusal reads of a request. */
function post(headers: Record<string, string>, host = 'pragya.test'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    headers: lower,
    protocol: 'https',
    get: (name: string) => (name.toLowerCase() === 'host' ? host : lower[name.toLowerCase()]),
  } as unknown as Request;
}

describe('the page forms guard', () => {
  const cookie = `${formCookieName(SITE)}=1`;

  it('names the cookie __Host- on https (no subdomain can plant it) and plainly on http', () => {
    expect(formCookieName(SITE)).toBe('__Host-pragya-form');
    expect(formCookieName({ appUrl: 'http://127.0.0.1:3000' })).toBe('pragya-form');
  });

  it('accepts a post from a page of the site', () => {
    const from = { Origin: 'https://pragya.test', 'Sec-Fetch-Site': 'same-origin', Cookie: cookie };
    expect(formPostRefusal(post(from), SITE)).toBeUndefined();
    // Behind a proxy the Host may be another name of the same app.
    expect(
      formPostRefusal(post({ ...from, Origin: 'https://internal:8443' }, 'internal:8443'), SITE),
    ).toBeUndefined();
    expect(formPostRefusal(post({ Cookie: `a=b; ${cookie}; c=d` }), SITE)).toBeUndefined();
  });

  it('accepts a post from a page of the site answered with no-referrer (its Origin is "null")', () => {
    const from = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin', Cookie: cookie };
    expect(formPostRefusal(post(from), SITE)).toBeUndefined();
    expect(formPostRefusal(post({ ...from, Cookie: '' }), SITE)).toBe('no-cookie');
  });

  it.each([
    ['another site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://a.pragya.test' }],
    ['a typed address or bookmark', { 'Sec-Fetch-Site': 'none' }],
    ['another origin by Origin alone', { Origin: 'https://evil.example' }],
    ['the same host over http', { Origin: 'http://pragya.test' }],
    ['an opaque origin', { Origin: 'null' }],
    ['an opaque origin of another site', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a post from %s, cookie or not', (_what, headers) => {
    expect(formPostRefusal(post(headers), SITE)).toBe('cross-site');
    expect(formPostRefusal(post({ ...headers, Cookie: cookie }), SITE)).toBe('cross-site');
  });

  it('refuses a same-origin post without the cookie, or with another value', () => {
    const from = { Origin: 'https://pragya.test', 'Sec-Fetch-Site': 'same-origin' };
    expect(formPostRefusal(post(from), SITE)).toBe('no-cookie');
    expect(formPostRefusal(post({ ...from, Cookie: 'pragya-form=1' }), SITE)).toBe('no-cookie');
    expect(formPostRefusal(post({ ...from, Cookie: `${cookie}x` }), SITE)).toBe('no-cookie');
  });

  it('gives its cookie to a page answer, and only where it is missing', () => {
    const cookies = (url: string, cookie?: string) => {
      const req = new IncomingMessage(new Socket());
      Object.assign(req, { method: 'GET', url });
      if (cookie) req.headers.cookie = cookie;
      const res = new ServerResponse(req);
      formCookie(SITE)(req, res as NodeResponse, () => undefined);
      return givenHeader(res, 'Set-Cookie');
    };
    const set = cookies('/contact')!;
    expect(set).toMatch(
      /^__Host-pragya-form=1; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(cookies('/contact', `x=y; ${formCookieName(SITE)}=1`)).toBeUndefined();
    expect(cookies('/api/contact')).toBeUndefined();
    expect(cookies('/assets/entry.js')).toBeUndefined();
  });
});
