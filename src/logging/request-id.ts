import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { giveHeader } from '../common/given-headers';

/** What a proxy's id may look like to be kept: short, and nothing a log reader could trip over. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The id of a request: the proxy's `X-Request-Id` when the app sits behind one (TRUST_PROXY) and
 * the value is sane, a new UUID otherwise. It is sent back in the answer's `X-Request-Id`, shown on
 * the error page and carried by every log line of the request, so one id finds them all.
 */
export function requestIdFor(trustProxy: boolean) {
  return (req: IncomingMessage, res: ServerResponse): string => {
    const offered = req.headers['x-request-id'];
    const id =
      trustProxy && typeof offered === 'string' && SANE_ID.test(offered) ? offered : randomUUID();
    giveHeader(res, 'X-Request-Id', id);
    return id;
  };
}

/** The id given to a request by the logging middleware (one is always set before any route). */
export function requestIdOf(req: IncomingMessage): string {
  const id = (req as IncomingMessage & { id?: unknown }).id;
  return typeof id === 'string' ? id : randomUUID();
}
