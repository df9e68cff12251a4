import type { IncomingMessage } from 'node:http';
import { rankEncodings } from './content-coding';
import { preparedCodings } from './page-response';

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
