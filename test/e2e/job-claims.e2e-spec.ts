import { DataSource } from 'typeorm';
import { HousekeepingService, HOUSEKEEPING } from '../../src/auth/housekeeping.service';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Two app instances on one database, as two replicas: housekeeping runs once per period whichever
 * asks, and a run left behind by a replica killed mid-way (its lease still in job_runs) is taken
 * over once the lease has expired. Needs DATABASE_URL (the embedded database has one process).
 */
const describeShared = process.env.DATABASE_URL ? describe : describe.skip;

describeShared('periodic jobs on two replicas', () => {
  let a: TestApp;
  let b: TestApp;
  let db: DataSource;
  const housekeeping = (app: TestApp) => app.app.get(HousekeepingService);
  const both = () => Promise.all([housekeeping(a).run(), housekeeping(b).run()]);
  const row = async () =>
    (
      (await db.query(`SELECT * FROM job_runs WHERE name = $1`, [HOUSEKEEPING.name])) as Array<{
        next_run_at: Date;
        running_until: Date | null;
        last_run_by: string | null;
      }>
    )[0];

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp(), startTestApp()]);
    db = a.app.get(DataSource);
    await db.query(`DELETE FROM job_runs WHERE name = $1`, [HOUSEKEEPING.name]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('runs housekeeping once per period, on one replica', async () => {
    const first = await both();
    expect(first.filter(Boolean)).toHaveLength(1);
    const done = await row();
    expect(done.running_until).toBeNull();
    expect(done.last_run_by).toMatch(/:\d+$/);
    const ahead = new Date(done.next_run_at).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(HOUSEKEEPING.periodMs - 60_000);

    // Within the period nobody runs it again, however often they ask.
    expect(await both()).toEqual([false, false]);
    expect(await both()).toEqual([false, false]);

    // The period is over: again exactly one of them.
    await db.query(
      `UPDATE job_runs SET next_run_at = now() - interval '1 second' WHERE name = $1`,
      [HOUSEKEEPING.name],
    );
    expect((await both()).filter(Boolean)).toHaveLength(1);
  });

  it('leaves a run held by a killed replica alone until its lease expires, then takes it over', async () => {
    // What a replica killed in the middle of a run leaves behind: the job due, its lease running.
    await db.query(
      `UPDATE job_runs SET next_run_at = now() - interval '1 second',
         running_until = now() + interval '1 minute' WHERE name = $1`,
      [HOUSEKEEPING.name],
    );
    expect(await both()).toEqual([false, false]);
    await db.query(
      `UPDATE job_runs SET running_until = now() - interval '1 second' WHERE name = $1`,
      [HOUSEKEEPING.name],
    );
    expect((await both()).filter(Boolean)).toHaveLength(1);
    expect((await row()).running_until).toBeNull();
  });
});
