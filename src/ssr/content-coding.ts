import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

/** negotiator ≥ 1 takes the server's order of preference; its published types predate that. */
interface EncodingNegotiator {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

/**
 * The codings among `offered` (the server's preference first; 'identity' may be among them) that
 * the request's Accept-Encoding accepts, best first, as RFC 9110 §12.5.3 reads it: the client's
 * weights first, the server's order on a tie.
 */
export function rankEncodings<T extends string>(
  req: Pick<IncomingMessage, 'headers'>,
  offered: readonly T[],
): T[] {
  const negotiator = new Negotiator(req) as unknown as EncodingNegotiator;
  return negotiator.encodings(offered, { preferred: offered }) as T[];
}

/** The best of `offered` for this request; identity when nothing offered is acceptable. */
export function chooseEncoding<T extends string>(
  req: Pick<IncomingMessage, 'headers'>,
  offered: readonly T[],
): T | 'identity' {
  return rankEncodings(req, offered)[0] ?? 'identity';
}
