import request from 'supertest';
import { useStack } from '../helpers/stack';

const APP_URL = 'https://pragya.test';

function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"/g)]
    .map((m) => m[1])
    .filter((href) => !href.startsWith('//') && !href.startsWith('/api/'));
}

/** Walks every indexable route of the route table (as the sitemap lists it) and every link on it. */
describe('every route', () => {
  let paths: string[];
  const pages = new Map<string, string>();

  const t = useStack({ smtp: false, env: { APP_URL } });

  beforeAll(async () => {
    paths = sitemapPaths((await request(t.url).get('/sitemap.xml')).text);
    for (const path of paths) pages.set(path, (await request(t.url).get(path)).text);
  });

  it('lists absolute URLs from APP_URL in the sitemap', async () => {
    const xml = (await request(t.url).get('/sitemap.xml')).text;
    expect(paths.length).toBeGreaterThan(0);
    for (const loc of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
      expect(loc[1].startsWith(APP_URL)).toBe(true);
  });

  it('keeps crawlers out of the API and the whole signed-in area, and names the sitemap', async () => {
    const robots = (await request(t.url).get('/robots.txt').expect(200)).text;
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
    for (const path of ['/api/', '/account', '/dashboard', '/admin', '/auth/callback', '/lists'])
      expect(disallowed).toContain(path);
    for (const path of ['/account/deleted', '/admin/messages', '/reset-password?token=x'])
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(true);
    // No page of the sitemap is kept from crawlers.
    for (const path of paths)
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(false);
    expect(robots).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it('answers 200 with one h1, a title, a description and a canonical of its own', async () => {
    for (const path of paths) {
      const res = await request(t.url).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      const html = res.text;
      expect({ path, h1: html.match(/<h1\b/g)?.length }).toEqual({ path, h1: 1 });
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(
        description.replace(/&amp;/g, '&').replace(/&#x27;|&quot;/g, "'").length,
      ).toBeLessThanOrEqual(160);
      expect(html).toContain(`<link rel="canonical" href="${APP_URL}${path}"/>`);
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
    }
  });

  it('never links to a page that does not exist', async () => {
    const links = new Set([...pages.values()].flatMap(internalLinks));
    const broken: string[] = [];
    for (const link of links) {
      const res = await request(t.url).get(link);
      if (res.status >= 400) broken.push(`${link} → ${res.status}`);
    }
    expect(broken).toEqual([]);
  });
});
