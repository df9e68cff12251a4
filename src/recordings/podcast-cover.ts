import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT_DIR } from '../ssr/client-renderer';

/** Apple Podcasts asks for a square JPEG or PNG of 1,400 to 3,000 pixels. */
const SIZE = 1400;

const SOURCES = [
  join(ROOT_DIR, 'dist', 'client', 'icons', 'icon-512.png'),
  join(ROOT_DIR, 'public', 'icons', 'icon-512.png'),
];

let cover: Promise<Buffer> | undefined;

/** The feed's artwork: the site's icon (the trust's mark) on its own background, made once. */
export function podcastCover(): Promise<Buffer> {
  cover ??= (async () => {
    const source = SOURCES.find((path) => existsSync(path)) ?? SOURCES[1];
    return sharp(source)
      .resize(SIZE, SIZE, { fit: 'contain', kernel: 'lanczos3', background: '#fdf8f0' })
      .flatten({ background: '#fdf8f0' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
  })();
  cover.catch(() => (cover = undefined));
  return cover;
}
