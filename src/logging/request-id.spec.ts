import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { givenHeader } from '../common/given-headers';
import { requestIdFor } from './request-id';

function exchange(header?: string) {
  const req = new IncomingMessage(new Socket());
  if (header !== undefined) req.headers['x-request-id'] = header;
  const res = new ServerResponse(req);
  return { req, res, sent: () => givenHeader(res, 'X-Request-Id') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a sane id from the proxy and sends it back', () => {
    const { req, res, sent } = exchange('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(requestIdFor(true)(req, res)).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(sent()).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('makes its own for a missing, short, long or odd one, or when no proxy is trusted', () => {
    for (const [offered, trusted] of [
      [undefined, true],
      ['short', true],
      ['x'.repeat(129), true],
      ['has spaces in it', true],
      ['line\nbreak-0123', true],
      ['<script>alert(1)</script>', true],
      ['4bf92f3577b34da6a3ce929d0e0e4736', false],
    ] as const) {
      const { req, res, sent } = exchange(offered);
      const id = requestIdFor(trusted)(req, res);
      expect({ offered, id: UUID.test(id), sent: sent() === id }).toEqual({
        offered,
        id: true,
        sent: true,
      });
    }
  });
});
