import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VariantFormat } from './media.entity';

export interface StoredVariant {
  bytes: Buffer;
  etag: string;
  format: VariantFormat;
}

/** What the cache may hold in all: the variants a page of the gallery shows, many times over. */
const CACHE_BYTES = 64 * 1024 * 1024;
/**
 * A variant never changes under its address, so the cache needs no invalidation for edits; the
 * time limit only bounds how long another replica keeps serving a photograph deleted here.
 */
const CACHE_MS = 10 * 60 * 1000;

interface Entry extends StoredVariant {
  expires: number;
}

/**
 * The bytes of /media/{id}/{width}.{format}: read from the database once, then kept in this
 * process in a small least-recently-used cache, so a popular photograph costs no query per
 * request (docs/decisions/0173-media-in-the-database.md).
 */
@Injectable()
export class MediaFiles {
  private readonly cache = new Map<string, Entry>();
  private cachedBytes = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** The variant if this process holds it (no query), else undefined. */
  cached(id: string, width: number, format: VariantFormat): StoredVariant | undefined {
    const key = `${id}/${width}.${format}`;
    const hit = this.cache.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.drop(key);
      return undefined;
    }
    // Map keeps insertion order: moving the entry to the end makes the first the least recent.
    this.cache.delete(key);
    this.cache.set(key, hit);
    return hit;
  }

  async variant(
    id: string,
    width: number,
    format: VariantFormat,
  ): Promise<StoredVariant | undefined> {
    const hit = this.cached(id, width, format);
    if (hit) return hit;
    const key = `${id}/${width}.${format}`;
    const now = Date.now();
    const [row] = (await this.dataSource.query(
      `SELECT bytes, etag FROM media_variants WHERE media_id = $1 AND width = $2 AND format = $3`,
      [id, width, format],
    )) as Array<{ bytes: Buffer; etag: string }>;
    if (!row) return undefined;
    const entry: Entry = { bytes: row.bytes, etag: row.etag, format, expires: now + CACHE_MS };
    if (entry.bytes.length <= CACHE_BYTES / 8) {
      this.cache.set(key, entry);
      this.cachedBytes += entry.bytes.length;
      for (const [oldest] of this.cache) {
        if (this.cachedBytes <= CACHE_BYTES) break;
        this.drop(oldest);
      }
    }
    return entry;
  }

  /** Drops a deleted photograph's variants from this process's cache. */
  forget(id: string): void {
    for (const key of [...this.cache.keys()]) if (key.startsWith(`${id}/`)) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.cache.get(key);
    if (!entry) return;
    this.cachedBytes -= entry.bytes.length;
    this.cache.delete(key);
  }
}
