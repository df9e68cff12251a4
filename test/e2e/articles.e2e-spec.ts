import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ArticleScheduler } from '../../src/articles/article-scheduler.service';
import { checkHtml } from '../helpers/html-checker';
import { blockedScripts, SCRIPT_SOURCES } from '../helpers/page-scripts';
import { signUpWithCode } from '../helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { useStack } from '../helpers/stack';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { bytesBody } from '../helpers/bytes-body';

jest.setTimeout(180_000);

const PASSWORD = 'correct horse battery';
const run = Date.now().toString(36);
const ADMIN = `articles-admin-${run}@example.org`;
const MEMBER = `articles-member-${run}@example.org`;
const COVER = '3b241101-e2bb-4255-8caf-4136c566a962';

const VERSE =
  '> उद्धरेदात्मनात्मानं नात्मानमवसादयेत् ।\n' + '> uddhared ātmanātmānaṃ nātmānam avasādayet\n';

const BODY =
  '## The seer and the seen\n\n' +
  'What is seen is never the seer.[^1] See [the Gītā](https://example.org/gita) and ' +
  '[our courses](/courses).\n\n' +
  VERSE +
  '\n[^1]: Dṛg-Dṛśya-Viveka 1.\n';

/** India time for a moment `ms` from now, as the admin form sends it (2026-12-01T07:30). */
function indiaLocal(ms: number): string {
  return new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);
}

describe('articles (API, feed, sitemap)', () => {
  let admin: string;
  let member: string;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => t.app.get(DataSource);
  const count = async () =>
    Number(((await db().query(`SELECT count(*)::int AS n FROM articles`)) as [{ n: number }])[0].n);
  const audits = async (action: string, id: string) =>
    (await db().query(
      `SELECT actor_email, detail FROM admin_audit WHERE action = $1 AND target_id = $2`,
      [action, id],
    )) as Array<{ actor_email: string; detail: Record<string, unknown> }>;
  const create = (body: Record<string, unknown>) =>
    api().post('/api/admin/articles').set(bearer(admin)).send(body);
  const patch = (id: string, body: Record<string, unknown>) =>
    api().patch(`/api/admin/articles/${id}`).set(bearer(admin)).send(body);

  const t = useStack({ env: { ADMIN_EMAILS: ADMIN } });

  beforeAll(async () => {
    // A shared test database keeps the articles of an earlier run; each run starts with none.
    await db().query(`DELETE FROM articles`);
    admin = (await t.signUp(ADMIN, PASSWORD)).token;
    member = (await t.signUp(MEMBER, PASSWORD)).token;
  });

  it('answers 401 without a session and 403 to a member', async () => {
    await api().get('/api/admin/articles').expect(401);
    await api().post('/api/admin/articles').send({ title: 'x', markdown: 'x' }).expect(401);
    await api().get('/api/admin/articles').set(bearer(member)).expect(403);
    await api()
      .post('/api/admin/articles/preview')
      .set(bearer(member))
      .send({ markdown: '# x' })
      .expect(403);
    expect(await count()).toBe(0);
  });

  it('refuses bad input with one sentence and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ markdown: 'x', state: 'draft' }, /title/],
      [{ title: 'T', state: 'draft' }, /Markdown/],
      [{ title: 'T', markdown: 'x', state: 'unpublished' }, /draft, published or scheduled/],
      [{ title: 'T', markdown: 'x', state: 'draft', slug: 'Not A Slug' }, /small letters/],
      [{ title: 'T', markdown: 'x', state: 'draft', slug: 'a--b' }, /single hyphens/],
      [{ title: 'T', markdown: 'x', state: 'scheduled' }, /give the time/],
      [{ title: 'T', markdown: 'x', state: 'scheduled', publishAt: '2020-01-01T07:30' }, /passed/],
      [{ title: 'T', markdown: 'x', state: 'scheduled', publishAt: '2026-02-30T07:30' }, /India/],
      [{ title: 'T', markdown: 'x', state: 'scheduled', publishAt: 'tomorrow' }, /India/],
      [{ title: 'T', markdown: 'x', state: 'draft', publishAt: indiaLocal(3600e3) }, /scheduled/],
      [{ title: 'T', markdown: 'x', state: 'draft', coverMediaId: 'cover.jpg' }, /media library/],
      [{ title: 'T', markdown: 'x', state: 'draft', tags: 'one' }, /list/],
      [{ title: 'T', markdown: 'x', state: 'draft', tags: Array(11).fill('a') }, /10 tags/],
      [{ title: 'T', markdown: 'x', state: 'draft', tags: ['a/b'] }, /slashes/],
      [{ title: 'T\u0007', markdown: 'x', state: 'draft' }, /control/],
      [{ title: 'x'.repeat(201), markdown: 'x', state: 'draft' }, /200/],
    ];
    for (const [body, sentence] of cases) {
      const res = await create(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(sentence);
      expect(res.body.message).toMatch(/[.!?]$/);
    }
    await api().get('/api/admin/articles/not-a-uuid').set(bearer(admin)).expect(400);
    await api().get(`/api/admin/articles/${COVER}`).set(bearer(admin)).expect(404);
    await api().post('/api/admin/articles/preview').set(bearer(admin)).send({}).expect(400);
    expect(await count()).toBe(0);
  });

  describe('an article from draft to deleted', () => {
    let id: string;
    let slug: string;

    it('creates a draft with a slug from its title, kept off the site', async () => {
      const res = await create({
        title: 'The Seer and the Seen: Dṛg-Dṛśya',
        markdown: BODY,
        summary: 'On the first verse of the Dṛg-Dṛśya-Viveka.',
        tags: ['Vedānta', 'Texts', 'vedānta'],
        coverMediaId: COVER,
        state: 'draft',
      }).expect(201);
      ({ id, slug } = res.body as { id: string; slug: string });
      expect(Object.keys(res.body).sort()).toEqual(['id', 'slug']);
      expect(slug).toBe('the-seer-and-the-seen-drg-drsya');
      await api().get(`/api/articles/${slug}`).expect(404);
      const page = await api().get('/api/articles').expect(200);
      expect(page.body.items).toEqual([]);
      const got = await api().get(`/api/admin/articles/${id}`).set(bearer(admin)).expect(200);
      expect(got.body).toMatchObject({ state: 'draft', tags: ['Vedānta', 'Texts'], revision: 1 });
    });

    it('checks the slug is unique, with a sentence', async () => {
      const taken = await create({ title: 'Other', markdown: 'x', state: 'draft', slug }).expect(
        409,
      );
      expect(taken.body.message).toBe(
        `Another article already has the address /blog/${slug}; please choose another.`,
      );
      // A title whose slug is taken gets the next free one.
      const same = await create({
        title: 'The Seer and the Seen: Dṛg-Dṛśya',
        markdown: 'x',
        state: 'draft',
      }).expect(201);
      expect(same.body.slug).toBe(`${slug}-2`);
      const clash = await patch(same.body.id, { slug }).expect(409);
      expect(clash.body.message).toMatch(/already has the address/);
      await api().delete(`/api/admin/articles/${same.body.id}`).set(bearer(admin)).expect(200);
    });

    it('keeps a revision for each change of text, none for a save with no change', async () => {
      await patch(id, { markdown: `${BODY}\nA second paragraph.\n` }).expect(200);
      await patch(id, { title: 'The Seer and the Seen: Dṛg-Dṛśya' }).expect(200);
      const revisions = await api()
        .get(`/api/admin/articles/${id}/revisions`)
        .set(bearer(admin))
        .expect(200);
      expect(revisions.body.map((r: { number: number }) => r.number)).toEqual([2, 1]);
      expect(revisions.body[0].authorEmail).toBe(ADMIN);
    });

    it('publishes: the page, reading time, previous and next, and the audit log', async () => {
      const older = await create({
        title: 'An Older Note',
        markdown: 'Earlier words.',
        state: 'published',
        tags: ['Practice'],
      }).expect(201);
      await patch(id, { state: 'published' }).expect(200);
      const [entry] = await audits('article.published', id);
      expect(entry).toMatchObject({ actor_email: ADMIN, detail: { slug } });

      const res = await api().get(`/api/articles/${slug}`).expect(200);
      expect(res.body).toMatchObject({
        slug,
        title: 'The Seer and the Seen: Dṛg-Dṛśya',
        readingMinutes: 1,
        devanagari: true,
        previous: { slug: older.body.slug, title: 'An Older Note' },
        next: null,
        coverMediaId: COVER,
      });
      expect(res.body.html).toContain('<span lang="sa">उद्धरेदात्मनात्मानं');
      expect(res.body.html).toContain('id="the-seer-and-the-seen"');
      expect(res.body.html).toMatch(
        /<a href="https:\/\/example.org\/gita" class="external-link" target="_blank" rel="noopener noreferrer">/,
      );
      expect(res.body.html).toContain('<a href="/courses">our courses</a>');
      expect(res.body.html).toContain('class="footnotes"');
      expect(res.body.html).toContain('<blockquote>');

      const list = await api().get('/api/articles').expect(200);
      expect(list.body.items.map((a: { slug: string }) => a.slug)).toEqual([slug, older.body.slug]);
      const byTag = await api().get('/api/articles?tag=Practice').expect(200);
      expect(byTag.body.items.map((a: { slug: string }) => a.slug)).toEqual([older.body.slug]);
      expect(byTag.body.tags).toEqual(
        expect.arrayContaining([
          { name: 'Practice', count: 1 },
          { name: 'Vedānta', count: 1 },
        ]),
      );
      await api().get('/api/articles?page=0').expect(400);
      await api().get('/api/articles/NOT_A_SLUG').expect(404);
    });

    it("serves the article's own cut of the Devanāgarī face, immutable, and no other", async () => {
      const res = await api().get(`/api/articles/${slug}`).expect(200);
      const face = res.body.devanagariFace as string;
      expect(face).toMatch(new RegExp(`^/blog/${slug}/devanagari-[\\w-]{12}\\.woff2$`));
      const font = await api().get(face).buffer(true).parse(bytesBody).expect(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = font.body as Buffer;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      // A verse's characters, not the whole face's 127 kB.
      expect(bytes.length).toBeLessThan(40_000);
      await api()
        .get(face)
        .set('if-none-match', font.headers.etag as string)
        .expect(304);

      // The same cut at 400 alone, which the page declares after it: about half the bytes.
      const regular = await api()
        .get(face.replace(/\.woff2$/, '.400.woff2'))
        .buffer(true)
        .parse(bytesBody)
        .expect(200);
      expect((regular.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect((regular.body as Buffer).length).toBeLessThan(bytes.length * 0.7);
      expect(regular.headers.etag).not.toBe(font.headers.etag);
      await api()
        .get(face.replace(/\.woff2$/, '.700.woff2'))
        .expect(404);

      const other = face.replace(/devanagari-[\w-]{12}/, 'devanagari-AAAAAAAAAAAA');
      await api().get(other).expect(404);
      await api().get(face.replace(slug, 'no-such-article')).expect(404);
      await api().get(`/blog/${slug}/devanagari.woff2`).expect(404);
      // A draft's characters are not served.
      const draft = await create({ title: 'A Draft Verse', markdown: 'धर्म', state: 'draft' });
      const draftFace = face.replace(slug, draft.body.slug as string);
      await api().get(draftFace).expect(404);
      await api().delete(`/api/admin/articles/${draft.body.id}`).set(bearer(admin)).expect(200);
      // An article without Devanāgarī has no face.
      const plain = await create({ title: 'Plain Words', markdown: 'Plain.', state: 'published' });
      const plainPage = await api().get(`/api/articles/${plain.body.slug}`).expect(200);
      expect(plainPage.body.devanagariFace).toBeNull();
      await api().delete(`/api/admin/articles/${plain.body.id}`).set(bearer(admin)).expect(200);
    });

    it('previews exactly what the public page shows', async () => {
      const current = await api().get(`/api/admin/articles/${id}`).set(bearer(admin)).expect(200);
      const preview = await api()
        .post('/api/admin/articles/preview')
        .set(bearer(admin))
        .send({ markdown: current.body.markdown })
        .expect(200);
      const page = await api().get(`/api/articles/${slug}`).expect(200);
      expect(preview.body.html).toBe(page.body.html);
    });

    it('restores an earlier version as a new one, keeping the address', async () => {
      const revisions = await api()
        .get(`/api/admin/articles/${id}/revisions`)
        .set(bearer(admin))
        .expect(200);
      const first = revisions.body.find((r: { number: number }) => r.number === 1);
      const restored = await api()
        .post(`/api/admin/articles/${id}/revisions/${first.id}/restore`)
        .set(bearer(admin))
        .expect(200);
      expect(restored.body).toEqual({ id, slug, revision: 3 });
      const got = await api().get(`/api/admin/articles/${id}`).set(bearer(admin)).expect(200);
      expect(got.body.markdown).toBe(BODY);
      await api()
        .post(`/api/admin/articles/${id}/revisions/${COVER}/restore`)
        .set(bearer(admin))
        .expect(404);
    });

    it('unpublishes (audited, off the site) and refuses moves that make no sense', async () => {
      const draft = await patch(id, { state: 'draft' }).expect(400);
      expect(draft.body.message).toMatch(/unpublishing/);
      await patch(id, { state: 'unpublished' }).expect(200);
      expect(await audits('article.unpublished', id)).toHaveLength(1);
      await api().get(`/api/articles/${slug}`).expect(404);
      const again = await patch(id, { state: 'published' }).expect(200);
      expect(again.body.slug).toBe(slug);
      expect(await audits('article.published', id)).toHaveLength(2);
    });

    it('deletes (audited, with its versions)', async () => {
      await api().delete(`/api/admin/articles/${id}`).set(bearer(admin)).expect(200);
      expect(await audits('article.deleted', id)).toHaveLength(1);
      await api().get(`/api/admin/articles/${id}`).set(bearer(admin)).expect(404);
      await api().delete(`/api/admin/articles/${id}`).set(bearer(admin)).expect(404);
      const [{ n }] = (await db().query(
        `SELECT count(*)::int AS n FROM article_revisions WHERE article_id = $1`,
        [id],
      )) as [{ n: number }];
      expect(n).toBe(0);
    });
  });

  it('keeps script, handlers, foreign images and javascript: links out of the HTML', async () => {
    const attack = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<img src="https://evil.example/x.png" alt="x">',
      '<iframe src="https://evil.example"></iframe>',
      '[click](javascript:alert(1))',
      '<a href="javascript:alert(1)">a</a>',
      '<p style="position:fixed" onclick="alert(1)" class="hero">styled</p>',
      '<svg onload=alert(1)><circle /></svg>',
      '<form action="/api/auth/login"><input name=x></form>',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<a href="https://example.org" onmouseover="alert(1)">ok</a>',
      '"><script>alert(1)</script>',
    ].join('\n\n');
    const res = await create({ title: 'Attack', markdown: attack, state: 'published' }).expect(201);
    const html = (await api().get(`/api/articles/${res.body.slug}`).expect(200)).body
      .html as string;
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'onload',
      'onmouseover',
      'href="javascript:',
      'href="data:',
      '<iframe',
      '<svg',
      '<form',
      '<input',
      'style=',
      'evil.example',
      'class="hero"',
    ]) {
      expect({ bad, found: html.includes(bad) }).toEqual({ bad, found: false });
    }
    const page = await api().get(`/blog/${res.body.slug}`).expect(200);
    expect(page.headers['content-security-policy']).toMatch(SCRIPT_SOURCES);
    expect(blockedScripts(page.headers['content-security-policy'], page.text)).toEqual([]);
    expect(page.text).not.toContain('alert(1)</script>');
    await api().delete(`/api/admin/articles/${res.body.id}`).set(bearer(admin)).expect(200);
  });

  it('publishes a scheduled article by the scheduler, exactly once', async () => {
    const at = indiaLocal(3600e3);
    const res = await create({
      title: 'A Scheduled Reflection',
      markdown: 'Words for later.',
      state: 'scheduled',
      publishAt: at,
    }).expect(201);
    const { id, slug } = res.body as { id: string; slug: string };
    const got = await api().get(`/api/admin/articles/${id}`).set(bearer(admin)).expect(200);
    expect(got.body.publishAtIndia).toBe(at);
    expect(new Date(got.body.publishAt).getTime()).toBe(new Date(`${at}:00+05:30`).getTime());
    expect(await audits('article.scheduled', id)).toHaveLength(1);

    const scheduler = t.app.get(ArticleScheduler);
    expect(await scheduler.run()).toBe(0);
    await api().get(`/api/articles/${slug}`).expect(404);

    // Its time comes (as the database tells time).
    await db().query(`UPDATE articles SET publish_at = now() - interval '1 second' WHERE id = $1`, [
      id,
    ]);
    // Asked again while it runs, a replica joins its own run rather than starting a second one.
    expect(await Promise.all([scheduler.run(), scheduler.run()])).toEqual([1, 1]);
    expect(await scheduler.run()).toBe(0);
    await api().get(`/api/articles/${slug}`).expect(200);
    const published = await audits('article.published', id);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ actor_email: ADMIN, detail: { slug } });
  });

  it('serves a valid Atom feed of the published articles, linked from /blog', async () => {
    const res = await api().get('/blog/feed.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
      res.text,
    ) as { feed: Record<string, unknown> };
    const feed = parsed.feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${t.config.appUrl}/blog`);
    expect(Number.isNaN(Date.parse(String(feed.updated)))).toBe(false);
    const entries = ([] as Array<Record<string, unknown>>).concat(
      feed.entry as Record<string, unknown>,
    );
    const published = (await api().get('/api/articles').expect(200)).body.items as Array<{
      slug: string;
      title: string;
    }>;
    expect(entries).toHaveLength(published.length);
    for (const [i, entry] of entries.entries()) {
      const url = `${t.config.appUrl}/blog/${published[i].slug}`;
      expect(entry.id).toBe(url);
      expect((entry.link as { '@href': string })['@href']).toBe(url);
      expect(String((entry.title as { '#text'?: string })['#text'] ?? entry.title)).toBe(
        published[i].title,
      );
      expect(Number.isNaN(Date.parse(String(entry.updated)))).toBe(false);
      expect(Number.isNaN(Date.parse(String(entry.published)))).toBe(false);
    }
    const blog = await api().get('/blog').expect(200);
    expect(blog.text).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" (title="[^"]+" )?href="[^"]*\/blog\/feed.xml"/,
    );
  });

  it('gives valid HTML on the blog, an article with a verse and footnotes, and the editor', async () => {
    const res = await create({
      title: 'A Verse, Valid',
      markdown: `${BODY}\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<span lang="sa-Latn">tat tvam asi</span>\n`,
      summary: 'Checked by the W3C checker.',
      tags: ['Texts'],
      state: 'published',
    }).expect(201);
    const cookie = { Cookie: `pragya-session=${admin}` };
    const pages = new Map<string, string>();
    for (const path of ['/blog', '/blog?tag=Texts', `/blog/${res.body.slug}`]) {
      pages.set(path, (await api().get(path).expect(200)).text);
    }
    for (const path of ['/admin/articles', `/admin/articles?edit=${res.body.id}`]) {
      pages.set(path, (await api().get(path).set(cookie).expect(200)).text);
    }
    expect(await checkHtml(pages)).toEqual([]);
  });

  it('lists published articles in sitemap.xml with lastmod', async () => {
    const published = (await api().get('/api/articles').expect(200)).body.items as Array<{
      slug: string;
      updatedAt: string;
    }>;
    expect(published.length).toBeGreaterThan(0);
    const sitemap = await api().get('/sitemap.xml').expect(200);
    for (const article of published) {
      const loc = `<loc>${t.config.appUrl}/blog/${article.slug}</loc>`;
      expect(sitemap.text).toContain(loc);
      const after = sitemap.text.slice(sitemap.text.indexOf(loc));
      expect(after).toMatch(/^<loc>[^<]+<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})/);
    }
  });

  it('renders the admin pages for the admin: the list and the editor with its versions', async () => {
    const cookie = { Cookie: `pragya-session=${admin}` };
    const list = await api().get('/admin/articles').set(cookie).expect(200);
    expect(list.text).toContain('Write an article');
    const fresh = await api().get('/admin/articles?edit=new').set(cookie).expect(200);
    expect(fresh.text).toContain('Text (Markdown)');
    const [row] = (await db().query(
      `SELECT id, title FROM articles WHERE state = 'published' LIMIT 1`,
    )) as Array<{ id: string; title: string }>;
    const editor = await api().get(`/admin/articles?edit=${row.id}`).set(cookie).expect(200);
    expect(editor.text).toContain('Saved versions');
    await api()
      .get('/admin/articles')
      .set({ Cookie: `pragya-session=${member}` })
      .expect(403);
  });

  it('renders /blog and the article page, with the cover as share image', async () => {
    const before = await api().get('/blog').expect(200);
    const published = (await api().get('/api/articles').expect(200)).body.items as Array<{
      slug: string;
      title: string;
    }>;
    expect(before.text).toContain(published[0].title.replace(/&/g, '&amp;'));
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await api()
      .post('/api/admin/media')
      .set(bearer(admin))
      .attach('file', photo, { filename: 'ghat.jpg', contentType: 'image/jpeg' })
      .field('alt', 'Steps of a ghat on the Gaṅgā at dawn')
      .expect(201);
    const cover = String(uploaded.body.id);
    const res = await create({
      title: 'Fresh Words',
      markdown: 'New.',
      state: 'published',
      coverMediaId: cover,
    }).expect(201);
    // Publishing cleared the cached /blog at once.
    const after = await api().get('/blog').expect(200);
    expect(after.text).toContain('Fresh Words');
    const page = await api().get(`/blog/${res.body.slug}`).expect(200);
    expect(page.text).toContain('"@type":"BlogPosting"');
    expect(page.text).toContain(
      `<meta property="og:image" content="${t.config.appUrl}/media/${cover}/1200.jpeg"/>`,
    );
    expect(page.text).toMatch(/<meta property="og:type" content="article"\/>/);
    expect(page.text).toContain('alt="Steps of a ghat on the Gaṅgā at dawn"');
    expect(page.text).toMatch(/<img [^>]*width="1600" height="900"/);
    await api().get('/blog/no-such-article').expect(404);
    await api().get('/blog/Not_A_Slug').expect(404);
  });
});

/**
 * Two app instances on one database, as two replicas: a scheduled article is published by exactly
 * one of them, and a change on one clears the other's cached pages. Needs DATABASE_URL (the
 * embedded database belongs to one process).
 */
const describeShared = process.env.DATABASE_URL ? describe : describe.skip;

describeShared('articles on two replicas', () => {
  let smtp: TestSmtpServer;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  const email = `articles-two-${run}@example.org`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [a, b] = await Promise.all([
      startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: email }),
      startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: email }),
    ]);
    admin = (await signUpWithCode(a.url, smtp, email, PASSWORD)).token;
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await smtp?.stop();
  });

  it('publishes a due article on exactly one replica', async () => {
    const db = a.app.get(DataSource);
    const created = await request(a.url)
      .post('/api/admin/articles')
      .set({ Authorization: `Bearer ${admin}` })
      .send({
        title: `Two Replicas ${run}`,
        markdown: 'Once.',
        state: 'scheduled',
        publishAt: indiaLocal(3600e3),
      })
      .expect(201);
    const id = String(created.body.id);
    await db.query(`UPDATE articles SET publish_at = now() - interval '1 second' WHERE id = $1`, [
      id,
    ]);
    const runs = await Promise.all([
      a.app.get(ArticleScheduler).run(),
      b.app.get(ArticleScheduler).run(),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    const rows = (await db.query(
      `SELECT count(*)::int AS n FROM admin_audit WHERE action = 'article.published' AND target_id = $1`,
      [id],
    )) as [{ n: number }];
    expect(rows[0].n).toBe(1);
  });

  it('clears the cached /blog on the other replica within seconds', async () => {
    const title = `Seen Everywhere ${run}`;
    const cached = await request(b.url).get('/blog').expect(200);
    expect(cached.text).not.toContain(title);
    await request(b.url).get('/blog').expect(200);
    await request(a.url)
      .post('/api/admin/articles')
      .set({ Authorization: `Bearer ${admin}` })
      .send({ title, markdown: 'Everywhere.', state: 'published' })
      .expect(201);
    const started = Date.now();
    let html = '';
    while (Date.now() - started < 5000) {
      html = (await request(b.url).get('/blog')).text;
      if (html.includes(title)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(html).toContain(title);
    console.log(`The other replica showed the new article after ${Date.now() - started} ms.`);
  });
});
