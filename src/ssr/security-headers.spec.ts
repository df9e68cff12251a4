import type { Request, Response } from 'express';
import type { AppConfig } from '../config/env';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

/** The headers and nonce one answer gets. */
function answer(development = false) {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name, value),
  };
  const req = { path: '/', query: {} };
  securityHeaders({ nodeEnv: 'production' } as AppConfig, development)(
    req as unknown as Request,
    res as unknown as Response,
    () => undefined,
  );
  return { nonce: res.locals.cspNonce as string, csp: headers.get('Content-Security-Policy')! };
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

  it('puts a nonce in the policy as it is, whatever characters it holds', () => {
    expect(contentSecurityPolicy('a$&b', false)).toContain("'nonce-a$&b'");
  });
});
