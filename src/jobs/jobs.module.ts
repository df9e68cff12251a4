import { Module } from '@nestjs/common';
import { JobRuns } from './job-runs';

/**
 * The periodic jobs' leases (job_runs, docs/decisions/0054): one JobRuns for every module whose
 * jobs must run on exactly one replica per period (housekeeping, the media seed).
 */
@Module({ providers: [JobRuns], exports: [JobRuns] })
export class JobsModule {}
