import type { Crumb } from '../../components/PageHero';
import type { Schema } from '../../lib/api-schema';

/** A photograph, an album and an album's page as the gallery API gives them. */
export type Photo = Schema<'MediaView'>;
export type PhotoVariant = Schema<'MediaVariantView'>;
export type GalleryAlbum = Schema<'GalleryAlbumView'>;
export type GalleryAlbumPage = Schema<'GalleryAlbumPage'>;

/** How wide a photograph of the grids (albums, an album's photographs) is shown. */
export const GRID_SIZES = '(min-width: 1200px) 360px, (min-width: 640px) 50vw, 100vw';

/** Every width made of a photograph in one format, as a srcset. */
export function srcSetOf(photo: Photo, format: PhotoVariant['format']): string {
  return photo.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * The first photograph of a grid, for the page's head to preload (its largest paint): the AVIF
 * set, which every browser that reads `imagesrcset` also decodes.
 */
export function gridPreload(photo: Photo | null | undefined) {
  const srcSet = photo ? srcSetOf(photo, 'avif') : '';
  return srcSet ? { srcSet, sizes: GRID_SIZES, type: 'image/avif' } : undefined;
}

/** The address of the largest JPEG: what a photograph links to for a visitor without JavaScript. */
export function largestUrl(photo: Photo): string {
  const jpegs = photo.variants.filter((v) => v.format === 'jpeg');
  return jpegs.reduce((a, b) => (b.width > a.width ? b : a), jpegs[0]).url;
}

export const photoCount = (n: number) => `${n} ${n === 1 ? 'photograph' : 'photographs'}`;

export const albumCrumbs = (album: { slug: string; title: string }): Crumb[] => [
  { label: 'Home', href: '/' },
  { label: 'Gallery', href: '/gallery' },
  { label: album.title, href: `/gallery/${album.slug}` },
];
