import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

describe('embedded PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pragya-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves SQL over the postgres protocol and refuses a second opener of the same folder', async () => {
    const db = await startEmbeddedPostgres(dir);
    try {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query('SELECT 1 + 1 AS two');
      expect(rows[0].two).toBe(2);
      await client.end();
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/in use by process/);
    } finally {
      await db.stop();
    }
    const again = await startEmbeddedPostgres(dir);
    await again.stop();
  }, 60_000);
});
