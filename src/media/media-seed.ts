import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/unique-violation';
import { JobRuns } from '../jobs/job-runs';
import { ROOT_DIR } from '../ssr/client-renderer';
import { MediaLibraryService } from './media-library.service';
import { processPhoto, type ProcessedPhoto } from './media-processing';
import { preparedPhoto } from './prepared-seed';

/** The trust's own photographs from its earlier site, the gallery's first album. */
export const SEED_ALBUM = { slug: 'morning-on-the-ganga', title: 'Morning on the Gaṅgā' };

export const SEED_PHOTOS = [
  {
    key: 'brand:ganga-boat-meditation',
    file: 'ganga-boat-meditation.jpg',
    alt: 'A man sits cross-legged in meditation in a wooden boat on the Gaṅgā, the ghats of Varanasi behind him in morning haze.',
    caption: 'Sitting in a boat on the Gaṅgā at Varanasi, early in the morning.',
  },
  {
    key: 'brand:ganga-morning',
    file: 'ganga-morning.jpg',
    alt: 'The Gaṅgā in morning haze, with boats on the water and the ghats along the far bank.',
    caption: 'The river at first light: boats and the ghats of Varanasi.',
  },
  {
    key: 'brand:ghat-meditation',
    file: 'ghat-meditation.jpg',
    alt: 'A man in a white kurta and dark waistcoat sits cross-legged on a bench by the river, eyes closed in meditation.',
    caption: 'Meditation on a ghat by the river, Varanasi.',
  },
] as const;

/** Where the build puts public/ (dist/client), or public/ itself when running from the sources. */
export function seedDir(): string {
  const built = join(ROOT_DIR, 'dist', 'client', 'brand', 'photos');
  return existsSync(built) ? built : join(ROOT_DIR, 'public', 'brand', 'photos');
}

/**
 * Puts the trust's three photographs into the library as the first album, once per database:
 * a job of its own in job_runs (docs/decisions/0054), so of several replicas starting together
 * one does it, and once done it is never done again (a photograph the trust later deletes stays
 * deleted). It runs after the start, not before listening: the first minute of a new database
 * shows the gallery's coming-soon text instead of delaying every start by the processing.
 */
@Injectable()
export class MediaSeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Media');
  private running: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRuns,
    private readonly library: MediaLibraryService,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.seedOnce().then(
      () => undefined,
      (error: unknown) => {
        this.logger.warn(`The gallery's first album was not seeded: ${String(error)}`);
      },
    );
  }

  /** Lets a seed under way finish before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.running;
  }

  /** Resolves once the seed (if this process runs it) is done; tests and the bench wait on it. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private seedOnce(): Promise<boolean> {
    return this.jobs.runIfDue(
      // A century: "once". The lease lets another start try again if this one dies mid-way.
      { name: 'media-seed', periodMs: 100 * 365 * 24 * 3600 * 1000, leaseMs: 120_000 },
      () => this.seed(),
    );
  }

  /** The build's encoding of a photograph; one that cannot be read is encoded here instead. */
  private async prepared(file: string): Promise<ProcessedPhoto | undefined> {
    try {
      return await preparedPhoto(file);
    } catch (error) {
      this.logger.warn(`The build's encoding of ${file} could not be read (${String(error)}).`);
      return undefined;
    }
  }

  private async seed(): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO media_albums (slug, title, position) VALUES ($1, $2, 0)
       ON CONFLICT (slug) DO NOTHING`,
      [SEED_ALBUM.slug, SEED_ALBUM.title],
    );
    const [album] = (await this.dataSource.query(`SELECT id FROM media_albums WHERE slug = $1`, [
      SEED_ALBUM.slug,
    ])) as Array<{ id: string }>;
    const dir = seedDir();
    let added = 0;
    try {
      for (const photo of SEED_PHOTOS) {
        const [present] = (await this.dataSource.query(`SELECT 1 FROM media WHERE seed_key = $1`, [
          photo.key,
        ])) as unknown[];
        if (present) continue;
        const processed =
          (await this.prepared(photo.file)) ??
          (await processPhoto(await readFile(join(dir, photo.file))));
        try {
          await this.library.store(
            processed,
            { alt: photo.alt, caption: photo.caption, album: album.id },
            'seed',
            photo.key,
          );
          added++;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
    } finally {
      // Also when a later photograph failed (the job tries again at the next start): the pages
      // that show the gallery are rendered again with those already stored.
      if (added) await this.library.changedBySeed();
    }
  }
}
