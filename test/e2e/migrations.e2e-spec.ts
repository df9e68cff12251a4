import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/database.options';
import { migrations } from '../../src/database/migrations';
import { runMigrationsLocked } from '../../src/database/run-migrations';
import { startTestApp, type TestApp } from '../helpers/test-app';

const url = process.env.DATABASE_URL;

// Replicas share a Postgres; the embedded PGlite is one process's alone (a lock file refuses a
// second), so this runs where DATABASE_URL names a server (CI).
(url ? describe : describe.skip)('migrations on a shared database', () => {
  const run = Date.now().toString(36);
  const names = [`pragya_migrate_${run}_a`, `pragya_migrate_${run}_b`];
  const urlOf = (name: string) => {
    const target = new URL(url!);
    target.pathname = `/${name}`;
    return target.toString();
  };
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: urlOf('postgres') });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const runs = async (name: string) => {
    const client = new Client({ connectionString: urlOf(name) });
    await client.connect();
    const { rows } = await client.query<{ name: string; runs: string }>(
      'SELECT name, count(*) AS runs FROM migrations GROUP BY name ORDER BY name',
    );
    await client.end();
    return rows.map((row) => ({ name: row.name, runs: Number(row.runs) }));
  };
  let apps: TestApp[] = [];

  beforeAll(async () => {
    for (const name of names) await admin(`CREATE DATABASE ${name}`);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('three runs at once on an empty database take turns: one migrates, none fails', async () => {
    const sources = await Promise.all(
      [1, 2, 3].map(() => new DataSource(dataSourceOptions(urlOf(names[0]))).initialize()),
    );
    try {
      // Without the lock, two of them fail half-way ("duplicate key … pg_type").
      const applied = await Promise.all(sources.map((source) => runMigrationsLocked(source)));
      expect(applied.reduce((sum, n) => sum + n, 0)).toBe(migrations.length);
      expect(applied.filter((n) => n > 0)).toHaveLength(1);
    } finally {
      await Promise.all(sources.map((source) => source.destroy()));
    }
    const rows = await runs(names[0]);
    expect(rows).toHaveLength(migrations.length);
    for (const row of rows) expect(row).toEqual({ name: row.name, runs: 1 });
  });

  it('three app processes started at once on an empty database all become ready', async () => {
    apps = await Promise.all([1, 2, 3].map(() => startTestApp({ DATABASE_URL: urlOf(names[1]) })));
    for (const app of apps) {
      expect((await fetch(`${app.url}/api/health/ready`)).status).toBe(200);
    }
    const rows = await runs(names[1]);
    expect(rows).toHaveLength(migrations.length);
    for (const row of rows) expect(row).toEqual({ name: row.name, runs: 1 });
  });
});
