import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../access';

export interface Variant {
  url: string;
  width: number;
  format: string;
}

export interface LibraryPhoto {
  id: string;
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  albumId: string | null;
  position: number;
  variants: Variant[];
  shareUrl: string;
  createdAt: string;
}

export interface LibraryAlbum {
  id: string;
  slug: string;
  title: string;
  position: number;
  coverId: string | null;
  count: number;
}

export interface Library {
  items: LibraryPhoto[];
  albums: LibraryAlbum[];
}

export type MediaAdminData = { ok: true; data: Library } | { ok: false; message: string };

export function mediaAdminLoader(args: LoaderFunctionArgs): Promise<MediaAdminData> {
  return adminApi(args, '/api/admin/media');
}

/** The smallest WebP: a thumbnail for the admin's lists. */
export function thumbnail(photo: LibraryPhoto): string {
  const webp = photo.variants.filter((v) => v.format === 'webp');
  return (webp.find((v) => v.width === 320) ?? webp[0] ?? photo.variants[0])?.url ?? '';
}
