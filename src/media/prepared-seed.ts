import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { processPhoto, type ProcessedPhoto, type ProcessedVariant } from './media-processing';

/**
 * The gallery's first photographs as the build processed them (`writePreparedSeed`), beside the
 * compiled server. A site's first start stores these bytes instead of encoding the photographs
 * itself: the encodes (libvips' threads) took the first start's memory 50–90 MB higher, and glibc
 * kept it for the life of the process (docs/decisions/0197-the-build-encodes-the-first-album.md).
 * Only the built server has them: a server run from the sources (the tests') finds no folder here
 * and encodes as before, so what it stores is never older than the code that made it.
 */
const PREPARED = join(__dirname, '..', 'media-seed');

/** How a prepared photograph is described on disk: its bytes are files beside this. */
interface PreparedManifest extends Omit<ProcessedPhoto, 'original' | 'variants'> {
  variants: Array<Omit<ProcessedVariant, 'bytes'> & { file: string }>;
}

const manifestOf = (file: string, folder: string) => join(folder, `${parse(file).name}.json`);

/** The build's step: each photograph processed as an upload would be, its bytes as files. */
export async function writePreparedSeed(
  files: readonly string[],
  sourceDir: string,
  folder = PREPARED,
): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const file of files) {
    const { original, variants, ...photo } = await processPhoto(
      readFileSync(join(sourceDir, file)),
    );
    const name = parse(file).name;
    writeFileSync(join(folder, `${name}.original`), original);
    const manifest: PreparedManifest = {
      ...photo,
      variants: variants.map(({ bytes, ...variant }) => {
        const variantFile = `${name}-${variant.width}x${variant.height}.${variant.format}`;
        writeFileSync(join(folder, variantFile), bytes);
        return { ...variant, file: variantFile };
      }),
    };
    writeFileSync(manifestOf(file, folder), JSON.stringify(manifest));
  }
}

/** The photograph as the build prepared it, or undefined where the build prepared none. */
export async function preparedPhoto(
  file: string,
  folder = PREPARED,
): Promise<ProcessedPhoto | undefined> {
  const manifestFile = manifestOf(file, folder);
  if (!existsSync(manifestFile)) return undefined;
  const { variants, ...photo } = JSON.parse(
    await readFile(manifestFile, 'utf8'),
  ) as PreparedManifest;
  return {
    ...photo,
    original: await readFile(join(folder, `${parse(file).name}.original`)),
    variants: await Promise.all(
      variants.map(async ({ file: variantFile, ...variant }) => ({
        ...variant,
        bytes: await readFile(join(folder, variantFile)),
      })),
    ),
  };
}
