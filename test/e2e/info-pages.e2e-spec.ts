import request from 'supertest';
import { useStack } from '../helpers/stack';
import { legalPages } from '../../client/content/legal';
import { meditations } from '../../client/content/meditation';
import {
  aboutContent,
  blogContent,
  contactContent,
  eventsContent,
  galleryContent,
  meditationIntro,
  resourcesContent,
} from '../../client/content/pages';
import { keyFeatures, pitcsMeta } from '../../client/content/pitcs';
import { vedanticTexts } from '../../client/content/vedantic-texts';

// A fresh embedded database takes seconds to start; jest ignores testTimeout set per project.
jest.setTimeout(60_000);

const APP_URL = 'https://pragya.test';
const EMAIL = 'seekers@pragya.test';
const BRAND = 'Pragya Trust';

interface InfoPage {
  path: string;
  h1: string;
  title: string;
  /** Shows a breadcrumb, so carries a BreadcrumbList. */
  crumbs: boolean;
  indexable: boolean;
}

const withBrand = (title: string) => (title.includes(BRAND) ? title : `${title} | ${BRAND}`);

/** Every page of the information family, with the h1 and title its content gives. */
const infoPages: InfoPage[] = [
  { path: '/about', h1: aboutContent.title, title: aboutContent.meta.title, crumbs: false },
  {
    path: '/resources',
    h1: resourcesContent.title,
    title: resourcesContent.meta.title,
    crumbs: false,
  },
  ...vedanticTexts.map((text) => ({
    path: `/resources/vedantic-texts/${text.slug}`,
    h1: text.title,
    title: `${text.title} - Vedāntic Texts`,
    crumbs: true,
  })),
  { path: '/blog', h1: blogContent.title, title: blogContent.meta.title, crumbs: true },
  { path: '/contact', h1: contactContent.title, title: contactContent.meta.title, crumbs: false },
  {
    path: '/meditation',
    h1: meditationIntro.title,
    title: meditationIntro.meta.title,
    crumbs: false,
  },
  ...meditations.map((practice) => ({
    path: `/meditation/${practice.slug}`,
    h1: practice.title,
    title: `${practice.title} - ${practice.pageSubtitle} - Pragya Trust`,
    crumbs: true,
  })),
  { path: '/pitcs', h1: 'PITCs', title: pitcsMeta.title, crumbs: true },
  { path: '/events', h1: eventsContent.title, title: eventsContent.meta.title, crumbs: true },
  { path: '/gallery', h1: galleryContent.title, title: galleryContent.meta.title, crumbs: true },
  ...legalPages.map((page) => ({
    path: `/${page.slug}`,
    h1: page.title,
    title: page.metaTitle,
    crumbs: true,
  })),
].map((page) => ({ ...page, title: withBrand(page.title), indexable: true }));

const alias: InfoPage = {
  path: '/pragya-academy/pitcs',
  h1: 'PITCs',
  title: withBrand(pitcsMeta.title),
  crumbs: true,
  indexable: false,
};

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function h1s(html: string): string[] {
  return (html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? []).map((h1) =>
    decode(h1.replace(/<[^>]+>/g, '')).trim(),
  );
}

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  decode(/<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '');

function jsonLd(html: string): { '@type': string; itemListElement?: { item: string }[] }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]),
  );
}

/**
 * The <main> element's HTML (the page itself, without header and footer), with the glossary's
 * links unwrapped to their words, so the content's sentences read as written.
 */
function mainOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main.replace(/<a href="\/glossary#[^"]*" class="glossary-link">([^<]*)<\/a>/g, '$1');
}

/** The attributes (names lower-cased) of the first <tag> whose attribute `name` equals `value`. */
function tagWith(html: string, tag: string, name: string, value: string): Record<string, string> {
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
    const attributes = Object.fromEntries(
      [...match[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        attribute[1].toLowerCase(),
        decode(attribute[2] ?? ''),
      ]),
    );
    if (attributes[name] === value) return attributes;
  }
  throw new Error(`No <${tag} ${name}="${value}"> found`);
}

/** Heading levels in document order: none may skip a level on the way down. */
function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
}

describe('information pages', () => {
  const t = useStack({ smtp: false, env: { APP_URL, PUBLIC_EMAIL: EMAIL } });

  async function get(path: string, status = 200): Promise<string> {
    const res = await request(t.url).get(path).expect(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res.text;
  }

  it.each([...infoPages, alias].map((page) => [page.path, page] as const))(
    '%s answers 200 with its h1, title, description, canonical and robots',
    async (path, page) => {
      const html = await get(path);
      expect(h1s(html)).toEqual([page.h1]);
      expect(titleOf(html)).toBe(page.title);
      expect(canonicalOf(html)).toBe(`${APP_URL}${path}`);
      const description = descriptionOf(html);
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(html).toContain(
        `<meta name="robots" content="${page.indexable ? 'index, follow' : 'noindex, nofollow'}"/>`,
      );
      const main = mainOf(html);
      const levels = headingLevels(main);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
      });
      const breadcrumbs = jsonLd(html).filter((item) => item['@type'] === 'BreadcrumbList');
      if (page.crumbs) {
        expect(main).toContain('aria-label="Breadcrumb"');
        expect(breadcrumbs).toHaveLength(1);
        expect(breadcrumbs[0].itemListElement?.[0].item).toBe(`${APP_URL}/`);
      } else {
        expect(breadcrumbs).toHaveLength(0);
      }
    },
  );

  it('answers unknown text and practice slugs with their not-found views and 404', async () => {
    const text = await get('/resources/vedantic-texts/no-such-text', 404);
    expect(h1s(text)).toEqual(['Text Not Found']);
    expect(text).toContain('The text you’re looking for doesn’t exist.');
    expect(text).toContain('href="/resources"');
    expect(text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const practice = await get('/meditation/no-such-practice', 404);
    expect(h1s(practice)).toEqual(['Practice Not Found']);
    expect(practice).toContain('href="/meditation"');
  });

  it('shows the configured e-mail on the privacy policy, as a link, and no raw token', async () => {
    const html = await get('/privacy-policy');
    const main = mainOf(html);
    expect(main).toContain(`at <a href="mailto:${EMAIL}">${EMAIL}</a>`);
    expect(html).not.toContain('{email}');
    expect(main).toContain('Effective date: <time dateTime="2025-08-20">20/8/2025</time>');
    for (const path of ['/terms-conditions', '/disclaimer']) {
      expect(await get(path)).not.toContain('{email}');
    }
  });

  it('renders the disclaimer with its highlighted Use at Own Risk box', async () => {
    const main = mainOf(await get('/disclaimer'));
    expect(main).toMatch(/class="legal-highlight"[\s\S]*Use at Own Risk/);
    expect(main).not.toContain('Effective date');
  });

  it('puts all four PITCs features in the server HTML, closed, behind toggle buttons', async () => {
    const main = mainOf(await get('/pitcs'));
    for (const feature of keyFeatures) {
      for (const text of [
        feature.title,
        feature.introduction,
        feature.whyItMatters,
        ...feature.benefits,
        ...feature.explanation.map((part) => part.text),
        ...(feature.explanationLead ? [feature.explanationLead] : []),
        ...(feature.explanationClose ? [feature.explanationClose] : []),
      ]) {
        expect(main).toContain(escapeHtml(text));
      }
      const button = new RegExp(
        `<button[^>]*id="feature-${feature.id}-button"[^>]*aria-expanded="false"[^>]*aria-controls="feature-${feature.id}-panel"`,
      );
      expect(main).toMatch(button);
      expect(main).toMatch(
        new RegExp(
          `<div id="feature-${feature.id}-panel" role="region" aria-labelledby="feature-${feature.id}-button"[^>]*hidden=""`,
        ),
      );
    }
    expect(main.match(/aria-expanded=/g)).toHaveLength(keyFeatures.length);
  });

  it('renders the contact form as a native form with labelled fields and a honeypot', async () => {
    const main = mainOf(await get('/contact'));
    const form = tagWith(main, 'form', 'class', 'form contact-form');
    expect(form).toMatchObject({ method: 'post', action: '/contact' });
    expect(tagWith(main, 'input', 'name', 'name')).toMatchObject({ type: 'text', required: '' });
    expect(tagWith(main, 'input', 'name', 'email')).toMatchObject({ type: 'email', required: '' });
    const phone = tagWith(main, 'input', 'name', 'phone');
    expect(phone).toMatchObject({ type: 'tel' });
    expect(phone).not.toHaveProperty('required');
    expect(tagWith(main, 'textarea', 'name', 'message')).toMatchObject({ required: '' });
    for (const name of ['name', 'email', 'phone', 'message']) {
      expect(main).toMatch(
        new RegExp(
          `<label class="field">(?:(?!</label>)[\\s\\S])*<(input|textarea)\\b[^>]*name="${name}"`,
        ),
      );
    }
    const honeypot = tagWith(main, 'input', 'name', 'website');
    expect(honeypot).toMatchObject({ type: 'text', tabindex: '-1', autocomplete: 'off' });
    expect(main).toMatch(
      /<div class="visually-hidden" aria-hidden="true"><label>[^<]*empty[^<]*<input[^>]*name="website"/,
    );
    expect(main).toContain('3–5 business days');
    expect(main).toContain('UTC+5:30');
    expect(main).toContain(`href="mailto:${EMAIL}"`);
    expect(main).not.toContain('href="tel:');
    expect(main).toContain('href="https://maps.google.com/maps?q=Varanasi,+Uttar+Pradesh,+India"');
    expect(tagWith(main, 'svg', 'role', 'img')).toMatchObject({ width: '560', height: '320' });
  });

  it('prefills the message when a course page links to /contact?course=', async () => {
    const main = mainOf(await get('/contact?course=viveka-chudamani'));
    const message = /<textarea\b[^>]*name="message"[^>]*>([^<]*)<\/textarea>/.exec(main)?.[1] ?? '';
    expect(decode(message)).toContain('Vivekacūḍāmaṇi');
    const unknown = mainOf(await get('/contact?course=no-such-course'));
    expect(unknown).toMatch(/<textarea\b[^>]*name="message"[^>]*><\/textarea>/);
  });

  it('lists every indexable information page in the sitemap, and not the PITCs alias', async () => {
    const sitemap = (await request(t.url).get('/sitemap.xml').expect(200)).text;
    for (const page of infoPages) expect(sitemap).toContain(`<loc>${APP_URL}${page.path}</loc>`);
    expect(sitemap).not.toContain('/pragya-academy/pitcs');
  });

  it('links, within its pages, only to internal addresses that exist', async () => {
    const targets = new Set<string>();
    for (const page of [...infoPages, alias]) {
      const html = mainOf(await get(page.path));
      for (const match of html.matchAll(/<a\b[^>]*href="(\/[^"#]*)"/g)) {
        if (!match[1].startsWith('//')) targets.add(decode(match[1]));
      }
    }
    const broken: string[] = [];
    for (const target of targets) {
      const res = await request(t.url).get(target);
      if (res.status !== 200) broken.push(`${target} → ${res.status}`);
    }
    expect(broken).toEqual([]);
  });
});
