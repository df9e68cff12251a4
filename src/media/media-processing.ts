import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { VariantFormat } from './media.entity';

// libvips keeps the results of recent operations for reuse, up to 50 MB; each photograph here is
// processed once, so nothing is reused and the cache only held memory after an upload. One thread
// an image, as sharp chooses on glibc's allocator alone: under the image's jemalloc sharp would use
// every core, and a photograph's dozen encodes must not crowd out the requests
// (docs/decisions/0194-native-memory.md, 0201-jemalloc-returns-what-the-first-start-freed.md).
sharp.cache(false);
sharp.concurrency(1);

/** The largest upload taken, in bytes (the interceptor refuses more before it is read whole). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The most pixels a photograph may have: a 40-megapixel camera's frame, and no decompression bomb. */
export const MAX_PIXELS = 40_000_000;
/** The widths made for srcset, each only when the original is at least that wide. */
export const VARIANT_WIDTHS = [320, 640, 800, 960, 1280, 1600] as const;
/**
 * The share image (og:image, twitter:image): a JPEG, which every crawler reads, cut to the
 * 1200×630 the share cards show (sharp's attention crop keeps the busiest part). Made only from
 * photographs at least that wide; 1200 is not a srcset width, so its address is its own.
 */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export const UPLOAD_SENTENCES = {
  missing: 'Choose a photograph to upload (the form field is named file).',
  tooLarge: 'The photograph is larger than 20 MB. Please send a smaller file.',
  notAnImage:
    'The file is not a JPEG, PNG or WebP photograph (its contents were checked, not its name). ' +
    'SVG and other formats are not accepted.',
  corrupt: 'The photograph could not be read: the file is damaged or incomplete.',
  tooManyPixels:
    'The photograph has more than 40 megapixels. Please send one of at most 40 million pixels.',
} as const;

export type UploadRefusal = keyof typeof UPLOAD_SENTENCES;

export class UploadRefused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(UPLOAD_SENTENCES[reason]);
  }
}

export type SourceFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format the file's first bytes announce. Only these three signatures are looked for: the
 * client's type and the file name are never consulted, and anything else (SVG, HTML, GIF, HEIC,
 * TIFF) is refused before a decoder sees it, so sharp's SVG and TIFF readers are never reached.
 */
export function sniffFormat(bytes: Buffer): SourceFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export interface ProcessedVariant {
  width: number;
  height: number;
  format: VariantFormat;
  bytes: Buffer;
  etag: string;
}

export interface ProcessedPhoto {
  format: SourceFormat;
  width: number;
  height: number;
  /** The original, upright and without metadata, at full size in its own format. */
  original: Buffer;
  variants: ProcessedVariant[];
}

/**
 * Encoder settings for photographs on the web. AVIF at effort 1 is four times faster than at 2
 * for files within 1% of the size, and mozjpeg's trellis search costs ten times plain libjpeg:
 * both matter for the 3-second budget of a 12-megapixel upload (docs/decisions/0173, figures).
 */
const ENCODE: Record<VariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 75, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 78, progressive: true }),
};

function keepOriginal(image: sharp.Sharp, format: SourceFormat): sharp.Sharp {
  if (format === 'png') return image.png({ compressionLevel: 6 });
  if (format === 'webp') return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90 });
}

export const contentEtag = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** The widths made for a photograph `width` pixels wide: never wider than it. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

/**
 * Checks and renders an upload: refuses what is not a JPEG, PNG or WebP by its bytes, what is
 * damaged (sharp fails on any decoder warning) or too large in pixels; otherwise turns it upright
 * by its EXIF orientation, drops all metadata (EXIF, GPS, XMP; colours are converted to sRGB), and
 * makes AVIF, WebP and JPEG at each width plus the share JPEG. The photograph is decoded once, at
 * the largest width needed; every variant is made from that.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const format = sniffFormat(input);
  if (!format) throw new UploadRefused('notAnImage');
  const options: sharp.SharpOptions = { failOn: 'warning', limitInputPixels: MAX_PIXELS };
  let meta: sharp.Metadata;
  try {
    // The header alone: the pixel limit is checked below, with its own sentence.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused('corrupt');
  }
  if (meta.format !== format) throw new UploadRefused('notAnImage');
  if (!meta.width || !meta.height) throw new UploadRefused('corrupt');
  if (meta.width * meta.height > MAX_PIXELS) throw new UploadRefused('tooManyPixels');
  try {
    // Decoding the whole image here is also what finds a truncated or damaged file.
    const upright = await sharp(input, options)
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    const raw = { raw: { width, height, channels } };
    const largest = Math.min(width, Math.max(VARIANT_WIDTHS.at(-1)!, SHARE_WIDTH));
    const base =
      largest < width
        ? await sharp(upright.data, raw)
            .resize({ width: largest })
            .raw()
            .toBuffer({ resolveWithObject: true })
        : upright;
    const baseRaw = {
      raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
    };
    const render = async (
      w: number,
      f: VariantFormat,
      share = false,
    ): Promise<ProcessedVariant> => {
      let image = sharp(base.data, baseRaw);
      if (share) {
        image = image.resize({
          width: SHARE_WIDTH,
          height: SHARE_HEIGHT,
          fit: 'cover',
          position: 'attention',
        });
      } else if (w < base.info.width) image = image.resize({ width: w });
      // JPEG has no alpha: a transparent PNG is laid on white rather than on black.
      if (f === 'jpeg') image = image.flatten({ background: '#ffffff' });
      const { data, info } = await ENCODE[f](image).toBuffer({ resolveWithObject: true });
      return {
        width: info.width,
        height: info.height,
        format: f,
        bytes: data,
        etag: contentEtag(data),
      };
    };
    const jobs: Array<Promise<ProcessedVariant>> = [];
    for (const w of variantWidths(width)) {
      for (const f of ['avif', 'webp', 'jpeg'] as const) jobs.push(render(w, f));
    }
    if (width >= SHARE_WIDTH && height >= SHARE_HEIGHT) {
      jobs.push(render(SHARE_WIDTH, 'jpeg', true));
    }
    const [original, ...variants] = await Promise.all([
      keepOriginal(sharp(upright.data, raw), format).toBuffer(),
      ...jobs,
    ]);
    return {
      format,
      width,
      height,
      original: original as Buffer,
      variants: variants as ProcessedVariant[],
    };
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('corrupt');
  }
}
