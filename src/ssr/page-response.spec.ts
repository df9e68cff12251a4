import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { giveHeaders } from '../common/given-headers';
import { rankEncodings } from './content-coding';
import { preparedCodings, sendCachedPage } from './page-response';
import { scriptHash } from './prepared-page';
import type { SharedRendering } from './render-contract';

const asked = (accept?: string) =>
  ({ headers: accept === undefined ? {} : { 'accept-encoding': accept } }) as IncomingMessage;

/** What preparedCodings answered before it kept its choices: negotiated every time. */
function negotiated(accept?: string) {
  const ranked = rankEncodings(asked(accept), ['br', 'gzip', 'deflate', 'identity']);
  if (ranked[0] === 'deflate') return undefined;
  const codings = ranked.filter((coding) => coding !== 'deflate');
  return codings.length ? codings : ['identity'];
}

describe('preparedCodings', () => {
  const headers = [
    'gzip, deflate, br',
    'gzip, deflate, br, zstd',
    'br',
    'br, identity;q=0',
    'deflate',
    'identity',
    '',
    undefined,
    'br;q=1, gzip;q=0.5',
    'gzip;q=0, identity;q=0',
  ];

  it('prefers brotli, then gzip, and leaves a client that wants deflate to the middleware', () => {
    expect(preparedCodings(asked('gzip, deflate, br, zstd'))).toEqual(['br', 'gzip', 'identity']);
    expect(preparedCodings(asked('gzip'))).toEqual(['gzip', 'identity']);
    expect(preparedCodings(asked(undefined))).toEqual(['identity']);
    expect(preparedCodings(asked('deflate'))).toBeUndefined();
  });

  it('answers each Accept-Encoding as negotiating it afresh would, the first time and after', () => {
    for (let round = 0; round < 3; round++) {
      for (const accept of headers)
        expect(preparedCodings(asked(accept))).toEqual(negotiated(accept));
    }
  });

  it('keeps answering the same past the bound of values it keeps', () => {
    const many = Array.from({ length: 200 }, (_, i) => `gzip;q=0.${i % 10}, x-${i}, br`);
    for (const accept of [...many, ...headers, ...many.reverse()]) {
      expect(preparedCodings(asked(accept))).toEqual(negotiated(accept));
    }
  });
});

describe('sendCachedPage', () => {
  const N = '__NONCE__';
  const shared: SharedRendering = {
    page: {
      status: 200,
      etag: 'W/"page-1"',
      template: `<!doctype html><html><head><script nonce="${N}">start()</script></head><body><p>Ātmā</p></body></html>`,
    },
    placeholder: N,
    variant: 0,
    variants: 1,
  };
  const given = [
    'X-Request-Id',
    'r-1',
    'Content-Security-Policy',
    "script-src 'nonce-abc' 'strict-dynamic'; object-src 'none'",
    'X-Frame-Options',
    'DENY',
    'Set-Cookie',
    'form=1',
  ];

  /** The answer a real server sends when the cached page answers a GET with these headers. */
  async function answer(headers: Record<string, string>, before?: (res: ServerResponse) => void) {
    const server = createServer((req, res) => {
      before?.(res);
      giveHeaders(res, given);
      sendCachedPage(req, Object.assign(res, { locals: {} }), shared, ['identity']);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Not fetch: it adds Cache-Control: no-cache to a conditional request, which no server answers 304.
      return await new Promise<{ status: number; headers: Headers; text: string }>(
        (resolve, reject) =>
          get(`http://127.0.0.1:${port}/`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const received = new Headers();
              for (let i = 0; i < response.rawHeaders.length; i += 2) {
                received.append(response.rawHeaders[i], response.rawHeaders[i + 1]);
              }
              resolve({
                status: response.statusCode ?? 0,
                headers: received,
                text: Buffer.concat(chunks).toString(),
              });
            });
          }).on('error', reject),
      );
    } finally {
      server.close();
    }
  }

  it('writes the layers’ headers with its own, the policy allowing its scripts by their hashes', async () => {
    const { status, headers, text } = await answer({});
    expect(status).toBe(200);
    expect(headers.get('x-request-id')).toBe('r-1');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.getSetCookie()).toEqual(['form=1']);
    expect(headers.get('content-security-policy')).toBe(
      `script-src ${scriptHash('start()')} 'strict-dynamic'; object-src 'none'`,
    );
    expect(headers.get('etag')).toBe('W/"page-1"');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(text).toContain('<p>Ātmā</p>');
    expect(text).not.toContain('nonce');
  });

  it('answers 304 without a policy when the visitor has the page', async () => {
    const { status, headers } = await answer({ 'if-none-match': 'W/"page-1"' });
    expect(status).toBe(304);
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('x-request-id')).toBe('r-1');
  });

  it('keeps every cookie when something before it set a header itself', async () => {
    const { status, headers } = await answer({}, (res) => res.setHeader('Set-Cookie', 'early=1'));
    expect(status).toBe(200);
    expect(headers.getSetCookie()).toEqual(['early=1', 'form=1']);
    expect(headers.get('content-security-policy')).toContain(scriptHash('start()'));
    const unchanged = await answer({ 'if-none-match': 'W/"page-1"' }, (res) =>
      res.setHeader('X-Early', '1'),
    );
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-security-policy')).toBeNull();
  });
});
