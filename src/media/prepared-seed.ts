import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { processPhoto, type ProcessedPhoto, type ProcessedVariant } from './media-processing';

/**
 * The gallery's first photographs as the build processed them (`writePreparedSeed`), beside the
 * compiled server. A site's first start stores these bytes instead of encoding the photographs
 * itself: the encodes ran on libvips' threads, and glibc kept their memory for the life of the
 * process (docs/decisions/0197-the-build-encodes-the-first-album.md). A server run from the sources
 * (the e2e tests' in-process servers) finds no folder here and encodes as before.
 */
export const PREPARED_SEED = join(__dirname, '..', 'media-seed');

/**
 * The processing code the bytes came from (a hash of its compiled module): a manifest made by other
 * code (a server recompiled by `npm run dev` since the last build) is not used. Worked out when a
 * photograph is written or read, not at every start.
 */
function processingVersion(): string {
  return createHash('sha256')
    .update(readFileSync(require.resolve('./media-processing')))
    .digest('base64url');
}

/** How a prepared photograph is described on disk: its bytes are files beside this. */
interface PreparedManifest extends Omit<ProcessedPhoto, 'original' | 'variants'> {
  processing: string;
  variants: Array<Omit<ProcessedVariant, 'bytes'> & { file: string }>;
}

const nameOf = (file: string) => parse(file).name;
const manifestOf = (file: string, folder: string) => join(folder, `${nameOf(file)}.json`);

/** The build's step: each photograph processed as an upload would be, its bytes as files. */
export async function writePreparedSeed(
  files: readonly string[],
  sourceDir: string,
  folder: string,
): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const file of files) {
    const { original, variants, ...photo } = await processPhoto(
      readFileSync(join(sourceDir, file)),
    );
    const name = nameOf(file);
    writeFileSync(join(folder, `${name}.original`), original);
    const manifest: PreparedManifest = {
      ...photo,
      processing: processingVersion(),
      variants: variants.map(({ bytes, ...variant }, index) => {
        const variantFile = `${name}-${index}.${variant.format}`;
        writeFileSync(join(folder, variantFile), bytes);
        return { ...variant, file: variantFile };
      }),
    };
    // Written last: a build stopped halfway leaves a photograph without a manifest, not prepared.
    writeFileSync(manifestOf(file, folder), JSON.stringify(manifest));
  }
}

/**
 * The photograph as the build prepared it, or undefined where there is none, or one made by other
 * processing code. Throws where a prepared photograph cannot be read whole.
 */
export async function preparedPhoto(
  file: string,
  folder = PREPARED_SEED,
): Promise<ProcessedPhoto | undefined> {
  const manifestFile = manifestOf(file, folder);
  if (!existsSync(manifestFile)) return undefined;
  const { processing, variants, ...photo } = JSON.parse(
    await readFile(manifestFile, 'utf8'),
  ) as PreparedManifest;
  if (processing !== processingVersion()) return undefined;
  return {
    ...photo,
    original: await readFile(join(folder, `${nameOf(file)}.original`)),
    variants: await Promise.all(
      variants.map(async ({ file: variantFile, ...variant }) => ({
        ...variant,
        bytes: await readFile(join(folder, variantFile)),
      })),
    ),
  };
}
