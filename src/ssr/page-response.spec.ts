import type { IncomingMessage } from 'node:http';
import { chooseEncoding } from './content-coding';
import { splicedEncoding } from './page-response';

const asked = (accept?: string) =>
  ({ headers: accept === undefined ? {} : { 'accept-encoding': accept } }) as IncomingMessage;

/** What splicedEncoding answered before it kept its choices: negotiated every time. */
function negotiated(accept?: string) {
  const encoding = chooseEncoding(asked(accept), ['gzip', 'br', 'deflate', 'identity']);
  return encoding === 'gzip' || encoding === 'identity' ? encoding : undefined;
}

describe('splicedEncoding', () => {
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

  it('answers each Accept-Encoding as negotiating it afresh would, the first time and after', () => {
    for (let round = 0; round < 3; round++) {
      for (const accept of headers) expect(splicedEncoding(asked(accept))).toBe(negotiated(accept));
    }
  });

  it('keeps answering the same past the bound of values it keeps', () => {
    const many = Array.from({ length: 200 }, (_, i) => `gzip;q=0.${i % 10}, x-${i}, br`);
    for (const accept of [...many, ...headers, ...many.reverse()]) {
      expect(splicedEncoding(asked(accept))).toBe(negotiated(accept));
    }
  });
});
