// The gallery's first album, processed once by the build, so that a site's first start stores it
// without encoding (src/media/prepared-seed.ts; docs/decisions/0197-the-build-encodes-the-first-album.md).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './build-state.mjs';

const require = createRequire(import.meta.url);
const { SEED_PHOTOS, seedDir } = require(join(ROOT, 'dist/server/media/media-seed.js'));
const { PREPARED_SEED, preparedPhoto, writePreparedSeed } = require(
  join(ROOT, 'dist/server/media/prepared-seed.js'),
);
const files = SEED_PHOTOS.map((photo) => photo.file);
await writePreparedSeed(files, seedDir(), PREPARED_SEED);
// Read back where the built server will look: a path gone wrong would only make starts encode.
for (const file of files) {
  if (!(await preparedPhoto(file))) {
    console.error(`The built server does not find the encoding of ${file} in ${PREPARED_SEED}.`);
    process.exit(1);
  }
}
