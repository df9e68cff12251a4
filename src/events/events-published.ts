import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { istDate, istRange } from '../common/india-time-format';
import { textSections } from '../common/markdown';
import type { PublishedSearchDocument } from '../ssr/render-contract';
import { SearchSources } from '../site-revision/search-sources';
import { SiteRevision } from '../site-revision/site-revision.service';
import { SitemapEntries } from '../site-revision/sitemap-entries';
import { CalendarEvent } from './event.entity';

/**
 * The calendar's side of the seam for database-backed pages (docs/decisions/0068): after a commit
 * that changes what /events, an event's page or the home page show (an event, a cancelled date,
 * the seats left), every replica's rendered pages are dropped; and every event that is not
 * cancelled has its page in sitemap.xml and the site search.
 */
@Injectable()
export class EventsPublished implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly revision: SiteRevision,
    private readonly sitemap: SitemapEntries,
    private readonly search: SearchSources,
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
    this.search.register(() => this.searchDocuments());
  }

  /** Every event that is not cancelled, as the site search indexes it. */
  private async searchDocuments(): Promise<PublishedSearchDocument[]> {
    const events = await this.db
      .getRepository(CalendarEvent)
      .find({ where: { status: 'scheduled' }, order: { startsAt: 'ASC' } });
    return events.map((event) => ({
      url: `/events/${event.slug}`,
      title: event.title,
      subtitle: event.rrule
        ? `Event · repeating, from ${istDate(event.startsAt)}`
        : `Event · ${istRange(event.startsAt, event.endsAt)}`,
      aliases: [event.slug.replaceAll('-', ' '), event.kind.replaceAll('-', ' ')].join(' '),
      sections: [
        ...textSections(event.description),
        ...(event.place ? [{ heading: 'Where', text: event.place }] : []),
      ],
    }));
  }

  changed(): Promise<void> {
    return this.revision.changed();
  }
}
