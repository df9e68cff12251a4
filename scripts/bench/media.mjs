// The media library's section of `npm run bench` (issue 26): an image's bytes served from the
// process (GET /media/{id}/{width}.{format}, wrk in a child process where Debian's `wrk` package
// is installed, autocannon otherwise; target ≥ 2,000 requests/s), the processing of a
// 12-megapixel photograph (sharp alone, and the whole upload through POST /api/admin/media;
// target < 3 s), and how much the database grows per photograph,
// for the README's "per hundred photographs". Run alone with `node scripts/bench/media.mjs`.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIST_SERVER,
  ROOT,
  autocannonInChild,
  ensureBuild,
  hasWrk,
  jwtSecret,
  mailSinkUrl,
  median,
  tempDataDir,
  wrkInChild,
} from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const PROCESS_RUNS = 3;

const requireFromRoot = createRequire(join(DIST_SERVER, 'main.js'));
const load = async (path) => import(pathToFileURL(join(DIST_SERVER, path)).href);

/**
 * A 4000×3000 frame that compresses like a photograph (smooth light, fine grain), not like flat
 * colour or pure noise: a gradient sky over a textured ground, blurred a little, JPEG at 92.
 */
export async function twelveMegapixelJpeg() {
  const sharp = requireFromRoot('sharp');
  const grain = await sharp({
    create: {
      width: 500,
      height: 375,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .resize(4000, 3000, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const sky = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#f4d9b0"/><stop offset=".55" stop-color="#c98a55"/>' +
      '<stop offset=".56" stop-color="#5d6f7a"/><stop offset="1" stop-color="#2f3d45"/>' +
      '</linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/></svg>',
  );
  return sharp(sky)
    .composite([{ input: grain, blend: 'soft-light' }])
    .blur(0.8)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * The load generator: wrk where it is installed. autocannon parses every response in JavaScript,
 * which for a 62 kB body costs more than serving it, so with autocannon the figure is the client's.
 */
const CLIENT = hasWrk() ? 'wrk' : 'autocannon';
const loadRun = CLIENT === 'wrk' ? wrkInChild : autocannonInChild;

/** The load generator in a child process after a warm-up, with this process's CPU time per request. */
async function hammer(target) {
  const options = { url: target, connections: CONNECTIONS };
  await loadRun({ ...options, duration: WARMUP_S });
  const cpuBefore = process.cpuUsage();
  const result = await loadRun({ ...options, duration: DURATION_S });
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / result.total };
}

async function relationBytes(db) {
  const [row] = await db.query(
    `SELECT pg_total_relation_size('media') + pg_total_relation_size('media_variants') AS bytes`,
  );
  return Number(row.bytes);
}

/** Measures on a running app in this process at `url`. */
export async function benchMedia(app, url) {
  const { processPhoto, VARIANT_WIDTHS } = await load('media/media-processing.js');
  const { MediaSeed } = await load('media/media-seed.js');
  const { UsersService } = await load('users/users.service.js');
  const { SessionsService } = await load('sessions/sessions.service.js');
  const db = app.get(requireFromRoot('typeorm').DataSource);
  await app.get(MediaSeed).settled();

  const photo = await twelveMegapixelJpeg();
  const processing = [];
  const processingCpu = [];
  for (let i = 0; i < PROCESS_RUNS; i++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await processPhoto(photo);
    const cpu = process.cpuUsage(cpuBefore);
    processing.push(performance.now() - started);
    processingCpu.push((cpu.user + cpu.system) / 1000);
  }

  // The whole upload as the admin page sends it, by an admin's session.
  const user = await app.get(UsersService).create({
    name: 'Bench Admin',
    email: `bench-media-${randomBytes(6).toString('hex')}@example.com`,
    passwordHash: null,
    isEmailVerified: true,
  });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
  user.role = 'admin';
  const token = await app.get(SessionsService).open(user, 'password');
  const upload = async (bytes, name) => {
    const form = new FormData();
    form.append('alt', 'A bench photograph.');
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const ms = performance.now() - started;
    if (response.status !== 201) {
      throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
    }
    return { ms, body: await response.json() };
  };

  const before12 = await relationBytes(db);
  const uploads = [];
  let uploaded;
  for (let i = 0; i < PROCESS_RUNS; i++) {
    uploaded = await upload(photo, `camera-${i}.jpg`);
    uploads.push(uploaded.ms);
  }
  const per12 = ((await relationBytes(db)) - before12) / PROCESS_RUNS;

  // The trust's own phone photographs (1280 and 960 pixels wide), as a second kind.
  const phone = [];
  for (const file of ['ganga-boat-meditation.jpg', 'ganga-morning.jpg', 'ghat-meditation.jpg']) {
    phone.push(await readFile(join(ROOT, 'public', 'brand', 'photos', file)));
  }
  const beforePhone = await relationBytes(db);
  for (const [i, bytes] of phone.entries()) await upload(bytes, `phone-${i}.jpg`);
  const perPhone = ((await relationBytes(db)) - beforePhone) / phone.length;

  // Serving: one variant many times, as browsers ask for a gallery's thumbnails.
  const variant = uploaded.body.variants.find((v) => v.format === 'webp' && v.width === 640);
  const target = `${url}${variant.url}`;
  const check = await fetch(target);
  const body = Buffer.from(await check.arrayBuffer());
  const bytes = body.byteLength;
  if (!check.ok) throw new Error(`${variant.url} answered ${check.status}`);
  const served = await hammer(target);
  // The same process's own static file of the site, measured alongside: on a busy machine the
  // ratio says more than either figure.
  const reference = await hammer(`${url}/robots.txt`);
  // The ceiling of this machine and load generator: a bare node:http server in this process
  // sending the same bytes with the same headers' worth of work (type, length, caching, ETag).
  const bare = createServer((req, res) => {
    res.writeHead(200, {
      'Content-Type': 'image/webp',
      'Content-Length': bytes,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: check.headers.get('etag'),
    });
    res.end(body);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const ceiling = await hammer(`http://127.0.0.1:${bare.address().port}/`);
  await new Promise((resolve) => bare.close(resolve));
  return {
    processMs: median(processing),
    processCpuMs: median(processingCpu),
    reference,
    ceiling,
    uploadMs: median(uploads),
    inputBytes: photo.length,
    widths: VARIANT_WIDTHS.length,
    per12,
    perPhone,
    served: { ...served, path: variant.url.replace(/\/media\/[^/]+/, '/media/{id}'), bytes },
  };
}

export function mediaLines(result) {
  if (!result) return ['Media: not measured.'];
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const mbOf = (b) => `${(b / 2 ** 20).toFixed(1)} MB`;
  return [
    `Media: GET ${result.served.path} (${(result.served.bytes / 1024).toFixed(0)} kB, ${CONNECTIONS} connections, ${CLIENT}${CLIENT === 'wrk' ? '' : ": install Debian's wrk for the server's own figure"}): ` +
      `${Math.round(result.served.requestsPerSecond).toLocaleString('en')} requests/s, p50 ` +
      `${result.served.p50.toFixed(1)} ms, p99 ${result.served.p99.toFixed(1)} ms, non-2xx ` +
      `${result.served.non2xx}, CPU ${result.served.cpuMsPerRequest.toFixed(2)} ms/request   (target ≥ 2,000 requests/s); ` +
      `GET /robots.txt alongside: ${Math.round(result.reference.requestsPerSecond).toLocaleString('en')} requests/s, ` +
      `CPU ${result.reference.cpuMsPerRequest.toFixed(2)} ms/request; a bare node:http server sending the same bytes: ` +
      `${Math.round(result.ceiling.requestsPerSecond).toLocaleString('en')} requests/s ` +
      `(ours ${(result.served.requestsPerSecond / result.ceiling.requestsPerSecond).toFixed(2)}× of it)`,
    `Media: a 12-megapixel JPEG (${mbOf(result.inputBytes)}) processed in ${s(result.processMs)} ` +
      `(${s(result.processCpuMs)} of CPU over sharp's threads) ` +
      `(sharp: upright, metadata gone, AVIF/WebP/JPEG at ${result.widths} widths and the share crop); the whole ` +
      `upload (POST /api/admin/media, stored) ${s(result.uploadMs)}; median of ${PROCESS_RUNS}   (target < 3 s)`,
    `Media: the database grows ${mbOf(result.per12)} per 12-megapixel photograph ` +
      `(${mbOf(result.per12 * 100)} per hundred) and ${mbOf(result.perPhone)} per 1280-pixel ` +
      `phone photograph (${mbOf(result.perPhone * 100)} per hundred), original and variants together`,
  ];
}

/** `node scripts/bench/media.mjs`: this section alone, on an app of its own. */
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.NODE_ENV ??= 'production';
  ensureBuild();
  const { createApp } = await load('app.js');
  const { loadConfig } = await load('config/env.js');
  const { RateLimitPolicy } = await load('throttle/rate-limit-policy.js');
  const dataDir = tempDataDir();
  const config = loadConfig({
    NODE_ENV: process.env.NODE_ENV,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret(),
    SMTP_URL: await mailSinkUrl(),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PORT: '3000',
  });
  const app = await createApp(config, { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  app.get(RateLimitPolicy).factor = 1_000_000;
  try {
    const result = await benchMedia(app, `http://127.0.0.1:${app.getHttpServer().address().port}`);
    for (const line of mediaLines(result)) console.log(line);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
