import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

/** A PGlite database served on a loopback port, so TypeORM's ordinary postgres driver can use it. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && processIsAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}; stop it or set DATA_DIR to another folder`,
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

/** Opens (or creates) the PGlite database in DATA_DIR and serves it on a free loopback port. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireLock(dataDir);
  const started = Date.now();
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = await PGlite.create(join(dataDir, 'pgdata'));
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
    try {
      await server.start();
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    new Logger('Database').log(`Embedded PGlite ready in ${Date.now() - started} ms (${dataDir})`);
    return {
      url: `postgres://postgres@${server.getServerConn()}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
