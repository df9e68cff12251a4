import { workerDatabaseUrl } from './worker-databases';

// Starting the app (and, on a fresh PGlite, initialising the database) takes seconds on 2 cores.
jest.setTimeout(120_000);

// Each worker on its own database (test/helpers/worker-databases.ts); the apps, the built servers
// and the scratch databases a spec makes all read DATABASE_URL from here on.
// The run's own URL is kept aside, so a second file in the same worker derives the same one.
if (process.env.DATABASE_URL) {
  const base = (process.env.E2E_RUN_DATABASE_URL ??= process.env.DATABASE_URL);
  process.env.DATABASE_URL = workerDatabaseUrl(base, Number(process.env.JEST_WORKER_ID ?? 1));
}
