import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A cached page's bytes, prepared once, with holes where each response's CSP nonce goes: a
 * response copies the image and writes its nonce into the holes, instead of substituting and
 * compressing ~25 kB of HTML every time.
 *
 * The gzip form is one gzip member whose deflate stream is spliced together: each fixed segment
 * of the page compressed once (ending with a sync flush, so it ends on a byte boundary without
 * ending the stream), each nonce as a stored (uncompressed) block, then an empty final block. Only
 * the trailer's CRC-32 depends on the nonce; it is carried across each fixed segment by a map read
 * off zlib's crc32 when the page is prepared, so a response hashes only its nonces
 * (docs/decisions/0060-render-cache.md, docs/decisions/0195-what-a-cached-page-costs.md).
 */
export interface NonceSplice {
  /** The response bytes, with zeros in the holes (and in the CRC, for gzip). */
  readonly image: Buffer;
  /** Offset of each hole in image, in page order. */
  readonly holes: readonly number[];
  /** Byte length of the nonce the holes were made for. */
  readonly nonceLength: number;
  /** gzip only: the trailer's CRC-32 over the page's text, all but the nonces worked out. */
  readonly crc?: PageCrc;
}

/**
 * zlib's `crc32(segment, s)` is affine in the running value s over GF(2): s ↦ M·s ⊕ c, with c
 * the CRC of the segment from 0. So a fixed segment is kept as c and the 32 columns of M, each
 * read off zlib itself (crc32 from the value with one bit set, less c), and a response carries its
 * running value across the segment with at most 32 XORs instead of reading the segment again.
 */
interface CrcCarry {
  readonly constant: number;
  readonly columns: Uint32Array;
}

interface PageCrc {
  /** The CRC-32 of the text before the first nonce. */
  readonly start: number;
  /** One carry for each segment after a nonce, in page order. */
  readonly carries: readonly CrcCarry[];
}

function crcCarry(segment: Buffer): CrcCarry {
  const constant = crc32(segment, 0);
  const columns = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) columns[bit] = crc32(segment, 2 ** bit) ^ constant;
  return { constant, columns };
}

function carry({ constant, columns }: CrcCarry, value: number): number {
  let out = constant;
  for (let bit = 0, rest = value; rest !== 0; bit++, rest >>>= 1) {
    if (rest & 1) out ^= columns[bit];
  }
  return out >>> 0;
}

/** What fillSplice needs for the CRC-32 of segment 0 ‖ nonce ‖ segment 1 ‖ … ‖ nonce ‖ segment n. */
function pageCrc(segments: readonly Buffer[]): PageCrc {
  return { start: crc32(segments[0] ?? Buffer.alloc(0)), carries: segments.slice(1).map(crcCarry) };
}

/** The CRC-32 of the page with this nonce in every hole. */
function crcWith({ start, carries }: PageCrc, nonce: Buffer): number {
  let value = start;
  for (const segment of carries) value = carry(segment, crc32(nonce, value));
  return value;
}

/** The longest stored block: LEN is 16 bits. Nonces are a few dozen bytes. */
const MAX_STORED = 0xffff;
/** Deflate looks back at most 32 kB. */
const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([
  0x1f,
  0x8b, // magic
  0x08, // deflate
  0x00, // no flags: no name, no comment, no extra field
  0x00,
  0x00,
  0x00,
  0x00, // no modification time
  0x02, // compressed at the highest level
  0x03, // Unix
]);
/** An empty stored block with BFINAL set: ends the deflate stream on a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/**
 * What the compressor sees in place of each nonce: 0xFF never occurs in UTF-8, so no back
 * reference can copy from it, while the distances past it stay right for a nonce of that length.
 */
const HOLE_BYTE = 0xff;

function checkNonceLength(length: number): void {
  if (!Number.isInteger(length) || length < 0 || length > MAX_STORED) {
    throw new RangeError(`A nonce of ${length} bytes cannot be spliced`);
  }
}

/** The page as it is sent uncompressed: the segments with an empty hole between each two. */
export function identitySplice(segments: readonly Buffer[], nonceLength: number): NonceSplice {
  checkNonceLength(nonceLength);
  const parts: Buffer[] = [];
  const holes: number[] = [];
  let offset = 0;
  segments.forEach((segment, index) => {
    if (index > 0) {
      holes.push(offset);
      parts.push(Buffer.alloc(nonceLength));
      offset += nonceLength;
    }
    parts.push(segment);
    offset += segment.length;
  });
  return { image: Buffer.concat(parts, offset), holes, nonceLength };
}

/** The header of a stored block of `length` bytes (not final), byte-aligned: BTYPE 00, LEN, NLEN. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

/**
 * One segment as raw deflate blocks ending with a sync flush (not final). The text before it (with
 * the holes as HOLE_BYTE) is given as a preset dictionary, so the segment can refer back to it as
 * if the whole page were compressed in one go.
 */
function deflateSegment(segment: Buffer, history: Buffer | undefined): Buffer {
  return deflateRawSync(segment, {
    level: constants.Z_BEST_COMPRESSION,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(history?.length ? { dictionary: history.subarray(-WINDOW) } : {}),
  });
}

/** The page as one gzip member (RFC 1952) with a stored block for each nonce. */
export function gzipSplice(segments: readonly Buffer[], nonceLength: number): NonceSplice {
  checkNonceLength(nonceLength);
  // Segments are UTF-8 text, which never holds 0xFF; anything else is compressed without history.
  const useHistory = !segments.some((segment) => segment.includes(HOLE_BYTE));
  const hole = Buffer.alloc(nonceLength, HOLE_BYTE);
  const parts: Buffer[] = [GZIP_HEADER];
  const holes: number[] = [];
  let offset = GZIP_HEADER.length;
  let history: Buffer | undefined;
  let size = 0;
  segments.forEach((segment, index) => {
    if (index > 0) {
      const header = storedBlockHeader(nonceLength);
      parts.push(header, Buffer.alloc(nonceLength));
      holes.push(offset + header.length);
      offset += header.length + nonceLength;
      size += nonceLength;
      if (useHistory) history = Buffer.concat([history ?? Buffer.alloc(0), hole]).subarray(-WINDOW);
    }
    if (segment.length) {
      const compressed = deflateSegment(segment, history);
      parts.push(compressed);
      offset += compressed.length;
      size += segment.length;
      if (useHistory)
        history = Buffer.concat([history ?? Buffer.alloc(0), segment]).subarray(-WINDOW);
    }
  });
  const trailer = Buffer.alloc(8);
  // ISIZE: the uncompressed length modulo 2^32; the CRC before it is written per response.
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return {
    image: Buffer.concat(parts),
    holes,
    nonceLength,
    crc: pageCrc(segments),
  };
}

/** The response body for one nonce: a copy of the image with the nonce in every hole. */
export function fillSplice(splice: NonceSplice, nonce: Buffer): Buffer {
  if (nonce.length !== splice.nonceLength) {
    throw new RangeError(`Made for ${splice.nonceLength}-byte nonces, given ${nonce.length} bytes`);
  }
  // Every byte is written below: no need for the zeroing Buffer.from's copy pays for first.
  const body = Buffer.allocUnsafe(splice.image.length);
  splice.image.copy(body);
  for (const offset of splice.holes) nonce.copy(body, offset);
  if (splice.crc) body.writeUInt32LE(crcWith(splice.crc, nonce), body.length - 8);
  return body;
}
