import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, writeDatabaseTemplate } from './embedded-postgres';

/** Inodes of the TCP sockets this process is listening on (Linux: /proc). */
function listeningTcpInodes(): Set<string> {
  const mine = new Set(
    readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter((inode): inode is string => inode !== undefined),
  );
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; field 9 is the socket's inode.
      if (fields[3] === '0A' && mine.has(fields[9])) listening.add(fields[9]);
    }
  }
  return listening;
}

/** Files and folders under `dir` that a group or other users could use. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() && statSync(path).mode & 0o077) open.push(path);
  }
  return open;
}

describe('embedded PGlite', () => {
  const root = mkdtempSync(join(tmpdir(), 'pragya-pglite-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves SQL on a Unix socket in a private folder, with no TCP port, and refuses a second opener', async () => {
    const dir = join(root, 'data');
    const tcpBefore = listeningTcpInodes();
    const db = await startEmbeddedPostgres(dir);
    try {
      expect(listeningTcpInodes()).toEqual(tcpBefore);
      expect(db.url).not.toMatch(/127\.0\.0\.1|:\d+\//);
      expect(statSync(db.socketDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(db.socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
      const client = new Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query('SELECT 1 + 1 AS two');
      expect(rows[0].two).toBe(2);
      await client.end();
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/in use by process/);
    } finally {
      await db.stop();
    }
  }, 60_000);

  it('keeps DATA_DIR 0700 and every file in it private, also a folder that was open before', async () => {
    const dir = join(root, 'data');
    chmodSync(dir, 0o777);
    writeFileSync(join(dir, 'left-over'), 'x');
    chmodSync(join(dir, 'left-over'), 0o666);
    const db = await startEmbeddedPostgres(dir);
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      // A running PGlite keeps writing files: they must be private as well.
      const client = new Client({ connectionString: db.url });
      await client.connect();
      await client.query('CREATE TABLE t AS SELECT generate_series(1, 5000) AS x');
      await client.query('CREATE INDEX ON t (x)');
      await client.query('CHECKPOINT');
      await client.end();
      expect(openToOthers(dir)).toEqual([]);
    } finally {
      await db.stop();
    }
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dir)).toEqual([]);
    expect(readdirSync(join(dir, 'pgdata')).length).toBeGreaterThan(10);
  }, 60_000);

  it('puts the socket in a private temporary folder when DATA_DIR is too deep for a socket path', async () => {
    const dir = join(root, 'd'.repeat(90));
    const db = await startEmbeddedPostgres(dir);
    try {
      expect(db.socketDir.startsWith(dir)).toBe(false);
      expect(statSync(db.socketDir).mode & 0o777).toBe(0o700);
      const client = new Client({ connectionString: db.url });
      await client.connect();
      await client.end();
    } finally {
      await db.stop();
    }
    expect(() => statSync(db.socketDir)).toThrow();
  }, 60_000);

  it("makes a first start copy the build's empty database, unless another PGlite made it", async () => {
    const template = join(root, 'template');
    await writeDatabaseTemplate(template);
    const answers = async (dir: string) => {
      const db = await startEmbeddedPostgres(dir, template);
      try {
        const client = new Client({ connectionString: db.url });
        await client.connect();
        await client.query('CREATE TABLE IF NOT EXISTS kept (x int)');
        await client.end();
        return db.newDatabase;
      } finally {
        await db.stop();
      }
    };
    const copied = join(root, 'copied');
    expect(await answers(copied)).toBe('copied');
    // Its second start opens what the first made.
    expect(await answers(copied)).toBeUndefined();
    expect(openToOthers(copied)).toEqual([]);

    // A start that died while making it left a folder without PG_VERSION: made again.
    const halfMade = join(root, 'half-made');
    mkdirSync(join(halfMade, 'pgdata'), { recursive: true });
    writeFileSync(join(halfMade, 'pgdata', 'base'), 'x');
    expect(await answers(halfMade)).toBe('copied');

    writeFileSync(join(template, 'pglite-version'), '0.0.1');
    expect(await answers(join(root, 'other-pglite'))).toBe('created');
  }, 120_000);
});
