import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { MediaSeed, SEED_ALBUM } from '../../src/media/media-seed';
import { checkHtml } from '../helpers/html-checker';
import { useStack } from '../helpers/stack';
import { bytesBody } from '../helpers/bytes-body';

jest.setTimeout(180_000);

const PASSWORD = 'Ganga-Tulsi-1957';
const run = Date.now().toString(36);
const ADMIN = `media-admin-${run}@example.org`;

/** A photograph-like picture (a gradient with texture) of the given size. */
async function picture(width: number, height: number): Promise<sharp.Sharp> {
  const texture = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .composite([{ input: texture, tile: true, blend: 'overlay' }])
    .png()
    .toBuffer();
  return sharp(base);
}

/** A JPEG with EXIF (camera, orientation 6: turned on its side) and a GPS position. */
async function cameraJpeg(): Promise<Buffer> {
  return (await picture(800, 400))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '83/1 0/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('media library (API)', () => {
  let admin: string;
  let member: string;
  const api = () => request(t.url);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => t.app.get(DataSource);
  const count = async () =>
    Number(
      ((await db().query(`SELECT count(*)::int AS n FROM media`)) as Array<{ n: number }>)[0].n,
    );
  const upload = (
    file: Buffer,
    name: string,
    contentType: string,
    fields: Record<string, string> = { alt: 'A test photograph by the river.' },
  ) => {
    const req = api().post('/api/admin/media').set(auth(admin));
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, { filename: name, contentType });
  };

  const t = useStack({ env: { ADMIN_EMAILS: ADMIN } });

  beforeAll(async () => {
    admin = (await t.signUp(ADMIN, PASSWORD)).token;
    member = (await t.signUp(`media-member-${run}@example.org`, PASSWORD)).token;
  });

  it('seeds the trust’s three photographs as the first album, once', async () => {
    await t.app.get(MediaSeed).settled();
    const gallery = await api().get('/api/gallery').expect(200);
    const album = (gallery.body.albums as Array<Record<string, unknown>>).find(
      (a) => a.slug === SEED_ALBUM.slug,
    );
    expect(album).toMatchObject({ title: SEED_ALBUM.title, count: 3 });
    const page = await api().get(`/api/gallery/${SEED_ALBUM.slug}`).expect(200);
    expect(page.body.photos).toHaveLength(3);
    for (const photo of page.body.photos as Array<{
      alt: string;
      caption: string;
      variants: unknown[];
    }>) {
      expect(photo.alt.length).toBeGreaterThan(20);
      expect(photo.caption).toMatch(/Gaṅgā|river|Varanasi/);
      expect(photo.variants.length).toBeGreaterThanOrEqual(9);
    }
    const keys = (await db().query(
      `SELECT count(*)::int AS n FROM media WHERE seed_key IS NOT NULL`,
    )) as Array<{ n: number }>;
    expect(keys[0].n).toBe(3);
  });

  it('takes a camera JPEG: upright, EXIF and GPS gone, AVIF/WebP/JPEG at each width, audited', async () => {
    const input = await cameraJpeg();
    const meta = await sharp(input).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.toString('latin1')).toContain('TestCam');

    const res = await upload(input, 'IMG_0001.JPG', 'image/jpeg', {
      alt: 'Lamps on the steps of the ghat at dusk.',
      caption: 'Evening on the ghats.',
      album: `Satsaṅga on the Gaṅgā ${run}`,
    }).expect(201);
    // Orientation 6: the 800×400 frame stands 400 wide and 800 high.
    expect(res.body).toMatchObject({ width: 400, height: 800 });
    const variants = res.body.variants as Array<{ url: string; width: number; format: string }>;
    const widths = [...new Set(variants.map((v) => v.width))].sort((a, b) => a - b);
    expect(widths).toEqual([320]);
    expect(variants.map((v) => v.format).sort()).toEqual(['avif', 'jpeg', 'webp']);
    for (const v of variants) expect(v.url).toBe(`/media/${res.body.id}/${v.width}.${v.format}`);

    for (const v of variants) {
      const file = await api().get(v.url).buffer(true).parse(bytesBody).expect(200);
      const out = await sharp(file.body as Buffer).metadata();
      expect(out.format === 'heif' ? 'avif' : out.format).toBe(v.format);
      expect(out.exif).toBeUndefined();
      expect(out.orientation ?? 1).toBe(1);
      expect(out.height! > out.width!).toBe(true);
    }
    const [original] = (await db().query(`SELECT original FROM media WHERE id = $1`, [
      res.body.id,
    ])) as Array<{ original: Buffer }>;
    const kept = await sharp(original.original).metadata();
    expect(kept.exif).toBeUndefined();
    expect(original.original.toString('latin1')).not.toContain('TestCam');
    expect([kept.width, kept.height]).toEqual([400, 800]);

    const [entry] = (await db().query(
      `SELECT actor_email, detail FROM admin_audit WHERE action = 'media.uploaded' AND target_id = $1`,
      [res.body.id],
    )) as Array<{ actor_email: string; detail: Record<string, unknown> }>;
    expect(entry.actor_email).toBe(ADMIN);
  });

  it('makes widths up to the original and never wider, and a 1200-wide share JPEG', async () => {
    const input = await (await picture(1700, 1000)).jpeg().toBuffer();
    const res = await upload(input, 'wide.jpg', 'image/jpeg').expect(201);
    const widths = [
      ...new Set((res.body.variants as Array<{ width: number }>).map((v) => v.width)),
    ];
    expect(widths.sort((a, b) => a - b)).toEqual([320, 640, 800, 960, 1280, 1600]);
    expect(res.body.shareUrl).toBe(`/media/${res.body.id}/1200.jpeg`);
    const share = await api().get(res.body.shareUrl).expect(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    const shareMeta = await sharp(share.body as Buffer).metadata();
    expect([shareMeta.width, shareMeta.height]).toEqual([1200, 630]);
  });

  it('takes PNG (with transparency) and WebP, by their contents', async () => {
    const png = await (await picture(700, 500)).ensureAlpha(0.5).png().toBuffer();
    const pngRes = await upload(png, 'diagram.png', 'image/png').expect(201);
    expect(pngRes.body).toMatchObject({ width: 700, height: 500 });
    const webp = await (await picture(660, 440)).webp().toBuffer();
    const webpRes = await upload(webp, 'photo.webp', 'image/webp').expect(201);
    expect(webpRes.body).toMatchObject({ width: 660, height: 440 });
    expect(
      new Set((webpRes.body.variants as Array<{ width: number }>).map((v) => v.width)),
    ).toEqual(new Set([320, 640]));
    // A PNG named .jpg and sent as text/plain is still a PNG: its bytes decide, not its labels.
    const disguisedPng = await upload(png, 'holiday.jpg', 'text/plain').expect(201);
    const [row] = (await db().query(`SELECT format FROM media WHERE id = $1`, [
      disguisedPng.body.id,
    ])) as Array<{ format: string }>;
    expect(row.format).toBe('png');
  });

  it('refuses corrupt, disguised, vector, oversized and giant files with a sentence, storing nothing', async () => {
    const before = await count();
    const jpeg = await (await picture(900, 600)).jpeg().toBuffer();
    const refusals: Array<[Buffer, string, string, RegExp]> = [
      [
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        'cut.jpg',
        'image/jpeg',
        /damaged or incomplete/,
      ],
      [
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
        'stub.jpg',
        'image/jpeg',
        /damaged/,
      ],
      [
        Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
        'photo.jpg',
        'image/jpeg',
        /not a JPEG, PNG or WebP/,
      ],
      [
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        'logo.svg',
        'image/svg+xml',
        /SVG/,
      ],
      [await (await picture(300, 200)).gif().toBuffer(), 'anim.jpg', 'image/jpeg', /not a JPEG/],
      [
        await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#888' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        'huge.png',
        'image/png',
        /40 megapixels/,
      ],
    ];
    for (const [file, name, type, sentence] of refusals) {
      const res = await upload(file, name, type);
      expect({ name, status: res.status }).toEqual({ name, status: 400 });
      expect(res.body.message).toMatch(sentence);
      expect(res.body.msg).toBe(res.body.message);
    }
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0);
    jpeg.copy(big);
    const tooBig = await upload(big, 'big.jpg', 'image/jpeg');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/larger than 20 MB/);

    const noFile = await api()
      .post('/api/admin/media')
      .set(auth(admin))
      .field('alt', 'x')
      .expect(400);
    expect(noFile.body.message).toMatch(/Choose a photograph/);
    const noAlt = await upload(jpeg, 'a.jpg', 'image/jpeg', {}).expect(400);
    expect(noAlt.body.message).toMatch(/alt text/);
    const extra = await upload(jpeg, 'a.jpg', 'image/jpeg', { alt: 'x', owner: 'me' }).expect(400);
    expect(extra.body.statusCode).toBe(400);
    const twoFiles = await api()
      .post('/api/admin/media')
      .set(auth(admin))
      .field('alt', 'Two files')
      .attach('file', jpeg, 'a.jpg')
      .attach('other', jpeg, 'b.jpg');
    expect(twoFiles.status).toBe(400);
    const json = await api()
      .post('/api/admin/media')
      .set(auth(admin))
      .send({ alt: 'x' })
      .expect(400);
    expect(json.body.message).toMatch(/multipart/);
    expect(await count()).toBe(before);
  });

  it('answers 401 without a session and 403 to a member; other API routes still refuse multipart', async () => {
    const jpeg = await (await picture(400, 300)).jpeg().toBuffer();
    await api()
      .post('/api/admin/media')
      .field('alt', 'x')
      .attach('file', jpeg, 'a.jpg')
      .expect(401);
    await api()
      .post('/api/admin/media')
      .set(auth(member))
      .field('alt', 'x')
      .attach('file', jpeg, 'a.jpg')
      .expect(403);
    await api().get('/api/admin/media').set(auth(member)).expect(403);
    await api().get('/api/admin/media').expect(401);
    // Another site's form post is refused before anything is read.
    await api()
      .post('/api/admin/media')
      .set(auth(admin))
      .set('Sec-Fetch-Site', 'cross-site')
      .field('alt', 'x')
      .attach('file', jpeg, 'a.jpg')
      .expect(415);
    const contact = await api()
      .post('/api/contact')
      .field('name', 'x')
      .attach('file', jpeg, 'a.jpg');
    expect(contact.status).toBe(415);
  });

  it('serves variants with a content-hash ETag, a year of immutable caching, 304 and 404', async () => {
    const input = await (await picture(700, 466)).jpeg().toBuffer();
    const res = await upload(input, 'x.jpg', 'image/jpeg').expect(201);
    const id = res.body.id as string;
    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const first = await api().get(`/media/${id}/640.${format}`).expect(200);
      expect(first.headers['content-type']).toBe(types[format]);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(first.headers['set-cookie']).toBeUndefined();
      const again = await api()
        .get(`/media/${id}/640.${format}`)
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(again.headers.etag).toBe(first.headers.etag);
      const head = await api().head(`/media/${id}/640.${format}`).expect(200);
      expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
      // The first answer came through Nest (read from the database); this one from the process's
      // cache, before Nest: the same bytes and the same headers.
      const cached = await api().get(`/media/${id}/640.${format}`).expect(200);
      expect(Buffer.compare(cached.body as Buffer, first.body as Buffer)).toBe(0);
      const headers = (answer: request.Response) =>
        Object.fromEntries(
          Object.entries(answer.headers as Record<string, string>)
            .filter(([name]) => !['date', 'x-request-id'].includes(name))
            .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce'")]),
        );
      expect(headers(cached)).toEqual(headers(first));
    }
    const [{ etag }] = (await db().query(
      `SELECT etag FROM media_variants WHERE media_id = $1 AND width = 640 AND format = 'webp'`,
      [id],
    )) as Array<{ etag: string }>;
    expect((await api().get(`/media/${id}/640.webp`)).headers.etag).toBe(etag);
    for (const path of [
      `/media/${id}/641.webp`,
      `/media/${id}/640.png`,
      `/media/${id}/640.svg`,
      `/media/00000000-0000-4000-8000-000000000000/640.webp`,
      `/media/not-a-uuid/640.webp`,
      `/media/${id}/original`,
    ]) {
      const missing = await api().get(path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
    }
  });

  it('keeps albums: rename, order, cover, edit text, move and delete, each audited', async () => {
    const jpeg = await (await picture(500, 400)).jpeg().toBuffer();
    const album = await api()
      .post('/api/admin/media/albums')
      .set(auth(admin))
      .send({ title: `Guru Pūrṇimā ${run}` })
      .expect(201);
    expect(album.body.slug).toBe(`guru-purnima-${run}`);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await upload(jpeg, `${n}.jpg`, 'image/jpeg', {
        alt: `Photograph ${n}`,
        album: album.body.id,
      }).expect(201);
      ids.push(res.body.id);
    }
    const order = [ids[2], ids[0], ids[1]];
    const changed = await api()
      .patch(`/api/admin/media/albums/${album.body.id}`)
      .set(auth(admin))
      .send({ title: 'Guru Pūrṇimā 2025', coverId: ids[1], order })
      .expect(200);
    expect(changed.body).toMatchObject({ title: 'Guru Pūrṇimā 2025', coverId: ids[1], count: 3 });
    const page = await api().get(`/api/gallery/${album.body.slug}`).expect(200);
    expect((page.body.photos as Array<{ id: string }>).map((p) => p.id)).toEqual(order);
    expect(page.body.album.cover.id).toBe(ids[1]);

    await api()
      .patch(`/api/admin/media/albums/${album.body.id}`)
      .set(auth(admin))
      .send({ order: [ids[0], ids[1]] })
      .expect(400);
    await api()
      .patch(`/api/admin/media/albums/${album.body.id}`)
      .set(auth(admin))
      .send({ coverId: '00000000-0000-4000-8000-000000000000' })
      .expect(400);

    const edited = await api()
      .patch(`/api/admin/media/${ids[0]}`)
      .set(auth(admin))
      .send({ alt: 'Devotees offer flowers to the teacher.', caption: 'Guru Pūrṇimā, 2025.' })
      .expect(200);
    expect(edited.body).toMatchObject({
      alt: 'Devotees offer flowers to the teacher.',
      caption: 'Guru Pūrṇimā, 2025.',
    });
    await api().patch(`/api/admin/media/${ids[0]}`).set(auth(admin)).send({ alt: '' }).expect(400);

    await api().delete(`/api/admin/media/${ids[1]}`).set(auth(admin)).expect(204);
    await api().get(`/media/${ids[1]}/320.jpeg`).expect(404);
    await api().delete(`/api/admin/media/${ids[1]}`).set(auth(admin)).expect(404);
    await api().delete(`/api/admin/media/not-a-uuid`).set(auth(admin)).expect(400);
    const after = await api().get(`/api/gallery/${album.body.slug}`).expect(200);
    expect(after.body.album.coverId).toBeNull();
    expect(after.body.album.cover.id).toBe(ids[2]);

    const library = await api().get('/api/admin/media').set(auth(admin)).expect(200);
    expect((library.body.items as Array<{ id: string }>).some((i) => i.id === ids[0])).toBe(true);
    expect((library.body.albums as Array<{ id: string }>).some((a) => a.id === album.body.id)).toBe(
      true,
    );

    const actions = (await db().query(
      `SELECT action FROM admin_audit WHERE target_id = ANY($1) ORDER BY at`,
      [[album.body.id, ...ids]],
    )) as Array<{ action: string }>;
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set(['album.created', 'media.uploaded', 'album.edited', 'media.edited', 'media.deleted']),
    );
    await api().delete(`/api/admin/media/albums/${album.body.id}`).set(auth(admin)).expect(204);
    await api().get(`/api/gallery/${album.body.slug}`).expect(404);
  });
  it('renders the gallery, an album and About with the photographs, as valid HTML', async () => {
    await t.app.get(MediaSeed).settled();
    const pages = new Map<string, string>();
    for (const path of ['/gallery', `/gallery/${SEED_ALBUM.slug}`, '/about']) {
      const res = await api().get(path).expect(200);
      pages.set(path, res.text);
    }
    await api().get('/gallery/no-such-album').expect(404);
    const gallery = pages.get('/gallery')!;
    expect(gallery).toContain(`href="/gallery/${SEED_ALBUM.slug}"`);
    expect(gallery).not.toContain('Content Coming Soon');
    const album = pages.get(`/gallery/${SEED_ALBUM.slug}`)!;
    expect(album.match(/<picture/g)).toHaveLength(3);
    expect(album).toMatch(
      /<source type="image\/avif" srcSet="\/media\/[0-9a-f-]+\/320\.avif 320w/i,
    );
    expect(album).toMatch(/<img[^>]+width="1280" height="720"/);
    expect(album).toMatch(/<a href="\/media\/[0-9a-f-]+\/1280\.jpeg"/);
    expect(album).toMatch(
      /<meta property="og:image" content="[^"]+\/media\/[0-9a-f-]+\/1200\.jpeg"/,
    );
    expect(album).not.toMatch(
      /loading="lazy"[^>]*fetchpriority="high"|fetchpriority="high"[^>]*loading="lazy"/i,
    );
    // The first photograph alone is fetched with the page; the others as they near the screen,
    // at low priority (decision 0187).
    expect(album.match(/loading="lazy"/g)).toHaveLength(2);
    expect(album.match(/loading="lazy" fetchPriority="low"/g)).toHaveLength(2);
    const about = pages.get('/about')!;
    expect(about).toContain('By the Gaṅgā in Varanasi');
    expect(about.match(/<picture/g)).toHaveLength(3);
    const sitemap = await api().get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(`/gallery/${SEED_ALBUM.slug}</loc>`);
    expect(await checkHtml(pages)).toEqual([]);
  });
});
