import { onServer, workerDatabases } from './worker-databases';

/** Makes each jest worker's database, empty (test/helpers/worker-databases.ts). */
export default async function globalSetup(config: { maxWorkers: number }): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  await onServer(
    base,
    workerDatabases(base, config.maxWorkers).flatMap((name) => [
      `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
      `CREATE DATABASE ${name}`,
    ]),
  );
}
