import type { Crumb } from '../../components/PageHero';

/** A photograph as the gallery API gives it (src/media/dto/media.dto.ts, MediaView). */
export interface PhotoVariant {
  url: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg';
}

export interface Photo {
  id: string;
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  variants: PhotoVariant[];
  shareUrl: string;
}

export interface GalleryAlbum {
  id: string;
  slug: string;
  title: string;
  count: number;
  cover: Photo | null;
}

export interface GalleryAlbumPage {
  album: GalleryAlbum;
  photos: Photo[];
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
