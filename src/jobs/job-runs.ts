import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Who ran a job last, for whoever looks at job_runs: the pod's name and the process. */
const RUNNER = `${hostname()}:${process.pid}`.slice(0, 128);

export interface JobSchedule {
  /** The job's row in job_runs. */
  name: string;
  /** At most one run per this many milliseconds, over every replica together. */
  periodMs: number;
  /** How long one run may hold the job; past it, a replica killed mid-run is assumed dead. */
  leaseMs: number;
}

/**
 * Periodic jobs done by exactly one replica per period (docs/decisions/0054). Every replica polls;
 * the one whose conditional UPDATE finds the job due and not held wins it, the others find
 * nothing to do. Times are the database's, so the replicas' clocks need not agree.
 */
@Injectable()
export class JobRuns {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Runs `work` if the job is due and no other replica holds it; true when this replica ran it.
   * A failed run releases the lease and stays due, so the next poll anywhere tries again.
   */
  async runIfDue(job: JobSchedule, work: () => Promise<void>): Promise<boolean> {
    if (!(await this.claim(job))) return false;
    try {
      await work();
    } catch (error) {
      await this.db.query(`UPDATE job_runs SET running_until = NULL WHERE name = $1`, [job.name]);
      throw error;
    }
    await this.db.query(
      `UPDATE job_runs
       SET running_until = NULL, last_run_at = now(), last_run_by = $2,
           next_run_at = now() + $3 * interval '1 millisecond'
       WHERE name = $1`,
      [job.name, RUNNER, job.periodMs],
    );
    return true;
  }

  /** Takes the lease when the job is due and free; one statement, so two replicas never both win. */
  private async claim(job: JobSchedule): Promise<boolean> {
    await this.db.query(
      `INSERT INTO job_runs (name, next_run_at) VALUES ($1, now()) ON CONFLICT (name) DO NOTHING`,
      [job.name],
    );
    const [rows] = (await this.db.query(
      `UPDATE job_runs SET running_until = now() + $2 * interval '1 millisecond'
       WHERE name = $1 AND next_run_at <= now()
         AND (running_until IS NULL OR running_until < now())
       RETURNING name`,
      [job.name, job.leaseMs],
    )) as [unknown[], number];
    return rows.length === 1;
  }
}
