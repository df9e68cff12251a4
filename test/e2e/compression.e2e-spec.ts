import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { blockedScripts, SCRIPT_SOURCES } from '../helpers/page-scripts';
import { useStack } from '../helpers/stack';
import { clientEntry } from '../helpers/test-app';

const CLIENT_DIST = join(__dirname, '../../dist/client');

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** One request with node:http, which (unlike fetch) leaves the body as it was sent. */
function raw(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, url);
    const req = httpRequest(target, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: Raw): Buffer {
  switch (res.headers['content-encoding']) {
    case undefined:
      return res.body;
    case 'gzip':
      return gunzipSync(res.body);
    case 'br':
      return brotliDecompressSync(res.body);
    case 'deflate':
      return inflateSync(res.body);
    default:
      throw new Error(`unexpected coding ${res.headers['content-encoding']}`);
  }
}

/** Byte equality without Jest's element-by-element diff of half a megabyte. */
const same = (a: Buffer, b: Buffer) => expect(a.equals(b)).toBe(true);

/** A page's text, every script of it allowed by its answer's CSP (a nonce, or hashes). */
function pageText(res: Raw): string {
  const html = decoded(res).toString();
  expect(blockedScripts(String(res.headers['content-security-policy']), html)).toEqual([]);
  expect(html).not.toContain('__CSP_NONCE__');
  return html;
}

/** The headers that say how the page is sent, with what changes per response left out. */
function pageHeaders(res: Raw): IncomingHttpHeaders {
  // Each response has its own date and request id; everything else must be the same.
  const { date: _date, 'x-request-id': _requestId, ...rest } = res.headers;
  expect(rest['content-security-policy']).toMatch(SCRIPT_SOURCES);
  return rest;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Asks for a cached page until its brotli bytes, made in the thread pool, are ready. */
async function untilBrotli(url: string, path: string): Promise<Raw> {
  for (let i = 0; i < 100; i++) {
    const res = await raw(url, path, BROWSER);
    if (res.headers['content-encoding'] === 'br') return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never came in brotli`);
}

describe('compression', () => {
  let asset: string;

  const t = useStack({ smtp: false });

  beforeAll(async () => {
    const home = decoded(await raw(t.url, '/')).toString();
    asset = clientEntry(home);
  });

  describe('of cached pages', () => {
    it('sends them in gzip, then in brotli once it is made, the same headers and page every time', async () => {
      const path = '/courses/viveka-chudamani';
      // The first answer renders the page and prepares it; brotli follows from the thread pool.
      const first = await raw(t.url, path, BROWSER);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      const brotli = await untilBrotli(t.url, path);
      expect(brotli.body.length).toBeLessThan(first.body.length);
      const answers = [first, brotli];
      for (let i = 0; i < 3; i++) answers.push(await raw(t.url, path, BROWSER));
      const {
        'content-encoding': _coding,
        'content-length': _length,
        ...headers
      } = pageHeaders(first);
      for (const res of answers.slice(1)) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(pageHeaders(res)).toEqual({
          ...headers,
          'content-encoding': 'br',
          'content-length': String(res.body.length),
        });
      }
      for (const res of answers) expect(pageText(res)).toBe(pageText(first));
    });

    it('sends them as they are to a client that takes no coding', async () => {
      const gzipped = await raw(t.url, '/resources', BROWSER);
      for (const headers of [
        {} as Record<string, string>,
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'gzip;q=0' },
      ]) {
        const res = await raw(t.url, '/resources', headers);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(pageText(res)).toBe(pageText(gzipped));
      }
    });

    it('sends brotli-only clients the prepared brotli, and leaves deflate-only ones to the compression middleware', async () => {
      const plain = await raw(t.url, '/courses');
      await untilBrotli(t.url, '/courses');
      for (const coding of ['br', 'deflate']) {
        const res = await raw(t.url, '/courses', { 'accept-encoding': coding });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(pageText(res)).toBe(pageText(plain));
      }
    });

    it('gives every coding of a page one weak validator, and a 304 in each', async () => {
      const path = '/courses/viveka-chudamani';
      await untilBrotli(t.url, path);
      const codings = { gzip: 'gzip', br: 'br', identity: 'identity' } as const;
      const answers = await Promise.all(
        Object.values(codings).map((coding) => raw(t.url, path, { 'accept-encoding': coding })),
      );
      expect(answers.map((res) => res.headers['content-encoding'] ?? 'identity')).toEqual(
        Object.values(codings),
      );
      const etag = answers[0].headers.etag!;
      // Weak: the bytes differ by coding; the page they carry is one.
      expect(etag).toMatch(/^W\/"[^"]+"$/);
      for (const res of answers) expect(res.headers.etag).toBe(etag);
      for (const coding of Object.values(codings)) {
        const again = await raw(t.url, path, { 'accept-encoding': coding, 'if-none-match': etag });
        expect({ coding, status: again.status }).toEqual({ coding, status: 304 });
        expect(again.body.length).toBe(0);
      }
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const get = await untilBrotli(t.url, '/courses');
      const head = await raw(t.url, '/courses', BROWSER, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(pageHeaders(head)).toEqual(pageHeaders(get));
    });
  });

  it('compresses other pages once, in the compression middleware', async () => {
    for (const path of ['/login', '/contact?course=viveka-chudamani', '/no-such-page']) {
      const res = await raw(t.url, path, BROWSER);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(decoded(res).toString()).toMatch(/^<!DOCTYPE html>/);
    }
  });

  describe('of built files', () => {
    it('sends the .br or .gz copy made at build time, decoding to the file', async () => {
      for (const path of [asset, '/favicon.svg']) {
        const file = readFileSync(join(CLIENT_DIST, path));
        const plain = await raw(t.url, path, { 'accept-encoding': 'identity' });
        expect(plain.headers['content-encoding']).toBeUndefined();
        same(plain.body, file);
        for (const [accept, coding] of [
          ['gzip, deflate, br', 'br'],
          ['br;q=0.5, gzip', 'gzip'],
          ['gzip', 'gzip'],
        ]) {
          const res = await raw(t.url, path, { 'accept-encoding': accept });
          expect(res.status).toBe(200);
          expect(res.headers['content-encoding']).toBe(coding);
          expect(res.body.length).toBeLessThan(file.length);
          expect(Number(res.headers['content-length'])).toBe(res.body.length);
          same(decoded(res), file);
          // Everything else as for the file itself; only the validators differ with the bytes.
          for (const name of ['content-type', 'cache-control', 'vary', 'last-modified']) {
            expect({ name, value: res.headers[name] }).toEqual({
              name,
              value: plain.headers[name],
            });
          }
          expect(res.headers.vary).toBe('Accept-Encoding');
          expect(res.headers.etag).not.toBe(plain.headers.etag);
        }
      }
      const js = await raw(t.url, asset, BROWSER);
      expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('keeps HEAD, ranges and ETags right for the compressed copy', async () => {
      const full = await raw(t.url, asset, BROWSER);
      const head = await raw(t.url, asset, BROWSER, 'HEAD');
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(full.headers['content-length']);
      expect(head.headers['content-encoding']).toBe('br');
      const part = await raw(t.url, asset, { ...BROWSER, range: 'bytes=10-99' });
      expect(part.status).toBe(206);
      expect(part.headers['content-encoding']).toBe('br');
      expect(part.headers['content-range']).toBe(`bytes 10-99/${full.body.length}`);
      same(part.body, full.body.subarray(10, 100));
      const again = await raw(t.url, asset, { ...BROWSER, 'if-none-match': full.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      // The brotli copy's validator does not match the gzip copy.
      const gzip = await raw(t.url, asset, {
        'accept-encoding': 'gzip',
        'if-none-match': full.headers.etag!,
      });
      expect(gzip.status).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
    });

    it('follows the weights of Accept-Encoding, refusals included', async () => {
      for (const [accept, coding] of [
        ['br;q=0, *', 'gzip'],
        ['*;q=0, identity', undefined],
        ['identity;q=1, gzip;q=0.5', undefined],
        ['gzip;q=0.2, br;q=0.1', 'gzip'],
      ] as const) {
        const res = await raw(t.url, asset, { 'accept-encoding': accept });
        expect({ accept, status: res.status, coding: res.headers['content-encoding'] }).toEqual({
          accept,
          status: 200,
          coding,
        });
      }
    });

    it('adds no coding when a range cannot be served from the copy', async () => {
      const res = await raw(t.url, asset, { ...BROWSER, range: 'bytes=99999999-' });
      expect(res.status).toBe(416);
      expect(res.headers['content-encoding']).toBeUndefined();
    });

    it('sends already-compressed files (fonts, images) as they are', async () => {
      for (const path of ['/images/hero-bg.jpg']) {
        const res = await raw(t.url, path, BROWSER);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        same(res.body, readFileSync(join(CLIENT_DIST, path)));
      }
    });
  });
});
