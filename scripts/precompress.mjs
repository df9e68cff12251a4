// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file
// of the client build, when it is smaller than the file, so the server sends them without
// compressing anything per request (src/ssr/static-files.ts serves them).
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats. Fonts (woff2) and images (jpg, png, webp, avif) are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    );
}

const encoders = {
  '.br': (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Precompresses the files under dir; returns how many copies were written. */
export function precompress(dir) {
  let written = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    const data = readFileSync(file);
    const { atime, mtime } = statSync(file);
    for (const [suffix, encode] of Object.entries(encoders)) {
      const compressed = encode(data);
      if (compressed.length >= data.length) continue;
      writeFileSync(file + suffix, compressed);
      // Same modification time as the file: Last-Modified does not depend on the coding.
      utimesSync(file + suffix, atime, mtime);
      written++;
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <folder>');
    process.exit(2);
  }
  console.log(`${precompress(dir)} precompressed copies written.`);
}
