import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { PublicArticles } from './public-articles.service';

/** Entries in the feed: the newest articles, each with its whole text. */
const FEED_ENTRIES = 20;

/**
 * /blog/feed.xml, the blog's Atom feed (outside /api; registered before the pages' catch-all).
 * `feed` ships only as an ES module, so it is imported when first asked for.
 */
@ApiExcludeController()
@Public()
@RateLimit('read')
@Controller('blog')
export class ArticlesFeedController {
  constructor(
    private readonly articles: PublicArticles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('feed.xml')
  @Header('Content-Type', 'application/atom+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async feed(): Promise<string> {
    const { Feed } = await import('feed');
    const site = this.config.appUrl;
    const entries = await this.articles.latest(FEED_ENTRIES);
    const updated = entries.reduce(
      (latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest),
      entries[0]?.updatedAt ?? new Date(0).toISOString(),
    );
    const feed = new Feed({
      id: `${site}/blog`,
      title: 'Pragya Trust — Blog',
      description:
        'Articles from Pragya Trust, Varanasi, on Vedānta, meditation and the sacred texts.',
      link: `${site}/blog`,
      language: 'en',
      updated: new Date(updated),
      generator: false,
      feedLinks: { atom: `${site}/blog/feed.xml` },
      author: { name: 'Pragya Trust', link: site },
      copyright: `© Pragya Trust`,
      favicon: `${site}/favicon.ico`,
    });
    for (const entry of entries) {
      const link = `${site}/blog/${entry.slug}`;
      feed.addItem({
        title: entry.title,
        id: link,
        link,
        description: entry.summary ?? undefined,
        content: entry.html,
        date: new Date(entry.updatedAt),
        published: new Date(entry.publishedAt),
        author: [{ name: 'Pragya Trust', link: site }],
        category: entry.tags.map((tag) => ({ name: tag, term: tag })),
      });
    }
    return feed.atom1();
  }
}
