import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RecordingLimits } from '../../src/recordings/recording-upload';
import { CHUNK_BYTES } from '../../src/recordings/recordings.service';
import { m4a, mp3, opus } from '../fixtures/recordings/audio-samples';
import { useStack } from '../helpers/stack';
import { startTestApp } from '../helpers/test-app';

jest.setTimeout(180_000);

const PASSWORD = 'Kashi-Ghat-Morning-9';
const run = Date.now().toString(36);
const ADMIN = `rec-admin-${run}@example.org`;

/** Reads a whole answer's bytes, whatever its type (supertest parses only text and JSON). */
const binary = (res: request.Response, done: (e: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on('data', (c: Buffer) => parts.push(c));
  res.on('end', () => done(null, Buffer.concat(parts)));
};

/** Lectures & Talks: uploads checked by content, range requests from the database, the feed. */
describe('recordings (API, audio and feed)', () => {
  let admin: string;
  let member: string;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => t.app.get(DataSource);
  const count = async () =>
    Number((await db().query(`SELECT count(*)::int AS n FROM recordings`))[0].n) +
    Number((await db().query(`SELECT count(*)::int AS n FROM recording_chunks`))[0].n) / 1e6;
  const uploads = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };
  const upload = (file: Buffer, filename: string, type: string, fields: Record<string, string>) => {
    let call = api().post('/api/admin/recordings').set(bearer(admin));
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return call.attach('file', file, { filename, contentType: type });
  };
  const audit = async (action: string, id: string) =>
    (await db().query(`SELECT detail FROM admin_audit WHERE action = $1 AND target_id = $2`, [
      action,
      id,
    ])) as Array<{ detail: Record<string, unknown> }>;

  const talk = mp3(80); // 640,000 bytes: three stored pieces
  let talkId: string;

  const t = useStack({ env: { ADMIN_EMAILS: ADMIN, SITE_REVISION_POLL_MS: '200' } });

  beforeAll(async () => {
    admin = (await t.signUp(ADMIN, PASSWORD)).token;
    member = (await t.signUp(`rec-member-${run}@example.org`, PASSWORD)).token;
    // On a shared Postgres (CI runs the specs one after another on one database) earlier runs'
    // recordings would stand in the way of the empty page and of the feed's exact item list.
    await db().query(`DELETE FROM recordings`);
  });

  describe('upload', () => {
    it('shows an honest note on the page while there are no recordings', async () => {
      const page = await api().get('/resources/recordings').expect(200);
      expect(page.text).toContain('No recordings here yet');
      expect(page.text).not.toContain('<audio');
      const resources = await api().get('/resources').expect(200);
      expect(resources.text).toMatch(/href="\/resources\/recordings"[^>]*>Listen Now/);
    });

    it('refuses visitors (401) and members (403) before reading the file', async () => {
      const before = await count();
      await api()
        .post('/api/admin/recordings')
        .field('title', 'x')
        .attach('file', talk, 'talk.mp3')
        .expect(401);
      await api()
        .post('/api/admin/recordings')
        .set(bearer(member))
        .field('title', 'x')
        .attach('file', talk, 'talk.mp3')
        .expect(403);
      expect(await count()).toBe(before);
      expect(uploads()).toEqual([]);
    });

    it('stores an MP3 in pieces and reads its duration from the file', async () => {
      const res = await upload(talk, 'talk.mp3', 'audio/mpeg', {
        title: 'Kaṭha Upaniṣad, talk 1: Naciketas at the door of Death',
        speaker: 'Swami Atmananda',
        recordedOn: '2026-07-10',
        series: 'Kaṭha Upaniṣad',
        description: 'The boy who asks what lies beyond death.',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        url: `/recordings/${res.body.id}/audio`,
        durationSeconds: 79.992,
      });
      talkId = res.body.id;
      const rows = await db().query(
        `SELECT seq, length(data)::int AS n FROM recording_chunks WHERE recording_id = $1 ORDER BY seq`,
        [talkId],
      );
      expect(rows).toEqual([
        { seq: 0, n: CHUNK_BYTES },
        { seq: 1, n: CHUNK_BYTES },
        { seq: 2, n: talk.length - 2 * CHUNK_BYTES },
      ]);
      expect(uploads()).toEqual([]);
      const [entry] = await audit('recording.created', talkId);
      expect(entry.detail).toMatchObject({
        kind: 'audio',
        contentType: 'audio/mpeg',
        bytes: talk.length,
      });
    });

    it('takes M4A (AAC) and Opus, typed by their contents, not their names', async () => {
      const aac = await upload(m4a(12), 'talk.bin', 'application/octet-stream', {
        title: 'Morning satsaṅga',
      }).expect(201);
      expect(aac.body.durationSeconds).toBeCloseTo(12, 1);
      const ogg = await upload(opus(9), 'talk.mp3', 'audio/mpeg', {
        title: 'Evening chanting',
      }).expect(201);
      expect(ogg.body.durationSeconds).toBe(9);
      const head = await api().head(`/recordings/${aac.body.id}/audio`).expect(200);
      expect(head.headers['content-type']).toBe('audio/mp4');
      const ogged = await api().head(`/recordings/${ogg.body.id}/audio`).expect(200);
      expect(ogged.headers['content-type']).toBe('audio/ogg');
    });

    it('adds a link to a video elsewhere, https only', async () => {
      const res = await api()
        .post('/api/admin/recordings')
        .set(bearer(admin))
        .field('title', 'Guru Pūrṇimā talk (video)')
        .field('url', 'https://www.youtube.com/watch?v=abc123')
        .expect(201);
      expect(res.body).toMatchObject({
        url: 'https://www.youtube.com/watch?v=abc123',
        durationSeconds: null,
      });
      const http = await api()
        .post('/api/admin/recordings')
        .set(bearer(admin))
        .send({ title: 'Plain link', url: 'http://example.org/v' })
        .expect(400);
      expect(http.body.message).toBe('The link must be a full https:// address.');
    });

    it.each([
      [
        'an HTML page named .mp3',
        Buffer.from('<!doctype html><title>x</title><p>Not a talk'),
        'not',
      ],
      ['an image named .m4a', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'not'],
      ['a cut-off M4A', m4a(12).subarray(0, 300), 'damaged'],
      [
        'an MPEG frame header followed by noise',
        Buffer.concat([
          mp3(0.05),
          Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7) % 256)),
        ]),
        'damaged',
      ],
    ])('refuses %s with a sentence and stores nothing', async (_name, file, kind) => {
      const before = await count();
      const res = await upload(file, 'talk.mp3', 'audio/mpeg', { title: 'Disguised' }).expect(400);
      expect(res.body.message).toMatch(kind === 'not' ? /not an MP3, M4A/ : /damaged/);
      expect(await count()).toBe(before);
      expect(uploads()).toEqual([]);
    });

    it('refuses a file over the limit with a sentence, and removes what it had received', async () => {
      const limits = t.app.get(RecordingLimits);
      limits.maxBytes = 64 * 1024;
      try {
        const before = await count();
        const res = await upload(mp3(20), 'long.mp3', 'audio/mpeg', { title: 'Too long' }).expect(
          400,
        );
        expect(res.body.message).toBe(
          'The recording is larger than 64 kB, the most the site takes; nothing was stored.',
        );
        expect(await count()).toBe(before);
        expect(uploads()).toEqual([]);
      } finally {
        limits.maxBytes = 300 * 1024 * 1024;
      }
    });

    it('wants a file or a link, and a title', async () => {
      const neither = await api()
        .post('/api/admin/recordings')
        .set(bearer(admin))
        .field('title', 'Nothing')
        .expect(400);
      expect(neither.body.message).toMatch(/either an audio file/);
      const both = await upload(mp3(1), 'a.mp3', 'audio/mpeg', {
        title: 'Both',
        url: 'https://example.org/v',
      }).expect(400);
      expect(both.body.message).toMatch(/not both/);
      const untitled = await upload(mp3(1), 'a.mp3', 'audio/mpeg', {}).expect(400);
      expect(untitled.body.message).toBe('Give the recording a title.');
      expect(uploads()).toEqual([]);
    });

    it('keeps other sites out: a cross-site multipart post, and multipart elsewhere in /api, are 415', async () => {
      await upload(mp3(1), 'a.mp3', 'audio/mpeg', { title: 'x' })
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(415);
      await api()
        .post('/api/contact')
        .field('name', 'x')
        .attach('file', mp3(1), 'a.mp3')
        .expect(415);
    });
  });

  describe('GET /recordings/:id/audio', () => {
    const audio = () => `/recordings/${talkId}/audio`;

    it('sends the whole file with its length, type, ETag and Accept-Ranges, uncompressed', async () => {
      const res = await api()
        .get(audio())
        .set('Accept-Encoding', 'gzip, br')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers).toMatchObject({
        'accept-ranges': 'bytes',
        'content-type': 'audio/mpeg',
        'content-length': String(talk.length),
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Buffer.compare(res.body as Buffer, talk)).toBe(0);
      const etag = res.headers.etag;
      expect(etag).toMatch(/^"[\w-]{43}"$/);
      await api().get(audio()).set('If-None-Match', etag).expect(304);
    });

    it.each([
      ['the first bytes', 'bytes=0-99', 0, 99],
      [
        'a middle across two pieces',
        `bytes=${CHUNK_BYTES - 150}-${CHUNK_BYTES + 249}`,
        CHUNK_BYTES - 150,
        CHUNK_BYTES + 249,
      ],
      ['the last 500 (suffix)', 'bytes=-500', talk.length - 500, talk.length - 1],
      [
        'from an offset to the end',
        `bytes=${2 * CHUNK_BYTES + 10}-`,
        2 * CHUNK_BYTES + 10,
        talk.length - 1,
      ],
      ['the first of several ranges', 'bytes=10-19, 500-599', 10, 19],
    ])('answers %s with 206 and Content-Range', async (_name, range, start, end) => {
      const res = await api()
        .get(audio())
        .set('Range', range)
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${talk.length}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(Buffer.compare(res.body as Buffer, talk.subarray(start, end + 1))).toBe(0);
    });

    it('answers 416 for a range outside the file, and the whole file for a stale If-Range', async () => {
      const res = await api().get(audio()).set('Range', `bytes=${talk.length}-`).expect(416);
      expect(res.headers['content-range']).toBe(`bytes */${talk.length}`);
      await api().get(audio()).set('Range', 'bytes=0-9').set('If-Range', '"old"').expect(200);
    });

    it('is 404 for an unknown id, a malformed one and a video link', async () => {
      await api().get('/recordings/6b1c1e5e-0000-4000-8000-000000000000/audio').expect(404);
      await api().get('/recordings/not-a-uuid/audio').expect(404);
    });
  });

  describe('editing', () => {
    it('sets chapters (sorted), edits fields and records each change', async () => {
      const res = await api()
        .patch(`/api/admin/recordings/${talkId}`)
        .set(bearer(admin))
        .send({
          title: 'Kaṭha Upaniṣad, talk 1',
          chapters: [
            { at: 42, title: 'The three boons' },
            { at: 0, title: 'Invocation' },
          ],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        title: 'Kaṭha Upaniṣad, talk 1',
        kind: 'audio',
        chapters: [
          { at: 0, title: 'Invocation' },
          { at: 42, title: 'The three boons' },
        ],
      });
      const [entry] = await audit('recording.updated', talkId);
      expect(entry.detail).toEqual({ changed: ['title', 'chapters'] });
      const impossible = await api()
        .patch(`/api/admin/recordings/${talkId}`)
        .set(bearer(admin))
        .send({ recordedOn: '2026-02-30' })
        .expect(400);
      expect(impossible.body.message).toBe(
        'The date of the recording is not a day of the calendar.',
      );
      const late = await api()
        .patch(`/api/admin/recordings/${talkId}`)
        .set(bearer(admin))
        .send({ chapters: [{ at: 81, title: 'After the end' }] })
        .expect(400);
      expect(late.body.message).toBe('Every chapter must start before the recording ends.');
      const malformed = await api()
        .patch('/api/admin/recordings/not-a-uuid')
        .set(bearer(admin))
        .send({ title: 'x' })
        .expect(400);
      expect(malformed.body.message).toBe('The recording id must be a UUID.');
      await api()
        .patch(`/api/admin/recordings/${talkId}`)
        .set(bearer(member))
        .send({ title: 'x' })
        .expect(403);
    });

    it('shows the talk on the page at once: a player, its chapters, the feed', async () => {
      const page = await api().get('/resources/recordings').expect(200);
      expect(page.text).toContain(
        `<audio id="audio-${talkId}" class="rec-player" controls="" preload="none" src="/recordings/${talkId}/audio"`,
      );
      expect(page.text).toContain('<h2 id="series-0" class="section-title">Kaṭha Upaniṣad</h2>');
      expect(page.text).toMatch(/<time datetime="PT0H0M42S">0:42<\/time><span>The three boons/i);
      expect(page.text).toContain('href="/resources/recordings/feed.xml"');
      expect(page.text).toContain('Watch the video');
      const csp = page.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/media-src/);
    });

    it('lists recordings publicly', async () => {
      const res = await api().get('/api/recordings').expect(200);
      const talkView = res.body.recordings.find((r: { id: string }) => r.id === talkId);
      expect(talkView).toMatchObject({
        series: 'Kaṭha Upaniṣad',
        speaker: 'Swami Atmananda',
        recordedOn: '2026-07-10',
        byteLength: talk.length,
        contentType: 'audio/mpeg',
      });
    });
  });

  describe('the podcast feed', () => {
    it('is RSS 2.0 with the iTunes tags, exact enclosure lengths and types, stable guids', async () => {
      const res = await api().get('/resources/recordings/feed.xml').expect(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
        res.text,
      );
      const channel = xml.rss.channel;
      expect(xml.rss['@version']).toBe('2.0');
      expect(channel['itunes:author']).toBe('Pragya Trust');
      expect(String(channel['itunes:explicit'])).toBe('false');
      expect(channel['itunes:image']['@href']).toMatch(/\/resources\/recordings\/cover\.jpg$/);
      expect(channel['itunes:category']['@text']).toBe('Religion & Spirituality');
      expect(channel['itunes:owner']['itunes:email']).toBeTruthy();
      const items = [channel.item].flat();
      // The three uploaded talks; the video link is not an episode.
      expect(items).toHaveLength(3);
      expect(items.map((i: { title: string }) => i.title)).not.toContain(
        'Guru Pūrṇimā talk (video)',
      );
      const item = items.find(
        (i: { guid: { '#text': string } }) => i.guid['#text'] === `urn:uuid:${talkId}`,
      );
      expect(item.enclosure).toMatchObject({
        '@url': expect.stringMatching(new RegExp(`/recordings/${talkId}/audio$`)),
        '@length': String(talk.length),
        '@type': 'audio/mpeg',
      });
      expect(item['itunes:duration']).toBe('00:01:20');
      const again = await api().get('/resources/recordings/feed.xml').expect(200);
      // The same feed each time but for lastBuildDate (the moment it was written).
      const built = /<lastBuildDate>[^<]*<\/lastBuildDate>/;
      expect(again.text.replace(built, '')).toBe(res.text.replace(built, ''));
      const cover = await api()
        .get('/resources/recordings/cover.jpg')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
      expect((cover.body as Buffer).subarray(0, 2).toString('hex')).toBe('ffd8');
    });
  });

  describe('deleting', () => {
    it('removes the recording and its pieces, in the audit log', async () => {
      await api().delete(`/api/admin/recordings/${talkId}`).set(bearer(member)).expect(403);
      await api().delete(`/api/admin/recordings/${talkId}`).set(bearer(admin)).expect(204);
      await api().get(`/recordings/${talkId}/audio`).expect(404);
      const pieces = await db().query(`SELECT 1 FROM recording_chunks WHERE recording_id = $1`, [
        talkId,
      ]);
      expect(pieces).toHaveLength(0);
      expect(await audit('recording.deleted', talkId)).toHaveLength(1);
      await api().delete(`/api/admin/recordings/${talkId}`).set(bearer(admin)).expect(404);
    });
  });

  describe('two instances', () => {
    const onPostgres = process.env.DATABASE_URL ? it : it.skip;
    // Last in the file: closing a second app in this process ends the first one's database too.
    onPostgres(
      'a change made through one shows on the other’s cached page within seconds',
      async () => {
        const created = await upload(mp3(3), 'short.mp3', 'audio/mpeg', {
          title: 'Kaṭha Upaniṣad, talk 2',
        }).expect(201);
        const b = await startTestApp({ SITE_REVISION_POLL_MS: '200' });
        try {
          const page = () => request(b.url).get('/resources/recordings').expect(200);
          expect((await page()).text).toContain('Kaṭha Upaniṣad, talk 2<');
          // Served from b's render cache from now on, until b hears of a change.
          expect((await page()).text).not.toContain('Naciketas and Yama');
          await api()
            .patch(`/api/admin/recordings/${created.body.id}`)
            .set(bearer(admin))
            .send({ title: 'Kaṭha Upaniṣad, talk 2: Naciketas and Yama' })
            .expect(200);
          const end = Date.now() + 5_000;
          let text = '';
          while (Date.now() < end && !text.includes('Naciketas and Yama')) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            text = (await page()).text;
          }
          expect(text).toContain('Naciketas and Yama');
        } finally {
          await b.close();
        }
      },
    );
  });
});
