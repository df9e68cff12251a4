import { createServer, IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import {
  giveHeader,
  giveHeaders,
  givenHeader,
  settleGivenHeaders,
  takeGivenHeaders,
} from './given-headers';

/** The headers a real server sends for one GET answered by `listener`. */
async function sent(listener: RequestListener): Promise<Headers> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.arrayBuffer();
    return response.headers;
  } finally {
    server.close();
  }
}

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('given headers', () => {
  it('are kept in order, several Set-Cookie included, until taken', () => {
    const res = response();
    giveHeader(res, 'X-Request-Id', 'abc');
    giveHeaders(res, ['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
    expect(givenHeader(res, 'x-request-id')).toBe('abc');
    expect(res.hasHeader('X-Request-Id')).toBe(false);
    expect(takeGivenHeaders(res)).toEqual([
      'X-Request-Id',
      'abc',
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
    ]);
    expect(takeGivenHeaders(res)).toEqual([]);
  });

  it('are set when settled: cookies beside those set, other headers only where none was set', () => {
    const res = response();
    res.setHeader('Set-Cookie', 'session=s');
    res.setHeader('Cache-Control', 'public, max-age=60');
    giveHeaders(res, [
      'Set-Cookie',
      'form=1',
      'Cache-Control',
      'no-store',
      'X-Frame-Options',
      'DENY',
    ]);
    settleGivenHeaders(res);
    expect(res.getHeader('Set-Cookie')).toEqual(['session=s', 'form=1']);
    expect(res.getHeader('Cache-Control')).toBe('public, max-age=60');
    expect(res.getHeader('X-Frame-Options')).toBe('DENY');
    expect(givenHeader(res, 'X-Frame-Options')).toBeUndefined();
  });

  it('go out with an answer written header by header, which wins where both name one', async () => {
    const headers = await sent((_req, res) => {
      giveHeaders(res, [
        'X-Frame-Options',
        'DENY',
        'Content-Type',
        'text/plain',
        'Set-Cookie',
        'form=1',
      ]);
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Set-Cookie', 'own=1');
      res.end('x');
    });
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-type')).toBe('image/webp');
    expect(headers.getSetCookie()).toEqual(['own=1', 'form=1']);
  });

  it('go out once with an answer that writes its head itself', async () => {
    const headers = await sent((_req, res) => {
      giveHeader(res, 'X-Request-Id', 'abc');
      res.writeHead(200, [...takeGivenHeaders(res), 'Content-Type', 'text/plain']);
      res.end('x');
    });
    expect(headers.get('x-request-id')).toBe('abc');
    expect(headers.get('content-type')).toBe('text/plain');
  });

  it('keep a writeHead the response already had, and can be given again once settled', async () => {
    const wrapped: number[] = [];
    const headers = await sent((_req, res) => {
      const own = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof own>) {
        wrapped.push(this.statusCode);
        return own.apply(this, args);
      } as typeof own;
      giveHeader(res, 'X-Request-Id', 'abc');
      settleGivenHeaders(res);
      giveHeader(res, 'X-Frame-Options', 'DENY');
      res.end('x');
    });
    expect(wrapped).toEqual([200]);
    expect(headers.get('x-request-id')).toBe('abc');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });
});
