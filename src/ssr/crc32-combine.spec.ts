import fc from 'fast-check';
import { crc32 } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

const bytes = fc.uint8Array({ maxLength: 3000 }).map((array) => Buffer.from(array));

describe('crc32Combine', () => {
  it('gives the CRC-32 of a concatenation from the CRCs of its parts', () => {
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const combined = crc32Combine(crc32(a), crc32(b), crc32Shift(b.length));
        expect(combined).toBe(crc32(Buffer.concat([a, b])));
      }),
    );
  });

  it('chains over many parts', () => {
    fc.assert(
      fc.property(fc.array(bytes, { maxLength: 8 }), (parts) => {
        const combined = parts.reduce(
          (crc, part) => crc32Combine(crc, crc32(part), crc32Shift(part.length)),
          0,
        );
        expect(combined).toBe(crc32(Buffer.concat(parts)));
      }),
    );
  });

  it('shifts past long lengths as zlib does (a megabyte of zeros)', () => {
    const zeros = Buffer.alloc(1 << 20);
    const head = Buffer.from('head');
    const combined = crc32Combine(crc32(head), crc32(zeros), crc32Shift(zeros.length));
    expect(combined).toBe(crc32(Buffer.concat([head, zeros])));
  });

  it('refuses lengths that are not byte counts', () => {
    expect(() => crc32Shift(-1)).toThrow(RangeError);
    expect(() => crc32Shift(1.5)).toThrow(RangeError);
  });
});
