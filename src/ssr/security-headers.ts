import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import parseurl from 'parseurl';
import { isApiPath, requestPath } from '../common/api-path';
import type { NodeLayer } from '../common/before-express';
import { giveHeader, giveHeaders } from '../common/given-headers';
import { carriesToken } from '../common/token-pages';
import type { AppConfig } from '../config/env';

export const CSP_HEADER = 'Content-Security-Policy';

/** The policy with a mark where each response's nonce goes: built once, not per answer. */
const NONCE = '{nonce}';

function policyAround(development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    // The service worker (/sw.js) and the web app manifest, from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const POLICY = policyAround(false);
const DEVELOPMENT_POLICY = policyAround(true);

/** The CSP for one response; scripts run only with this response's nonce. */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return (development ? DEVELOPMENT_POLICY : POLICY).replace(NONCE, () => nonce);
}

/**
 * The same policy for a page whose inline scripts are allowed by their hashes (a cached page,
 * src/ssr/prepared-page.ts): `sources` in place of the response's nonce.
 */
export function withScriptSources(policy: string, sources: string): string {
  return policy.replace(/'nonce-[^']*'/, () => sources);
}

/** Bytes of the CSPRNG, drawn 4 kB at a time and each used once. */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(4096);
let used = pool.length;

/**
 * A fresh nonce: 16 bytes of the CSPRNG in base64. One randomBytes(16) a request costs ~3 µs (a
 * call into OpenSSL each time); slicing a pool filled by randomFillSync costs ~0.13 µs, as Node's
 * own randomUUID does with its cache.
 */
function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const nonce = pool.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/** A request's query, read as Express 5's default query parser reads `req.query`. */
function queryOf(req: IncomingMessage): Record<string, unknown> {
  const search = parseurl(req)?.query;
  return search ? parseQuery(String(search)) : {};
}

/** The headers of every answer that depend on nothing in the request. */
function constantHeaders(config: Pick<AppConfig, 'nodeEnv'>): string[] {
  return [
    'X-Content-Type-Options',
    'nosniff',
    'X-Frame-Options',
    'DENY',
    'Cross-Origin-Opener-Policy',
    'same-origin',
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    ...(config.nodeEnv === 'production'
      ? ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']
      : []),
  ];
}

/**
 * A layer before Express: gives every answer its security headers (src/common/given-headers.ts)
 * and a fresh CSP nonce in res.locals.cspNonce.
 */
export function securityHeaders(config: AppConfig, viteDevServer: boolean): NodeLayer {
  const development = viteDevServer;
  const constant = constantHeaders(config);
  return (req, res, next) => {
    const path = requestPath(req);
    const nonce = freshNonce();
    res.locals.cspNonce = nonce;
    giveHeader(res, CSP_HEADER, contentSecurityPolicy(nonce, development));
    giveHeaders(res, constant);
    giveHeader(
      res,
      'Referrer-Policy',
      carriesToken(path, queryOf(req)) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    if (isApiPath(path)) giveHeader(res, 'Cache-Control', 'no-store');
    next();
  };
}
