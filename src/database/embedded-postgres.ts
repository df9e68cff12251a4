import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import {
  ensurePrivateDir,
  PRIVATE_FILE_MODE,
  PRIVATE_UMASK,
  tightenTree,
} from '../config/data-dir';

/**
 * A PGlite database served on a Unix socket in a 0700 folder, so that TypeORM's ordinary postgres
 * driver can use it and no other local user can (docs/decisions/0050-embedded-database-access.md).
 */
export interface EmbeddedPostgres {
  url: string;
  /** The folder holding the socket (.s.PGSQL.5432), as libpq's `host` names it. */
  socketDir: string;
  /** How this start made a new database, when DATA_DIR held none. */
  newDatabase?: 'copied' | 'created';
  stop(): Promise<void>;
}

/**
 * Postgres's buffer pool inside PGlite's WebAssembly memory, which Postgres fills when it starts:
 * at the default 128 MB it was a third of the resident size of a site on the embedded database
 * (docs/decisions/0058-memory-under-load.md). The site's whole database is a few megabytes.
 */
const SHARED_BUFFERS = '16MB';

/** PGlite's options here: its own start parameters, with the smaller buffer pool. */
const START_PARAMS = (defaults: string[]) => [
  ...defaults,
  '-c',
  `shared_buffers=${SHARED_BUFFERS}`,
];

/** Runs in the worker of createDatabase: creates the database in `pgdata`, then closes it. */
const CREATE_IN_WORKER = `
const { workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
PGlite.create(workerData.pgdata, {
  startParams: [...PGlite.defaultStartParams, ...workerData.extraParams],
}).then((db) => db.close());
`;

/**
 * Creates a new database in `pgdata` in a worker thread. PGlite creates one with a second Postgres
 * and initdb, about 600 MB of WebAssembly memory at once that the main thread would only give
 * back at its next full garbage collection — minutes later, under load; a worker's memory goes
 * when it exits (docs/decisions/0058-memory-under-load.md).
 */
async function createDatabase(pgdata: string): Promise<void> {
  const worker = new Worker(CREATE_IN_WORKER, {
    eval: true,
    workerData: {
      pglite: require.resolve('@electric-sql/pglite'),
      pgdata,
      extraParams: START_PARAMS([]),
    },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Creating the database exited with ${code}`)),
    );
  });
}

/** The installed PGlite's version: a new database is only as good as the PGlite that made it. */
function pgliteVersion(): string {
  // The package exports no package.json; its entry point is in dist/, one level below it.
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The empty database the build makes (`writeDatabaseTemplate`), beside the compiled server, where
 * the tests' servers, run from the sources, find it too. A first start copies it instead of
 * running initdb: initdb is what took the first start to 900 MB resident, against under 300 MB
 * for every later start (docs/decisions/0188-the-first-start-copies-an-empty-database.md).
 */
const BESIDE_THE_SERVER = join(__dirname, '..', 'embedded-database');
export const DATABASE_TEMPLATE =
  [BESIDE_THE_SERVER, join(__dirname, '..', '..', 'dist', 'server', 'embedded-database')].find(
    (folder) => existsSync(folder),
  ) ?? BESIDE_THE_SERVER;

/** The build's step: an empty database made by this PGlite, with the version that made it. */
export async function writeDatabaseTemplate(folder = BESIDE_THE_SERVER): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  await createDatabase(join(folder, 'pgdata'));
  writeFileSync(join(folder, 'pglite-version'), pgliteVersion());
  // Readable by all: an image runs the site as another user than the one that built it. It holds
  // no secret (an empty database); each copy is made private as it is made.
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}

/**
 * Makes a new database at `pgdata`: a copy of the build's template when this PGlite made it, else
 * a new one (a server run from source, or node_modules changed since the build). Made beside it
 * and renamed into place, so a start that dies halfway leaves no half-made database behind.
 */
async function newDatabase(pgdata: string, template: string): Promise<'copied' | 'created'> {
  const making = `${pgdata}.new`;
  rmSync(making, { recursive: true, force: true });
  const versionFile = join(template, 'pglite-version');
  const copy = existsSync(versionFile) && readFileSync(versionFile, 'utf8') === pgliteVersion();
  if (copy) cpSync(join(template, 'pgdata'), making, { recursive: true });
  else await createDatabase(making);
  tightenTree(making);
  // A folder without PG_VERSION is no database (creation died before it was written): replaced.
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(making, pgdata);
  return copy ? 'copied' : 'created';
}

/** The name libpq and node-postgres look for inside `host` when it is a folder. */
const SOCKET_NAME = '.s.PGSQL.5432';
/** sun_path holds 108 bytes with its terminating zero on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 103;

/**
 * DATA_DIR/run when the socket path fits in sun_path, else a fresh private folder in the system's
 * temporary folder (mkdtemp makes it 0700). Either way only this user can reach the socket.
 */
function socketFolder(dataDir: string): { dir: string; remove: () => void } {
  const inDataDir = join(dataDir, 'run');
  if (Buffer.byteLength(join(inDataDir, SOCKET_NAME)) <= MAX_SOCKET_PATH) {
    ensurePrivateDir(inDataDir);
    // Left by a process that died: the lock (held by now) says nobody else serves it.
    rmSync(join(inDataDir, SOCKET_NAME), { force: true });
    return { dir: inDataDir, remove: () => rmSync(join(inDataDir, SOCKET_NAME), { force: true }) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pragya-pg-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The embedded database is held by another live process (a running site, say). */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    options?: ErrorOptions,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}; stop it or set DATA_DIR to another folder`,
      options,
    );
  }
}

/**
 * Holds DATA_DIR/pglite.lock for this process. Two processes on one PGlite folder corrupt it
 * silently, so a second one must fail loudly instead; a lock left by a dead process is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && processIsAlive(owner)) {
        throw new EmbeddedDatabaseInUse(dataDir, owner, { cause: error });
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

/**
 * Opens (or creates) the PGlite database in DATA_DIR and serves it on a Unix socket. DATA_DIR is
 * made 0700 and this process's umask 077: Postgres keeps creating files for as long as it runs.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  template = DATABASE_TEMPLATE,
): Promise<EmbeddedPostgres> {
  process.umask(PRIVATE_UMASK);
  ensurePrivateDir(dataDir);
  const releaseLock = acquireLock(dataDir);
  const started = Date.now();
  let socket: { dir: string; remove: () => void } | undefined;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const pgdata = join(dataDir, 'pgdata');
    const made = existsSync(join(pgdata, 'PG_VERSION'))
      ? undefined
      : await newDatabase(pgdata, template);
    const db = await PGlite.create(pgdata, {
      startParams: START_PARAMS(PGlite.defaultStartParams),
    });
    // PGlite unpacks a new database 0666 and rewrites its relation cache files 0644 at each start.
    tightenTree(dataDir);
    socket = socketFolder(dataDir);
    const server = new PGLiteSocketServer({
      db,
      path: join(socket.dir, SOCKET_NAME),
      maxConnections: 1,
    });
    try {
      await server.start();
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    const how = made
      ? `, a new database ${made === 'copied' ? 'copied from the build' : 'created'}`
      : '';
    new Logger('Database').log(
      `Embedded PGlite ready in ${Date.now() - started} ms (${dataDir}${how})`,
    );
    const { dir, remove } = socket;
    return {
      url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
      socketDir: dir,
      newDatabase: made,
      async stop() {
        await server.stop();
        await db.close();
        remove();
        tightenTree(dataDir);
        releaseLock();
      },
    };
  } catch (error) {
    socket?.remove();
    releaseLock();
    throw error;
  }
}
