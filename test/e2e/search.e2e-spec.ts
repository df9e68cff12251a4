import request from 'supertest';
import { startTestApp, type TestApp } from '../helpers/test-app';

// A fresh embedded database takes seconds to start; jest ignores testTimeout set per project.
jest.setTimeout(60_000);

interface Result {
  url: string;
  title: string;
  snippet: string;
  section?: string;
  highlights: Array<[number, number]>;
}

describe('site search', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

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
});
