import request from 'supertest';
import { CLIENT_RENDERER, type ClientRenderer } from '../../src/ssr/client-renderer';
import { SiteRevision } from '../../src/site-revision/site-revision.service';
import { SitemapEntries } from '../../src/site-revision/sitemap-entries';
import { useStack } from '../helpers/stack';
import { startTestApp, type RunningApp } from '../helpers/test-app';

function rendererOf(t: RunningApp): ClientRenderer {
  return t.app.get<symbol, ClientRenderer>(CLIENT_RENDERER, { strict: false });
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('pages backed by the database', () => {
  const a = useStack({ smtp: false, env: { SITE_REVISION_POLL_MS: '200' } });

  it('adds the pages modules register to sitemap.xml, with lastmod and escaped', async () => {
    a.app
      .get(SitemapEntries)
      .register(async () => [
        { path: '/blog/a-first-article', lastmod: new Date('2026-11-20T04:30:00Z') },
        { path: '/events/satsang?x=1&y=2' },
      ]);
    a.app.get(SitemapEntries).register(() => Promise.reject(new Error('a broken source')));
    const xml = (await request(a.url).get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain(
      `<url><loc>${a.config.appUrl}/blog/a-first-article</loc><lastmod>2026-11-20T04:30:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain('/events/satsang?x=1&#38;y=2</loc>');
    // The route table's pages are still there, and the document still closes.
    expect(xml).toContain(`<loc>${a.config.appUrl}/courses</loc>`);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('forgets this replica’s rendered pages as soon as a change is committed', async () => {
    const clearCache = jest.spyOn(rendererOf(a), 'clearCache');
    await a.app.get(SiteRevision).changed();
    expect(clearCache).toHaveBeenCalledTimes(1);
    clearCache.mockRestore();
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('forgets another replica’s rendered pages at its next poll', async () => {
    const b = await startTestApp({ SITE_REVISION_POLL_MS: '200' });
    try {
      await request(b.url).get('/resources').expect(200);
      // The change comes at once, before b's first poll: b read the revision before it listened.
      const clearCache = jest.spyOn(rendererOf(b), 'clearCache');
      await a.app.get(SiteRevision).changed();
      expect(await until(() => clearCache.mock.calls.length > 0, 5_000)).toBe(true);
      clearCache.mockRestore();
    } finally {
      await b.close();
    }
  });
});
