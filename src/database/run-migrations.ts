import { MigrationExecutor, type DataSource } from 'typeorm';

/** An arbitrary 64-bit key, the same in every process of the site: "pragya-migrations". */
const MIGRATION_LOCK = '7239715310482946173';

/**
 * Runs the pending migrations while holding a Postgres advisory lock, so that replicas starting
 * at once on an empty database take turns: the first migrates, the others wait and then find
 * nothing pending. The lock is a session lock on the connection that also runs the migrations (so
 * it works on a pool of one, as the embedded PGlite has), and Postgres drops it if the process dies.
 * See docs/decisions/0052-migrations-under-an-advisory-lock.md.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<number> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      return (await executor.executePendingMigrations()).length;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
