import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../admin/audit/audit.service';
import type { Principal } from '../common/principal';
import type {
  AlbumView,
  MediaLibraryView,
  MediaView,
  UpdateAlbumDto,
  UpdateMediaDto,
  UploadMediaDto,
} from './dto/media.dto';
import { MediaFiles } from './media-files.service';
import { MediaAlbum, MediaItem, MediaVariant } from './media.entity';
import { processPhoto, UploadRefused, type ProcessedPhoto } from './media-processing';
import { mediaView } from './media-views';
import { slugify } from './slug';
import { SiteRevision } from '../site-revision/site-revision.service';
import { SitemapEntries } from '../site-revision/sitemap-entries';
import { DomainError } from '../common/domain-error';

export const PHOTO_NOT_FOUND = 'There is no such photograph.';
export const ALBUM_NOT_FOUND = 'There is no such album.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type VariantMeta = Pick<MediaVariant, 'mediaId' | 'width' | 'height' | 'format'>;

/** Who stored a photograph: an admin through the API, or the site's own seed at start. */
export type Uploader = Principal | 'seed';

/**
 * The photographs and albums as the admin pages change them. Each change is one transaction with
 * its audit entry; a photograph is processed completely before the transaction starts, so a file
 * that fails leaves nothing behind.
 */
@Injectable()
export class MediaLibraryService implements OnModuleInit {
  private processing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
    private readonly files: MediaFiles,
    private readonly changes: SiteRevision,
    private readonly sitemap: SitemapEntries,
  ) {}

  /** Each album with photographs is a page of its own in sitemap.xml. */
  onModuleInit(): void {
    this.sitemap.register(async () => {
      const rows = (await this.dataSource.query(
        `SELECT a.slug, GREATEST(a.updated_at, MAX(m.updated_at)) AS lastmod
         FROM media_albums a JOIN media m ON m.album_id = a.id GROUP BY a.id`,
      )) as Array<{ slug: string; lastmod: Date }>;
      return rows.map((r) => ({ path: `/gallery/${r.slug}`, lastmod: new Date(r.lastmod) }));
    });
  }

  async upload(bytes: Buffer, fields: UploadMediaDto, admin: Principal): Promise<MediaView> {
    let photo: ProcessedPhoto;
    try {
      photo = await this.oneAtATime(() => processPhoto(bytes));
    } catch (error) {
      if (error instanceof UploadRefused) throw new DomainError('invalid', error.message);
      throw error;
    }
    const view = await this.store(photo, fields, admin);
    await this.changes.changed();
    return view;
  }

  /**
   * Photographs are processed one after another in each process: a 40-megapixel frame decodes to
   * 120 MB, and an admin's several files arrive at once (the heap is capped at 256 MB in the
   * container; sharp's own threads already use every core for one photograph).
   */
  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = this.processing.then(work, work);
    this.processing = run.catch(() => undefined);
    return run;
  }

  /** After the seed has added photographs: the pages that show them are rendered again. */
  changedBySeed(): Promise<void> {
    return this.changes.changed();
  }

  /** Stores a processed photograph (and its album, when named by a new title). */
  async store(
    photo: ProcessedPhoto,
    fields: UploadMediaDto,
    by: Uploader,
    seedKey?: string,
  ): Promise<MediaView> {
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const albumId = fields.album ? await this.albumFor(manager, fields.album, by) : null;
      const [{ next }] = (await manager.query(
        `SELECT COALESCE(MAX(position) + 1, 0)::int AS next FROM media
         WHERE album_id IS NOT DISTINCT FROM $1`,
        [albumId],
      )) as Array<{ next: number }>;
      const repo = manager.getRepository(MediaItem);
      const item = repo.create({
        albumId,
        position: next,
        alt: fields.alt,
        caption: fields.caption ?? null,
        width: photo.width,
        height: photo.height,
        format: photo.format,
        original: photo.original,
        seedKey: seedKey ?? null,
      });
      await manager
        .query(
          `INSERT INTO media (album_id, position, alt, caption, width, height, format, original, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, created_at`,
          [
            item.albumId,
            item.position,
            item.alt,
            item.caption,
            item.width,
            item.height,
            item.format,
            item.original,
            item.seedKey,
          ],
        )
        .then(([row]: Array<{ id: string; created_at: Date }>) => {
          item.id = row.id;
          item.createdAt = row.created_at;
        });
      for (const v of photo.variants) {
        await manager.query(
          `INSERT INTO media_variants (media_id, width, height, format, etag, bytes)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [item.id, v.width, v.height, v.format, v.etag, v.bytes],
        );
      }
      if (by !== 'seed') {
        await this.audit.record({
          actor: by,
          action: 'media.uploaded',
          targetType: 'media',
          targetId: item.id,
          detail: {
            albumId,
            width: photo.width,
            height: photo.height,
            bytes: photo.original.length,
          },
        });
      }
      return mediaView(item, photo.variants);
    });
  }

  /** The album an upload names: by id (which must exist), else by title, made when new. */
  private async albumFor(manager: EntityManager, album: string, by: Uploader): Promise<string> {
    const albums = manager.getRepository(MediaAlbum);
    if (UUID.test(album)) {
      const found = await albums.findOne({ where: { id: album } });
      if (!found) throw new DomainError('invalid', ALBUM_NOT_FOUND);
      return found.id;
    }
    const [existing] = (await manager.query(
      `SELECT id FROM media_albums WHERE lower(title) = lower($1) ORDER BY created_at LIMIT 1`,
      [album],
    )) as Array<{ id: string }>;
    if (existing) return existing.id;
    return (await this.insertAlbum(manager, album, by)).id;
  }

  private async insertAlbum(manager: EntityManager, title: string, by: Uploader) {
    const base = slugify(title);
    const [{ position }] = (await manager.query(
      `SELECT COALESCE(MAX(position) + 1, 0)::int AS position FROM media_albums`,
    )) as Array<{ position: number }>;
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const rows = (await manager.query(
        `INSERT INTO media_albums (slug, title, position) VALUES ($1, $2, $3)
         ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
        [slug, title, position],
      )) as Array<{ id: string; slug: string }>;
      if (rows.length) {
        if (by !== 'seed') {
          await this.audit.record({
            actor: by,
            action: 'album.created',
            targetType: 'album',
            targetId: rows[0].id,
            detail: { title, slug },
          });
        }
        return rows[0];
      }
    }
  }

  async createAlbum(title: string, admin: Principal): Promise<AlbumView> {
    const row = await this.txHost.withTransaction(() =>
      this.insertAlbum(this.txHost.tx, title, admin),
    );
    return this.albumView(row.id);
  }

  /** The whole library for the admin pages and the articles' cover picker, newest first. */
  async library(): Promise<MediaLibraryView> {
    const items = await this.dataSource
      .getRepository(MediaItem)
      .find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return { items: await this.views(items), albums: await this.albums() };
  }

  async albums(): Promise<AlbumView[]> {
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.slug, a.title, a.position, a.cover_id,
              (SELECT count(*)::int FROM media m WHERE m.album_id = a.id) AS count
       FROM media_albums a ORDER BY a.position, a.created_at`,
    )) as Array<{
      id: string;
      slug: string;
      title: string;
      position: number;
      cover_id: string | null;
      count: number;
    }>;
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      position: r.position,
      coverId: r.cover_id,
      count: r.count,
    }));
  }

  private async albumView(id: string): Promise<AlbumView> {
    const album = (await this.albums()).find((a) => a.id === id);
    if (!album) throw new DomainError('not-found', ALBUM_NOT_FOUND);
    return album;
  }

  /** Each photograph with its variants (their sizes only: the bytes stay in the database). */
  async views(items: MediaItem[]): Promise<MediaView[]> {
    if (!items.length) return [];
    const variants = (await this.dataSource.query(
      `SELECT media_id AS "mediaId", width, height, format FROM media_variants
       WHERE media_id = ANY($1::uuid[])`,
      [items.map((i) => i.id)],
    )) as VariantMeta[];
    const byItem = new Map<string, VariantMeta[]>();
    for (const v of variants) byItem.set(v.mediaId, [...(byItem.get(v.mediaId) ?? []), v]);
    return items.map((item) => mediaView(item, byItem.get(item.id) ?? []));
  }

  async one(id: string): Promise<MediaView> {
    const item = await this.dataSource.getRepository(MediaItem).findOne({ where: { id } });
    if (!item) throw new DomainError('not-found', PHOTO_NOT_FOUND);
    return (await this.views([item]))[0];
  }

  async update(id: string, change: UpdateMediaDto, admin: Principal): Promise<MediaView> {
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const repo = manager.getRepository(MediaItem);
      const item = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!item) throw new DomainError('not-found', PHOTO_NOT_FOUND);
      const set: Partial<MediaItem> = { updatedAt: new Date() };
      if (change.alt !== undefined) set.alt = change.alt;
      if (change.caption !== undefined) set.caption = change.caption;
      if (change.albumId !== undefined && change.albumId !== item.albumId) {
        if (change.albumId) {
          const album = await manager
            .getRepository(MediaAlbum)
            .findOne({ where: { id: change.albumId } });
          if (!album) throw new DomainError('invalid', ALBUM_NOT_FOUND);
        }
        const [{ next }] = (await manager.query(
          `SELECT COALESCE(MAX(position) + 1, 0)::int AS next FROM media
           WHERE album_id IS NOT DISTINCT FROM $1`,
          [change.albumId],
        )) as Array<{ next: number }>;
        set.albumId = change.albumId;
        set.position = next;
        // A photograph that leaves its album stops being its cover.
        await manager.query(`UPDATE media_albums SET cover_id = NULL WHERE cover_id = $1`, [id]);
      }
      await repo.update({ id }, set);
      await this.audit.record({
        actor: admin,
        action: 'media.edited',
        targetType: 'media',
        targetId: id,
        detail: {
          fields: Object.keys(change).filter(
            (k) => change[k as keyof UpdateMediaDto] !== undefined,
          ),
        },
      });
    });
    await this.changes.changed();
    return this.one(id);
  }

  async remove(id: string, admin: Principal): Promise<void> {
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const rows = (await manager.query(`DELETE FROM media WHERE id = $1 RETURNING alt, album_id`, [
        id,
      ])) as [Array<{ alt: string; album_id: string | null }>, number];
      const deleted = rows[0];
      if (!deleted.length) throw new DomainError('not-found', PHOTO_NOT_FOUND);
      await this.audit.record({
        actor: admin,
        action: 'media.deleted',
        targetType: 'media',
        targetId: id,
        detail: { alt: deleted[0].alt, albumId: deleted[0].album_id },
      });
    });
    this.files.forget(id);
    await this.changes.changed();
  }

  async updateAlbum(id: string, change: UpdateAlbumDto, admin: Principal): Promise<AlbumView> {
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const albums = manager.getRepository(MediaAlbum);
      const album = await albums.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!album) throw new DomainError('not-found', ALBUM_NOT_FOUND);
      const members = (
        (await manager.query(`SELECT id FROM media WHERE album_id = $1`, [id])) as Array<{
          id: string;
        }>
      ).map((r) => r.id);
      const set: Partial<MediaAlbum> = { updatedAt: new Date() };
      if (change.title !== undefined) set.title = change.title;
      if (change.position !== undefined) set.position = change.position;
      if (change.coverId !== undefined) {
        if (change.coverId !== null && !members.includes(change.coverId)) {
          throw new DomainError('invalid', 'The cover must be one of the album’s photographs.');
        }
        set.coverId = change.coverId;
      }
      if (change.order) {
        const order = change.order;
        if (
          new Set(order).size !== order.length ||
          order.length !== members.length ||
          !order.every((m) => members.includes(m))
        ) {
          throw new DomainError(
            'invalid',
            'The order must name every photograph of the album once, and no other.',
          );
        }
        await manager.query(
          `UPDATE media SET position = o.position - 1
           FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE media.id = o.id`,
          [order],
        );
      }
      await albums.update({ id }, set);
      await this.audit.record({
        actor: admin,
        action: 'album.edited',
        targetType: 'album',
        targetId: id,
        detail: {
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.coverId !== undefined ? { coverId: change.coverId } : {}),
          ...(change.order ? { reordered: true } : {}),
          ...(change.position !== undefined ? { position: change.position } : {}),
        },
      });
    });
    await this.changes.changed();
    return this.albumView(id);
  }

  /** Deletes the album; its photographs stay in the library, outside any album. */
  async removeAlbum(id: string, admin: Principal): Promise<void> {
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const rows = (await manager.query(`DELETE FROM media_albums WHERE id = $1 RETURNING title`, [
        id,
      ])) as [Array<{ title: string }>, number];
      if (!rows[0].length) throw new DomainError('not-found', ALBUM_NOT_FOUND);
      await this.audit.record({
        actor: admin,
        action: 'album.deleted',
        targetType: 'album',
        targetId: id,
        detail: { title: rows[0][0].title },
      });
    });
    await this.changes.changed();
  }

  /** Albums with at least one photograph, for /gallery, each with its cover. */
  async publicAlbums() {
    const albums = (await this.albums()).filter((a) => a.count > 0);
    if (!albums.length) return [];
    const items = await this.dataSource.getRepository(MediaItem).find({
      where: albums.map((a) => ({ albumId: a.id })),
      order: { position: 'ASC', createdAt: 'ASC' },
    });
    const views = await this.views(items);
    return albums.map((album) => ({
      ...album,
      cover:
        views.find((v) => v.id === album.coverId) ??
        views.find((v) => v.albumId === album.id) ??
        null,
    }));
  }

  /** One album's page: the album and its photographs in order, or undefined. */
  async publicAlbum(slug: string) {
    const album = (await this.publicAlbums()).find((a) => a.slug === slug);
    if (!album) return undefined;
    const items = await this.dataSource.getRepository(MediaItem).find({
      where: { albumId: album.id },
      order: { position: 'ASC', createdAt: 'ASC' },
    });
    return { album, photos: await this.views(items) };
  }
}
