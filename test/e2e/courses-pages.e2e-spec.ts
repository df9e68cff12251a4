import request from 'supertest';
import { useStack } from '../helpers/stack';

const APP_URL = 'https://pragya.test';

const upcoming = ['drg-drsya-viveka', 'darsana-sarvasvam', 'siddhanta-lesha-sangraha'];
const previous = ['viveka-chudamani', 'sadhana-panchakam', 'tattvabodha', 'sanskrit-class'];
const practiceSlugs = [
  'yog-pranayam',
  'sahajawastha',
  'dhyan-dharana',
  'jap-practice',
  'swadhyay',
  'puja-path',
  'teerth-yatra',
];
const classSlugs = ['asparsha-yoga', 'vedanta', 'yoga', 'tantra-agama'];
const comingSoon = [
  '/courses/few-more/asparsha-yoga/3-day',
  '/courses/few-more/asparsha-yoga/7-day',
  '/coming-soon',
];

/** The page's single <h1>, its text without tags. */
function h1Text(html: string): string {
  const all = html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
  expect(all).toHaveLength(1);
  return decode((all[0] ?? '').replace(/<[^>]+>/g, '')).trim();
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function titleOf(html: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

function descriptionOf(html: string): string {
  return decode(/<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '');
}

describe('courses pages', () => {
  const t = useStack({ smtp: false, env: { APP_URL } });

  async function page(path: string, status = 200): Promise<string> {
    const res = await request(t.url).get(path).expect(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res.text;
  }

  function expectHead(html: string, path: string, robots = 'index, follow') {
    expect(titleOf(html)).toMatch(/Pragya Trust/);
    expect(canonicalOf(html)).toBe(`${APP_URL}${path}`);
    expect(html).toContain(`<meta name="robots" content="${robots}"/>`);
    const description = descriptionOf(html);
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(160);
  }

  describe('/courses', () => {
    let html: string;
    beforeAll(async () => {
      html = await page('/courses');
    });

    it('has its heading, head tags and intro', () => {
      expect(h1Text(html)).toBe('Our Courses');
      expect(html).toContain('<span class="accent">Courses</span>');
      expect(titleOf(html)).toBe('Courses - Pragya Trust');
      expectHead(html, '/courses');
      expect(html).toContain('śravaṇa (listening)');
    });

    it('renders an accessible tab widget with both panels, Previous hidden', () => {
      expect(html).toMatch(/role="tablist"/);
      expect(html).toMatch(
        /role="tab" id="tab-upcoming" aria-selected="true" aria-controls="panel-upcoming" tabindex="0"/,
      );
      expect(html).toMatch(
        /role="tab" id="tab-previous" aria-selected="false" aria-controls="panel-previous" tabindex="-1"/,
      );
      expect(html).toMatch(
        /role="tabpanel" id="panel-upcoming" aria-labelledby="tab-upcoming"[^>]*>/,
      );
      expect(html).not.toMatch(/id="panel-upcoming"[^>]*hidden/);
      expect(html).toMatch(/id="panel-previous"[^>]*hidden=""/);
    });

    it('links every course, practice and class, and the playlists of previous courses', () => {
      for (const slug of [...upcoming, ...previous])
        expect(html).toContain(`href="/courses/${slug}"`);
      for (const slug of practiceSlugs.filter((s) => s !== 'puja-path')) {
        expect(html).toContain(`href="/courses/other/${slug}"`);
      }
      expect(html).not.toContain('href="/courses/other/puja-path"');
      for (const slug of classSlugs) expect(html).toContain(`href="/courses/few-more/${slug}"`);
      const playlists = html.match(
        /href="https:\/\/www\.youtube\.com\/playlist\?list=[^"]+" target="_blank" rel="noopener noreferrer"/g,
      );
      expect(playlists).toHaveLength(previous.length);
      for (const heading of ['Other Courses', 'Few More Classes']) expect(html).toContain(heading);
    });
  });

  describe('course pages', () => {
    it.each([...upcoming, ...previous])('/courses/%s renders the course template', async (slug) => {
      const path = `/courses/${slug}`;
      const html = await page(path);
      const title = h1Text(html);
      expect(titleOf(html)).toContain(title);
      expectHead(html, path);
      for (const heading of [
        'Course Overview',
        'Why Study This Course?',
        'Learning Objectives',
        'Course Structure',
        'Course Information',
        'Expected Outcome',
      ]) {
        expect(html).toContain(`>${heading}</h2>`);
      }
      expect(html).toContain('aria-label="Breadcrumb"');
      expect(html).toContain('Back to Courses');

      const ld = jsonLd(html);
      const course = ld.find((item) => item['@type'] === 'Course');
      expect(course).toMatchObject({ name: title, url: `${APP_URL}${path}` });
      const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList');
      expect(crumbs).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Home', item: `${APP_URL}/` },
          { position: 2, name: 'Courses', item: `${APP_URL}/courses` },
          { position: 3, name: title, item: `${APP_URL}${path}` },
        ],
      });
      // Upcoming courses take Register Interest on the page itself; completed ones link to Contact.
      expect(html).toContain(
        upcoming.includes(slug)
          ? `action="/courses/${slug}" method="post"`
          : `href="/contact?course=${slug}"`,
      );
    });

    it.each(upcoming)('/courses/%s is upcoming: Register Interest, no videos', async (slug) => {
      const html = await page(`/courses/${slug}`);
      expect(html).toContain('Be notified when enrollment opens');
      expect(html).toMatch(
        /<button type="submit" class="btn btn-accent">Register Interest<\/button>/,
      );
      expect(html).not.toContain('Course Videos');
      expect(html).not.toContain('Go to Course on YouTube');
      expect(html).not.toContain('Explore Other Courses');
    });

    it.each(previous)(
      '/courses/%s is completed: poster button but no iframe before the click',
      async (slug) => {
        const html = await page(`/courses/${slug}`);
        expect(html).toContain('Course Completed');
        expect(html).toContain('View course materials and recordings');
        expect(html).toMatch(/>Contact for Queries<\/a>/);
        expect(html).toContain('>Course Videos</h2>');
        expect(html).toMatch(/<button type="button" class="video-poster"/);
        expect(html).not.toMatch(/<iframe/i);
        expect(html).not.toMatch(/youtube-nocookie|i\.ytimg\.com/);
        expect(html).toMatch(
          /href="https:\/\/www\.youtube\.com\/playlist\?list=[^"]+" target="_blank" rel="noopener noreferrer" class="btn btn-outline">Go to Course on YouTube/,
        );
        expect(html).toContain('Explore Other Courses');
        for (const practice of practiceSlugs.filter((s) => s !== 'puja-path')) {
          expect(html).toContain(`href="/courses/other/${practice}"`);
        }
      },
    );

    it('answers an unknown course with the course not-found view and 404', async () => {
      const html = await page('/courses/no-such-course', 404);
      expect(html).toContain('Course Not Found');
      expect(html).toContain('The course you’re looking for doesn’t exist.');
      expect(html).toContain('href="/courses"');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    });

    it.each(['/courses/other', '/courses/few-more'])('%s alone is a 404', async (path) => {
      await page(path, 404);
    });
  });

  describe('practice pages', () => {
    it.each(practiceSlugs)('/courses/other/%s renders the practice template', async (slug) => {
      const path = `/courses/other/${slug}`;
      const html = await page(path);
      const title = h1Text(html);
      expect(titleOf(html)).toContain(title);
      expectHead(html, path);
      const how = slug === 'sahajawastha' ? 'How to Approach It' : 'How to Practice';
      for (const heading of [
        `What is ${title}?`,
        'Philosophical Roots',
        how,
        'Benefits',
        'Caution',
        'Reflection',
      ]) {
        expect(decode(html)).toContain(`>${heading}</h2>`);
      }
      expect(html).toContain('Level: ');
      expect(html).toMatch(/href="\/courses"[^>]*>All Courses<\/a>/);
      expect(html).toMatch(/href="\/contact"[^>]*>Get Guidance<\/a>/);
      const types = jsonLd(html).map((item) => item['@type']);
      expect(types).toEqual(expect.arrayContaining(['Course', 'BreadcrumbList']));
    });

    it('shows the four Jap cards', async () => {
      const html = decode(await page('/courses/other/jap-practice'));
      for (const card of [
        'Choosing Your Mantra',
        'Repetition & Rhythm',
        'Silent Awareness',
        'Integration in Daily Life',
      ]) {
        expect(html).toContain(`>${card}</h3>`);
      }
      expect(html).toContain('108 beads');
    });

    it('uses the first 160 characters of the introduction as the description', async () => {
      const html = await page('/courses/other/sahajawastha');
      expect(descriptionOf(html)).toMatch(
        /^Sahajawastha is the practice of abiding as natural, effortless awareness/,
      );
    });

    it.each(practiceSlugs)('/other-courses/%s is the same page, noindex', async (slug) => {
      const path = `/other-courses/${slug}`;
      const html = await page(path);
      expect(canonicalOf(html)).toBe(`${APP_URL}${path}`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain('>Philosophical Roots</h2>');
    });

    it.each(['/courses/other/no-such-practice', '/other-courses/no-such-practice'])(
      '%s answers 404 Course Not Found',
      async (path) => {
        const html = await page(path, 404);
        expect(html).toContain('Course Not Found');
        expect(html).toContain('The course you’re looking for doesn’t exist.');
      },
    );
  });

  describe('few-more class pages', () => {
    it.each(classSlugs)('/courses/few-more/%s renders the class template', async (slug) => {
      const path = `/courses/few-more/${slug}`;
      const html = await page(path);
      const title = h1Text(html);
      expect(titleOf(html)).toContain(title);
      expectHead(html, path);
      expect(html).toContain('>Introduction</h2>');
      expect(html).toContain('>Conclusion</h2>');
      expect(html).toContain('Back to Courses');
      expect(html).toMatch(/>All Courses<\/a>/);
      expect(html).toMatch(/>Get Guidance<\/a>/);
      const types = jsonLd(html).map((item) => item['@type']);
      expect(types).toContain('BreadcrumbList');
    });

    it('lists the three Asparsha Yoga options', async () => {
      const html = await page('/courses/few-more/asparsha-yoga');
      expect(html).toMatch(
        /href="https:\/\/www\.youtube\.com\/watch\?v=[^"]+" target="_blank" rel="noopener noreferrer" class="btn btn-accent">Watch Now/,
      );
      expect(html).toMatch(/href="\/courses\/few-more\/asparsha-yoga\/3-day"[^>]*>.*?Coming Soon/);
      expect(html).toMatch(/href="\/courses\/few-more\/asparsha-yoga\/7-day"[^>]*>.*?Coming Soon/);
    });

    it('answers an unknown class with Class Not Found and 404', async () => {
      const html = await page('/courses/few-more/no-such-class', 404);
      expect(html).toContain('Class Not Found');
      expect(html).toContain('href="/courses"');
    });
  });

  describe('coming soon', () => {
    it.each(comingSoon)('%s renders the coming-soon screen', async (path) => {
      const html = await page(path);
      expect(h1Text(html)).toBe('Coming Soon');
      expectHead(html, path);
      expect(html).toMatch(/href="\/courses"[^>]*>Back to Courses<\/a>/);
      expect(html).toMatch(/href="\/contact\?topic=programme"[^>]*>Get Notified<\/a>/);
    });

    it.each([
      ['3-day', '3 Day Course'],
      ['7-day', '7 Day Course'],
    ])('the Asparsha Yoga %s page names its course', async (slug, name) => {
      const html = await page(`/courses/few-more/asparsha-yoga/${slug}`);
      expect(html).toContain(`Asparsha Yoga: ${name}`);
      expect(titleOf(html)).toContain(`Asparsha Yoga ${name}`);
      expect(jsonLd(html).map((item) => item['@type'])).toContain('BreadcrumbList');
    });
  });

  it('lists every course, practice, class and coming-soon path in the sitemap, not the alias', async () => {
    const sitemap = (await request(t.url).get('/sitemap.xml').expect(200)).text;
    const expected = [
      '/courses',
      ...[...upcoming, ...previous].map((slug) => `/courses/${slug}`),
      ...practiceSlugs.map((slug) => `/courses/other/${slug}`),
      ...classSlugs.map((slug) => `/courses/few-more/${slug}`),
      ...comingSoon,
    ];
    for (const path of expected) expect(sitemap).toContain(`<loc>${APP_URL}${path}</loc>`);
    expect(sitemap).not.toContain('/other-courses/');
  });
});
