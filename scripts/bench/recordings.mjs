// `node scripts/bench/recordings.mjs`: a 200 MB MP3 uploaded to the built server (a child process
// with the container's Node flags, so its heap is capped at 256 MB), then streamed to 20 listeners
// at once, half of them from the start and half from a byte range in the middle, as players seeking
// do. The server's resident memory (VmRSS) is printed before, during (sampled every 250 ms) and
// after, so a server that held a file in memory would show it. With DATABASE_URL set (Postgres),
// the recording's growth of the database is measured as well, and given per hour of audio.
//   --size=MB (default 200)   --listeners=N (default 20)   --seconds=S (cap per listener, 240)
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { ensureBuild, mb, spawnServer, table } from './lib.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SIZE_MB = arg('size', 200);
const LISTENERS = arg('listeners', 20);
const CAP_S = arg('seconds', 240);
const KBPS = 128;

/** A silent MPEG-1 Layer III frame: 48 kHz mono, 128 kbit/s, 384 bytes, 24 ms. */
function frame() {
  const f = Buffer.alloc((144 * KBPS * 1000) / 48000);
  f[0] = 0xff;
  f[1] = 0xfb;
  f[2] = (9 << 4) | (1 << 2);
  f[3] = 0xc0;
  return f;
}

async function writeMp3(path, bytes) {
  const one = frame();
  const block = Buffer.concat(Array.from({ length: 2730 }, () => one)); // ~1 MB of whole frames
  const out = createWriteStream(path);
  let written = 0;
  while (written + block.length <= bytes) {
    if (!out.write(block)) await once(out, 'drain');
    written += block.length;
  }
  out.end();
  await once(out, 'finish');
  return written;
}

/** A loopback SMTP server that keeps the last code it was sent (the admin's sign-up code). */
async function codeCatcher() {
  const { SMTPServer } = await import('smtp-server');
  let last = '';
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (c) => (text += c.toString()));
      stream.on('end', () => {
        last = /\b(\d{6})\b/.exec(text)?.[1] ?? last;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    code: () => last,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const rss = (pid) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Samples the server's RSS every 250 ms while `work` runs. */
async function sampled(pid, work) {
  const samples = [];
  const timer = setInterval(() => samples.push(rss(pid)), 250);
  try {
    const result = await work();
    return { result, samples };
  } finally {
    clearInterval(timer);
  }
}

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    min: sorted[0],
    median: sorted[Math.floor(sorted.length / 2)],
    max: sorted[sorted.length - 1],
  };
};

async function listen(url, start, deadline) {
  const headers = start ? { Range: `bytes=${start}-` } : {};
  const res = await fetch(url, { headers });
  if (res.status !== (start ? 206 : 200)) throw new Error(`GET audio answered ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (;;) {
    if (Date.now() > deadline) {
      await reader.cancel();
      break;
    }
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
  }
  return bytes;
}

ensureBuild();
const file = join(tmpdir(), `bench-talk-${randomBytes(4).toString('hex')}.mp3`);
const fileBytes = await writeMp3(file, SIZE_MB * 1024 * 1024);
const hours = (fileBytes * 8) / (KBPS * 1000) / 3600;
console.log(`A ${mb(fileBytes)} MP3 (${KBPS} kbit/s, ${hours.toFixed(2)} h) written to ${file}.`);

const mail = await codeCatcher();
const admin = `bench-admin-${randomBytes(4).toString('hex')}@example.com`;
const databaseUrl = process.env.DATABASE_URL;
const server = await spawnServer({
  env: {
    SMTP_URL: mail.url,
    ADMIN_EMAILS: admin,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
}).catch(async (error) => {
  await mail.close();
  rmSync(file, { force: true });
  throw error;
});
let pg;
try {
  const post = (path, body) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const password = 'Bench-Ganga-Ghat-2718';
  await post('/api/auth/signup-request', { name: 'Bench Admin', email: admin, password });
  const verified = await post('/api/auth/verify-otp', { email: admin, otp: mail.code(), password });
  const { token } = await verified.json();
  if (!token) throw new Error(`Sign-up failed: ${verified.status}`);

  const tableSize = async () => {
    if (!pg) return undefined;
    const [row] = (await pg.query(`SELECT pg_total_relation_size('recording_chunks')::bigint AS n`))
      .rows;
    return Number(row.n);
  };
  if (databaseUrl) {
    const { default: pgModule } = await import('pg');
    pg = new pgModule.Client({ connectionString: databaseUrl });
    await pg.connect();
  }
  const tableBefore = await tableSize();

  const rows = [['phase', 'server RSS']];
  const before = rss(server.pid);
  rows.push(['idle, before the upload', mb(before)]);

  const form = new FormData();
  form.set('title', 'Bench talk');
  form.set('file', await openAsBlob(file, { type: 'audio/mpeg' }), 'talk.mp3');
  const uploadStarted = Date.now();
  const upload = await sampled(server.pid, async () => {
    let res;
    // A Postgres shared with other runs shares their rate-limit counters for 127.0.0.1: wait.
    for (let attempt = 0; ; attempt++) {
      res = await fetch(`${server.url}/api/admin/recordings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status !== 429 || attempt === 5) break;
      await res.arrayBuffer();
      const wait = Number(res.headers.get('retry-after') ?? 15);
      await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    }
    const body = await res.json();
    if (res.status !== 201) throw new Error(`Upload answered ${res.status}: ${body.message}`);
    return body;
  });
  const uploadSeconds = (Date.now() - uploadStarted) / 1000;
  const { id, durationSeconds } = upload.result;
  const up = stats(upload.samples);
  rows.push([
    `during the upload (${uploadSeconds.toFixed(1)} s)`,
    `${mb(up.median)} median, ${mb(up.max)} max`,
  ]);
  const tableAfter = await tableSize();

  const audio = `${server.url}/recordings/${id}/audio`;
  const deadline = Date.now() + CAP_S * 1000;
  const streamStarted = Date.now();
  const streaming = await sampled(server.pid, () =>
    Promise.all(
      Array.from({ length: LISTENERS }, (_, i) =>
        listen(audio, i % 2 ? Math.floor((fileBytes * i) / (2 * LISTENERS)) : 0, deadline),
      ),
    ),
  );
  const streamSeconds = (Date.now() - streamStarted) / 1000;
  const sent = streaming.result.reduce((a, b) => a + b, 0);
  const during = stats(streaming.samples);
  rows.push([
    `${LISTENERS} listeners streaming (${streamSeconds.toFixed(0)} s, ${mb(sent)} sent)`,
    `${mb(during.min)} min, ${mb(during.median)} median, ${mb(during.max)} max`,
  ]);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  rows.push(['idle, 2 s after the listeners', mb(rss(server.pid))]);
  console.log(table(rows));
  console.log(
    `Duration read from the file: ${durationSeconds} s; upload ${(fileBytes / 2 ** 20 / uploadSeconds).toFixed(0)} MB/s; ` +
      `streaming ${(sent / 2 ** 20 / streamSeconds).toFixed(0)} MB/s in all.`,
  );
  if (tableBefore !== undefined && tableAfter !== undefined) {
    const grew = tableAfter - tableBefore;
    const ratio = grew / fileBytes;
    // An hour of audio at 64 and 128 kbit/s is 28.8 and 57.6 million bytes, stored as measured.
    const perHour = (kbps) => `${((kbps * 450_000 * ratio) / 2 ** 20).toFixed(1)} MB`;
    console.log(
      `recording_chunks grew by ${mb(grew)} for ${mb(fileBytes)} of audio ` +
        `(${((ratio - 1) * 100).toFixed(2)} % over the bytes): ` +
        `${perHour(64)} per hour of audio at 64 kbit/s, ${perHour(128)} at 128 kbit/s.`,
    );
    await fetch(`${server.url}/api/admin/recordings/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  } else {
    console.log('Set DATABASE_URL (Postgres) to measure the growth of the database as well.');
  }
} finally {
  await pg?.end();
  await server.stop();
  await mail.close();
  rmSync(file, { force: true });
}
