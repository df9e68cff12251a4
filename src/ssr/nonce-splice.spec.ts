import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import { fillSplice, gzipSplice, identitySplice } from './nonce-splice';

const PLACEHOLDER = '__CSP_NONCE__';

/**
 * What the page would be with the nonce substituted as text (split and join: replaceAll would read
 * `$&` or `$$` in the nonce as patterns; the server's base64 nonces have no `$`).
 */
const substituted = (template: string, nonce: string) =>
  Buffer.from(template.split(PLACEHOLDER).join(nonce));

const segmentsOf = (template: string) =>
  template.split(PLACEHOLDER).map((segment) => Buffer.from(segment));

/** Page-like text: tags, repeats and non-ASCII, with the placeholder anywhere (or nowhere). */
const template = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.constantFrom(
        PLACEHOLDER,
        `<script nonce="${PLACEHOLDER}">`,
        '<div class="card">Viveka Chūḍāmaṇi</div>',
        'विवेकचूडामणि',
      ),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** Nonces as the server makes them: 16 random bytes in base64. */
const serverNonce = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => Buffer.from(bytes).toString('base64'));

/** Those, and any other text. */
const nonce = fc.oneof(
  serverNonce,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

describe('nonce splicing', () => {
  it('gzip: gunzips to the page with the nonce substituted', () => {
    fc.assert(
      fc.property(template, nonce, (page, value) => {
        const nonceBytes = Buffer.from(value);
        const splice = gzipSplice(segmentsOf(page), nonceBytes.length);
        // gunzipSync checks the CRC-32 and the length in the trailer too.
        expect(gunzipSync(fillSplice(splice, nonceBytes))).toEqual(substituted(page, value));
      }),
    );
  });

  it("gzip: its trailer holds zlib's CRC-32 of the page, for each response's nonce", () => {
    fc.assert(
      fc.property(
        template,
        fc.array(serverNonce, { minLength: 1, maxLength: 3 }),
        (page, values) => {
          const segments = segmentsOf(page);
          const splice = gzipSplice(segments, 24);
          for (const value of values.map((v) => Buffer.from(v))) {
            const body = fillSplice(splice, value);
            const text = Buffer.concat(segments.flatMap((s, i) => (i ? [value, s] : [s])));
            expect(body.readUInt32LE(body.length - 8)).toBe(crc32(text));
          }
        },
      ),
    );
  });

  it('identity: is the page with the nonce substituted', () => {
    fc.assert(
      fc.property(template, nonce, (page, value) => {
        const nonceBytes = Buffer.from(value);
        const splice = identitySplice(segmentsOf(page), nonceBytes.length);
        expect(fillSplice(splice, nonceBytes)).toEqual(substituted(page, value));
      }),
    );
  });

  it("is the string substitution the render cache used to make, for the server's nonces", () => {
    fc.assert(
      fc.property(template, serverNonce, (page, value) => {
        const expected = Buffer.from(page.replaceAll(PLACEHOLDER, value));
        const segments = segmentsOf(page);
        const nonceBytes = Buffer.from(value);
        expect(fillSplice(identitySplice(segments, 24), nonceBytes)).toEqual(expected);
        expect(gunzipSync(fillSplice(gzipSplice(segments, 24), nonceBytes))).toEqual(expected);
      }),
    );
  });

  it('serves any number of nonces from one preparation, leaving the image untouched', () => {
    const page = `<head><script nonce="${PLACEHOLDER}"></script></head><body>${'<p>satsang</p>'.repeat(500)}<script nonce="${PLACEHOLDER}"></script></body>`;
    const gzip = gzipSplice(segmentsOf(page), 24);
    const identity = identitySplice(segmentsOf(page), 24);
    const image = Buffer.from(gzip.image);
    for (let i = 0; i < 20; i++) {
      const value = randomBytes(16).toString('base64');
      expect(gunzipSync(fillSplice(gzip, Buffer.from(value)))).toEqual(substituted(page, value));
      expect(fillSplice(identity, Buffer.from(value))).toEqual(substituted(page, value));
    }
    expect(gzip.image).toEqual(image);
  });

  it('compresses long pages across the holes (segments refer back past the nonces)', () => {
    // Varied text larger than deflate's 32 kB window and than a stored block, with nonces between.
    const words = Array.from({ length: 12_000 }, (_, i) => `w${(i * 7919) % 5003}`).join(' ');
    const page = [words, words.slice(0, 20_000), words, ''].join(`<p nonce="${PLACEHOLDER}">`);
    const value = randomBytes(16).toString('base64');
    const splice = gzipSplice(segmentsOf(page), 24);
    const body = fillSplice(splice, Buffer.from(value));
    expect(gunzipSync(body)).toEqual(substituted(page, value));
    // The repeated text costs next to nothing: it is found again in the earlier segments.
    const alone = segmentsOf(page).reduce(
      (total, segment) => total + gzipSplice([segment], 0).image.length,
      0,
    );
    expect(body.length).toBeLessThan(alone);
  });

  it('ends each nonce in a stored block and the stream in an empty final one', () => {
    const page = `a${PLACEHOLDER}b`;
    const splice = gzipSplice(segmentsOf(page), 3);
    const body = fillSplice(splice, Buffer.from('xyz'));
    const stored = body.indexOf(Buffer.from([0x00, 0x03, 0x00, 0xfc, 0xff, 0x78, 0x79, 0x7a]));
    expect(stored).toBeGreaterThan(10);
    const deflate = body.subarray(10, body.length - 8);
    expect(deflate.subarray(-5)).toEqual(Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]));
    expect(inflateRawSync(deflate).toString()).toBe('axyzb');
  });

  it('refuses a nonce of another length than it was made for', () => {
    const splice = gzipSplice(segmentsOf(`a${PLACEHOLDER}b`), 24);
    expect(() => fillSplice(splice, Buffer.from('short'))).toThrow(RangeError);
    expect(() => gzipSplice([], 70_000)).toThrow(RangeError);
  });
});
