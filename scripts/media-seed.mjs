// The gallery's first album, processed once by the build, so that a site's first start stores it
// without encoding (src/media/prepared-seed.ts; docs/decisions/0197-the-build-encodes-the-first-album.md).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './build-state.mjs';

const require = createRequire(import.meta.url);
const { SEED_PHOTOS, seedDir } = require(join(ROOT, 'dist/server/media/media-seed.js'));
const { writePreparedSeed } = require(join(ROOT, 'dist/server/media/prepared-seed.js'));
await writePreparedSeed(
  SEED_PHOTOS.map((photo) => photo.file),
  seedDir(),
);
