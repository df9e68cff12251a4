import type { MediaItem, MediaVariant } from './media.entity';
import type { MediaVariantView, MediaView } from './dto/media.dto';
import { SHARE_WIDTH } from './media-processing';

type VariantRow = Pick<MediaVariant, 'width' | 'height' | 'format'>;

const FORMAT_ORDER = ['avif', 'webp', 'jpeg'];

export const variantUrl = (id: string, width: number, format: string) =>
  `/media/${id}/${width}.${format}`;

/** The variants for srcset, all of the photograph's own proportions (the share crop is apart). */
export function variantViews(id: string, rows: VariantRow[]): MediaVariantView[] {
  return rows
    .filter((v) => v.width !== SHARE_WIDTH)
    .sort(
      (a, b) =>
        FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format) || a.width - b.width,
    )
    .map((v) => ({
      url: variantUrl(id, v.width, v.format),
      width: v.width,
      height: v.height,
      format: v.format,
    }));
}

export function shareUrl(id: string, rows: VariantRow[]): string {
  const jpegs = rows.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width);
  const share = jpegs.find((v) => v.width === SHARE_WIDTH) ?? jpegs[0];
  return variantUrl(id, share?.width ?? SHARE_WIDTH, 'jpeg');
}

export function mediaView(item: MediaItem, rows: VariantRow[]): MediaView {
  return {
    id: item.id,
    width: item.width,
    height: item.height,
    alt: item.alt,
    caption: item.caption,
    albumId: item.albumId,
    position: item.position,
    variants: variantViews(item.id, rows),
    shareUrl: shareUrl(item.id, rows),
    createdAt: item.createdAt.toISOString(),
  };
}
