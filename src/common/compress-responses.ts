import compression from 'compression';

/**
 * The compressed bytes the stream hands on at a time. zlib's default, 16 KiB, sent a rendered page
 * in pieces (a member's dashboard of 89 kB in two, its first ending inside the profile card), each
 * after its own turn in the thread pool; a browser that painted between them showed the card half
 * parsed and then moved it (docs/decisions/0218-the-first-paint-waits-for-the-content.md). 256 KiB holds any page
 * the site renders in one write; a download larger than that still streams.
 */
const COMPRESSED_CHUNK_BYTES = 256 * 1024;

/** The compression middleware, as every response that is compressed on the way out uses it. */
export function compressResponses(): ReturnType<typeof compression> {
  return compression({
    chunkSize: COMPRESSED_CHUNK_BYTES,
    brotli: { chunkSize: COMPRESSED_CHUNK_BYTES },
  });
}
