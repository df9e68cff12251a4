import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { NodeResponse } from '../common/before-express';
import { givenHeader } from '../common/given-headers';
import type { AppConfig } from '../config/env';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

/** The headers and nonce one answer gets: node's own request, before Express. */
function answer(development = false, url = '/') {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  const res = Object.assign(new ServerResponse(req), { locals: {} }) as NodeResponse;
  securityHeaders({ nodeEnv: 'production' } as AppConfig, development)(req, res, () => undefined);
  const header = (name: string) => givenHeader(res, name);
  return { nonce: res.locals.cspNonce as string, csp: header('Content-Security-Policy')!, header };
}

describe('securityHeaders', () => {
  it('gives each answer a nonce of 16 random bytes of its own, across refills of the pool', () => {
    const nonces = Array.from({ length: 1000 }, () => answer().nonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("names the answer's nonce, and only it, in the script policy", () => {
    const { nonce, csp } = answer();
    expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).not.toContain('{nonce}');
    expect(csp).not.toContain('ws:');
    expect(answer(true).csp).toContain("connect-src 'self' ws: wss:");
  });

  it('reads the path and query as Express would: token pages, secret parameters, the API', () => {
    const referrer = (url: string) => answer(false, url).header('Referrer-Policy');
    expect(referrer('/')).toBe('strict-origin-when-cross-origin');
    expect(referrer('/Reset-Password/?x=1')).toBe('no-referrer');
    expect(referrer('/courses?utm=a&Token=b')).toBe('no-referrer');
    expect(referrer('/courses?tok%65n=b')).toBe('no-referrer');
    expect(answer(false, '/API/contact?x').header('Cache-Control')).toBe('no-store');
    expect(answer(false, '/apiary').header('Cache-Control')).toBeUndefined();
    expect(answer().header('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(answer().header('X-Frame-Options')).toBe('DENY');
  });

  it('puts a nonce in the policy as it is, whatever characters it holds', () => {
    expect(contentSecurityPolicy('a$&b', false)).toContain("'nonce-a$&b'");
  });
});
