import request from 'supertest';
import { mp3 } from '../fixtures/recordings/audio-samples';
import { useStack } from '../helpers/stack';

// A fresh embedded database takes seconds to start; jest ignores testTimeout set per project.
jest.setTimeout(60_000);

interface Result {
  url: string;
  title: string;
  snippet: string;
  section?: string;
  highlights: Array<[number, number]>;
}

const run = Date.now().toString(36);

/** An instant as the admin API takes it: India's wall time with its offset. */
function inIndia(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');
}
const ADMIN = `search-admin-${run}@example.org`;

describe('site search', () => {
  const t = useStack({ env: { ADMIN_EMAILS: ADMIN } });

  async function first(q: string): Promise<Result | undefined> {
    const res = await request(t.url).get('/api/search').query({ q }).expect(200);
    return (res.body as { results: Result[] }).results[0];
  }

  it.each([
    ['vivekachudamani', 'viveka-chudamani'],
    ['drg drishya', 'drg-drsya-viveka'],
    ['tattva bodh', 'tattva'],
    ['sakshi', '/meditation/sakshi'],
    ['विवेकचूडामणि', 'viveka-chudamani'],
  ])('finds %s', async (q, expected) => {
    const hit = await first(q);
    expect(hit?.url).toContain(expected);
  });

  it('answers each result with its url, title, a snippet and the marks inside it', async () => {
    const res = await request(t.url).get('/api/search?q=nididhyasana').expect(200);
    const { results } = res.body as { results: Result[] };
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.url).toMatch(/^\//);
      expect(result.title).toEqual(expect.any(String));
      expect(result.snippet).toEqual(expect.any(String));
      for (const [start, end] of result.highlights) {
        expect(0 <= start && start < end && end <= result.snippet.length).toBe(true);
      }
    }
    const marked = results[0].highlights.map(([s, e]) => results[0].snippet.slice(s, e));
    expect(marked.join(' ').toLowerCase()).toContain('nididhy');
  });

  it('answers an empty list for no query or a query of stop words', async () => {
    for (const q of ['', '   ', 'the of']) {
      const res = await request(t.url).get('/api/search').query({ q }).expect(200);
      expect(res.body).toEqual({ results: [] });
    }
    await request(t.url).get('/api/search').expect(200, { results: [] });
  });

  it('refuses a query too long or not text with a sentence, never a 5xx', async () => {
    const long = await request(t.url)
      .get('/api/search')
      .query({ q: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/too long/);
    const twice = await request(t.url).get('/api/search?q=a&q=b');
    expect(twice.status).toBe(400);
    for (const q of ['%', '\u0000', '((', '*', '"', 'ऽऽ', '🙏', 'a-'.repeat(99)]) {
      const res = await request(t.url).get('/api/search').query({ q });
      expect(res.status).toBeLessThan(500);
    }
  });

  it('renders /search?q= as links in the server HTML, without JavaScript', async () => {
    const res = await request(t.url).get('/search').query({ q: 'drigdrishya' }).expect(200);
    expect(res.text).toMatch(/<a[^>]+href="\/courses\/drg-drsya-viveka"/);
    expect(res.text).toContain('<mark>');
    expect(res.text).toContain('name="robots" content="noindex');
    const empty = await request(t.url).get('/search').expect(200);
    expect(empty.text).toContain('name="q"');
    const none = await request(t.url).get('/search').query({ q: 'zzzzqqq' }).expect(200);
    expect(none.text).toContain('Nothing on the site matches');
  });

  it('puts the search box in the header of every page: in the bar and in the phone menu', async () => {
    for (const path of ['/about', '/courses/tattvabodha', '/login']) {
      const res = await request(t.url).get(path).expect(200);
      const header = /<header[\s\S]*?<\/header>/.exec(res.text)?.[0] ?? '';
      const forms = header.match(
        /<form role="search" action="\/search"><input type="search" aria-label="Search" name="q"/g,
      );
      expect(forms).toHaveLength(2);
    }
  });

  describe('the pages the database holds', () => {
    let token: string;
    const bearer = () => ({ Authorization: `Bearer ${token}` });
    /** A word no content page uses, so the page that has it must come first. */
    const word = (tag: string) => `${tag}${run}`;

    /** The first result for a query, once the index has caught up with a change (it settles). */
    async function firstUrl(
      q: string,
      want: (url?: string) => boolean,
    ): Promise<string | undefined> {
      const deadline = Date.now() + 10_000;
      let url: string | undefined;
      do {
        const res = await request(t.url).get('/api/search').query({ q }).expect(200);
        url = (res.body as { results: Result[] }).results[0]?.url;
        if (want(url)) return url;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } while (Date.now() < deadline);
      return url;
    }

    beforeAll(async () => {
      token = (await t.signUp(ADMIN, 'correct horse battery')).token;
    });

    it('finds a published article by a word of its text, and its section; not once unpublished', async () => {
      const created = await request(t.url)
        .post('/api/admin/articles')
        .set(bearer())
        .send({
          title: `On the witness ${run}`,
          summary: 'The seer and the seen.',
          markdown: `Opening words.\n\n## The third state\n\nIn deep sleep ${word('suṣuptiword')} remains.`,
          state: 'published',
        })
        .expect(201);
      const { id, slug } = created.body as { id: string; slug: string };
      // Spelt as a seeker types it: no diacritics, sh for ṣ.
      expect(await firstUrl(word('sushuptiword'), (url) => !!url)).toBe(`/blog/${slug}`);
      const res = await request(t.url)
        .get('/api/search')
        .query({ q: word('sushuptiword') });
      const hit = (res.body as { results: Result[] }).results[0];
      expect(hit.section).toBe('The third state');
      expect(hit.snippet).toContain(word('suṣuptiword'));
      const page = await request(t.url)
        .get('/search')
        .query({ q: word('sushuptiword') });
      expect(page.text).toContain(`href="/blog/${slug}`);

      await request(t.url)
        .patch(`/api/admin/articles/${id}`)
        .set(bearer())
        .send({ state: 'unpublished' })
        .expect(200);
      expect(await firstUrl(word('sushuptiword'), (url) => !url)).toBeUndefined();
    });

    it('finds an event by its title, and a talk by a chapter, until they are gone', async () => {
      const start = new Date(Date.now() + 10 * 86_400_000);
      const event = await request(t.url)
        .post('/api/admin/events')
        .set(bearer())
        .send({
          title: `Guru Pūrṇimā ${word('satsangword')}`,
          kind: 'festival',
          description: 'A day of chanting and silence.',
          startsAt: inIndia(start),
          endsAt: inIndia(new Date(start.getTime() + 3 * 3_600_000)),
          place: 'Pragya Trust, Varanasi',
          registrationOpen: true,
        })
        .expect(201);
      const { slug } = event.body as { slug: string };
      expect(await firstUrl(word('satsangword'), (url) => !!url)).toBe(`/events/${slug}`);

      const uploaded = await request(t.url)
        .post('/api/admin/recordings')
        .set(bearer())
        .field('title', 'Kaṭha Upaniṣad, talk 2')
        .attach('file', mp3(5), { filename: 'katha-2.mp3', contentType: 'audio/mpeg' })
        .expect(201);
      const { id } = uploaded.body as { id: string };
      await request(t.url)
        .patch(`/api/admin/recordings/${id}`)
        .set(bearer())
        .send({ chapters: [{ at: 0, title: `Yama's ${word('boonword')}` }] })
        .expect(200);
      expect(await firstUrl(word('boonword'), (url) => !!url)).toBe(
        `/resources/recordings#recording-${id}`,
      );
      await request(t.url).delete(`/api/admin/recordings/${id}`).set(bearer()).expect(204);
      expect(await firstUrl(word('boonword'), (url) => !url)).toBeUndefined();
    });
  });
});
