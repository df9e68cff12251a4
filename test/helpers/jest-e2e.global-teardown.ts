import { onServer, workerDatabases } from './worker-databases';

/** Drops the workers' databases the run made (test/helpers/worker-databases.ts). */
export default async function globalTeardown(config: { maxWorkers: number }): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  await onServer(
    base,
    workerDatabases(base, config.maxWorkers).map(
      (name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    ),
  );
}
