import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SiteRevision } from '../site-revision/site-revision.service';
import { SitemapEntries } from '../site-revision/sitemap-entries';

/**
 * The calendar's side of the seam for database-backed pages (docs/decisions/0068): after a commit
 * that changes what /events, an event's page or the home page show (an event, a cancelled date,
 * the seats left), every replica's rendered pages are dropped; and every event that is not
 * cancelled has its page in sitemap.xml.
 */
@Injectable()
export class EventsPublished implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly revision: SiteRevision,
    private readonly sitemap: SitemapEntries,
  ) {}

  onModuleInit(): void {
    this.sitemap.register(async () => {
      const rows = (await this.db.query(
        `SELECT slug, updated_at FROM events WHERE status = 'scheduled' ORDER BY starts_at`,
      )) as Array<{ slug: string; updated_at: Date }>;
      return rows.map((row) => ({
        path: `/events/${row.slug}`,
        lastmod: new Date(row.updated_at),
      }));
    });
  }

  changed(): Promise<void> {
    return this.revision.changed();
  }
}
