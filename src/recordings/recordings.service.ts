import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { type EntityManager, type Repository } from 'typeorm';
import { AuditService, type AuditActor } from '../admin/audit/audit.service';
import { Clock } from '../common/clock';
import { istDate } from '../common/india-time-format';
import { SiteRevision } from '../site-revision/site-revision.service';
import type { PublishedSearchDocument } from '../ssr/render-contract';
import { AudioFileError, readAudio } from './audio-file';
import { Recording, type RecordingChapter } from './recording.entity';
import type {
  CreateRecordingDto,
  CreatedRecordingView,
  RecordingView,
  UpdateRecordingDto,
} from './recordings.dto';
import { DomainError } from '../common/domain-error';

/** The size of a stored piece: a range request reads at most two pieces it does not send whole. */
export const CHUNK_BYTES = 256 * 1024;

export const RECORDING_NOT_FOUND = 'There is no such recording.';
export const FILE_OR_URL =
  'Send either an audio file (MP3, M4A or Opus) or an https link to a video, not both and not neither.';

export const audioUrl = (id: string) => `/recordings/${id}/audio`;

export function toRecordingView(r: Recording): RecordingView {
  return {
    id: r.id,
    title: r.title,
    speaker: r.speaker,
    recordedOn: r.recordedOn,
    series: r.series,
    description: r.description,
    kind: r.externalUrl ? 'video' : 'audio',
    url: r.externalUrl ?? audioUrl(r.id),
    contentType: r.contentType,
    byteLength: r.byteLength,
    durationSeconds: r.durationSeconds,
    chapters: r.chapters,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Writes the file's bytes as pieces of CHUNK_BYTES and returns their count, size and SHA-256. */
async function storeChunks(manager: EntityManager, id: string, path: string) {
  const hash = createHash('sha256');
  let seq = 0;
  let bytes = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async (piece: Buffer) => {
    await manager.query(
      `INSERT INTO recording_chunks (recording_id, seq, data) VALUES ($1, $2, $3)`,
      [id, seq++, piece],
    );
  };
  for await (const data of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    const buffer = data as Buffer;
    hash.update(buffer);
    bytes += buffer.length;
    pending.push(buffer);
    pendingBytes += buffer.length;
    while (pendingBytes >= CHUNK_BYTES) {
      const all = Buffer.concat(pending);
      await flush(all.subarray(0, CHUNK_BYTES));
      const rest = all.subarray(CHUNK_BYTES);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes) await flush(Buffer.concat(pending));
  return { bytes, sha256: hash.digest('base64url') };
}

const orNull = (value: string | undefined) => (value ? value : null);

/** Recordings: stored once checked, edited and deleted by an admin, each change in the audit log. */
@Injectable()
export class RecordingsService {
  constructor(
    @InjectRepository(Recording) private readonly recordings: Repository<Recording>,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly siteRevision: SiteRevision,
  ) {}

  async create(
    actor: AuditActor,
    dto: CreateRecordingDto,
    file: { path: string; size: number } | undefined,
  ): Promise<CreatedRecordingView> {
    if (Boolean(file) === Boolean(dto.url)) throw new DomainError('invalid', FILE_OR_URL);
    let facts;
    if (file) {
      try {
        facts = await readAudio(file.path);
      } catch (error) {
        if (error instanceof AudioFileError) throw new DomainError('invalid', error.message);
        throw error;
      }
    }
    const id = randomUUID();
    const now = this.clock.now();
    const row: Recording = {
      id,
      title: dto.title,
      speaker: orNull(dto.speaker),
      recordedOn: orNull(dto.recordedOn),
      series: orNull(dto.series),
      description: orNull(dto.description),
      externalUrl: dto.url ?? null,
      contentType: facts?.type ?? null,
      byteLength: null,
      chunkSize: null,
      durationSeconds: facts?.durationSeconds ?? null,
      sha256: null,
      chapters: [],
      createdAt: now,
      updatedAt: now,
    };
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const repo = manager.getRepository(Recording);
      if (file) {
        // The row comes first (the pieces refer to it); its hash is known once they are written.
        await repo.save({ ...row, byteLength: file.size, chunkSize: CHUNK_BYTES, sha256: '' });
        const stored = await storeChunks(manager, id, file.path);
        row.byteLength = stored.bytes;
        row.sha256 = stored.sha256;
        row.chunkSize = CHUNK_BYTES;
      }
      await repo.save(row);
      await this.audit.record({
        actor,
        action: 'recording.created',
        targetType: 'recording',
        targetId: id,
        detail: {
          title: row.title,
          kind: file ? 'audio' : 'video',
          contentType: row.contentType,
          bytes: row.byteLength,
        },
      });
    });
    await this.siteRevision.changed();
    return { id, url: row.externalUrl ?? audioUrl(id), durationSeconds: row.durationSeconds };
  }

  async list(): Promise<Recording[]> {
    return this.recordings
      .createQueryBuilder('r')
      .orderBy('r.series', 'ASC', 'NULLS LAST')
      .addOrderBy('r.recorded_on', 'DESC', 'NULLS LAST')
      .addOrderBy('r.created_at', 'DESC')
      .getMany();
  }

  /**
   * Every talk as the site search indexes it: a result opens the archive at the talk, and its
   * chapters' titles are searchable words too.
   */
  async searchDocuments(): Promise<PublishedSearchDocument[]> {
    const rows = await this.list();
    return rows.map((row) => ({
      url: `/resources/recordings#recording-${row.id}`,
      title: row.title,
      subtitle: ['Talk', row.speaker, row.recordedOn && istDate(new Date(row.recordedOn))]
        .filter(Boolean)
        .join(' · '),
      aliases: row.series ?? '',
      sections: [
        ...(row.description ? [{ text: row.description }] : []),
        ...(row.chapters.length
          ? [{ heading: 'Chapters', text: row.chapters.map((c) => c.title).join('. ') }]
          : []),
      ],
    }));
  }

  async find(id: string): Promise<Recording> {
    const row = await this.recordings.findOneBy({ id });
    if (!row) throw new DomainError('not-found', RECORDING_NOT_FOUND);
    return row;
  }

  async update(actor: AuditActor, id: string, dto: UpdateRecordingDto): Promise<Recording> {
    const { row, changed } = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const repo = manager.getRepository(Recording);
      const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new DomainError('not-found', RECORDING_NOT_FOUND);
      const changed: string[] = [];
      const set = <K extends keyof Recording>(key: K, value: Recording[K] | undefined) => {
        if (value === undefined || row[key] === value) return;
        row[key] = value;
        changed.push(key);
      };
      set('title', dto.title);
      set('speaker', dto.speaker === undefined ? undefined : orNull(dto.speaker));
      set('recordedOn', dto.recordedOn === undefined ? undefined : orNull(dto.recordedOn));
      set('series', dto.series === undefined ? undefined : orNull(dto.series));
      set('description', dto.description === undefined ? undefined : orNull(dto.description));
      if (dto.chapters) {
        const chapters: RecordingChapter[] = dto.chapters
          .map((c) => ({ at: Math.round(c.at * 10) / 10, title: c.title }))
          .sort((a, b) => a.at - b.at);
        if (row.durationSeconds !== null && chapters.some((c) => c.at >= row.durationSeconds!)) {
          throw new DomainError('invalid', 'Every chapter must start before the recording ends.');
        }
        if (!row.contentType && chapters.length) {
          throw new DomainError('invalid', 'A link to a video has no chapters here.');
        }
        row.chapters = chapters;
        changed.push('chapters');
      }
      if (!changed.length) return { row, changed };
      row.updatedAt = this.clock.now();
      await repo.save(row);
      await this.audit.record({
        actor,
        action: 'recording.updated',
        targetType: 'recording',
        targetId: id,
        detail: { changed },
      });
      return { row, changed };
    });
    if (changed.length) await this.siteRevision.changed();
    return row;
  }

  async remove(actor: AuditActor, id: string): Promise<void> {
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const row = await manager.getRepository(Recording).findOneBy({ id });
      if (!row) throw new DomainError('not-found', RECORDING_NOT_FOUND);
      await manager.getRepository(Recording).delete({ id });
      await this.audit.record({
        actor,
        action: 'recording.deleted',
        targetType: 'recording',
        targetId: id,
        detail: { title: row.title, bytes: row.byteLength },
      });
    });
    await this.siteRevision.changed();
  }
}
