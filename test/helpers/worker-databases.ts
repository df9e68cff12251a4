import { Client, escapeIdentifier } from 'pg';

/**
 * With DATABASE_URL set (CI), the e2e suite runs its files on several jest workers, each on a
 * database of its own: an app's background senders (mail, reminders, announcements) claim work
 * from the database they run on, and would send another worker's mail to that worker's SMTP
 * server. The databases are made empty before the run and dropped after it; the named database
 * itself is left for the browser suite.
 */
export function workerDatabaseUrl(baseUrl: string, worker: number): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

/** Runs statements on the server's `postgres` database (creating and dropping databases). */
export async function onServer(baseUrl: string, statements: string[]): Promise<void> {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A URL's database, quoted for SQL (a name may hold a hyphen or capitals). */
const quotedDatabase = (url: string): string =>
  escapeIdentifier(decodeURIComponent(new URL(url).pathname.slice(1)));

/** The workers' databases for a run of `workers` workers, quoted, on the server of `baseUrl`. */
export function workerDatabases(baseUrl: string, workers: number): string[] {
  return Array.from({ length: Math.max(1, workers) }, (_, i) =>
    quotedDatabase(workerDatabaseUrl(baseUrl, i + 1)),
  );
}
