import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';

/**
 * Pages kept in the render cache expire after this long even when nothing was published, so lists
 * that depend on the time ("upcoming", "next run") move on by themselves.
 */
export const RENDERED_PAGE_LIFETIME_MS = 10 * 60_000;

/**
 * The revision of what public pages show from the database (events, course runs, articles,
 * photographs, recordings). A change bumps one row; every replica polls it and drops its rendered
 * pages when it moves, so a page cached anywhere is at most one poll behind an admin's commit.
 * Polling a row, not LISTEN/NOTIFY or pub/sub: a missed notification (a reconnect, a replica
 * starting) would leave a replica stale for good, a missed poll only until the next one.
 * docs/decisions/0068-database-backed-pages.md.
 */
@Injectable()
export class SiteRevision implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SiteRevision.name);
  private readonly listeners = new Set<() => void>();
  private seen?: string;
  private clearedAt = Date.now();
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Called whenever this process must drop what it rendered; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Call after committing anything public pages show: this replica forgets its pages at once, the
   * others at their next poll.
   */
  async changed(): Promise<void> {
    const [rows] = (await this.db.query(
      `UPDATE site_revision SET revision = revision + 1, changed_at = now() WHERE id = 1
       RETURNING revision::text AS revision`,
    )) as [Array<{ revision: string }>, number];
    this.seen = rows[0]?.revision ?? this.seen;
    this.clear();
  }

  /** Reads the revision before the server listens, so no page is rendered against an unknown one. */
  async onApplicationBootstrap(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.config.siteRevisionPollMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Compares the shared revision with the one this process last saw. */
  async poll(): Promise<void> {
    let revision: string | undefined;
    try {
      const rows = (await this.db.query(
        `SELECT revision::text AS revision FROM site_revision WHERE id = 1`,
      )) as Array<{ revision: string }>;
      revision = rows[0]?.revision;
    } catch (error) {
      // The database is away: pages already rendered stay as they are until it is back.
      this.logger.debug(`Site revision not read: ${String(error)}`);
      return;
    }
    // Unknown until the first read succeeds: pages rendered before it may be stale, so they go too.
    const moved = revision !== this.seen;
    this.seen = revision;
    if (moved || Date.now() - this.clearedAt >= RENDERED_PAGE_LIFETIME_MS) this.clear();
  }

  private clear(): void {
    this.clearedAt = Date.now();
    for (const listener of this.listeners) listener();
  }
}
