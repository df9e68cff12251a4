import { workerDatabaseUrl } from './worker-databases';

// Starting the app (and, on a fresh PGlite, initialising the database) takes seconds on 2 cores.
jest.setTimeout(120_000);

// Each worker on its own database (test/helpers/worker-databases.ts); the apps, the built servers
// and the scratch databases a spec makes all read DATABASE_URL from here on. Jest gives each file
// a fresh copy of the environment, so this runs on the run's own URL every time.
if (process.env.DATABASE_URL) {
  process.env.DATABASE_URL = workerDatabaseUrl(
    process.env.DATABASE_URL,
    Number(process.env.JEST_WORKER_ID ?? 1),
  );
}
