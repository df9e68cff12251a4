import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { JobRuns, type JobSchedule } from '../jobs/job-runs';
import { OtpService } from '../otp/otp.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';

/** Every replica looks this often whether the clean-up is due… */
const POLL_MS = 60_000;

/** …and one of them does it once per period (a run takes well under a second; the lease is slack). */
export const HOUSEKEEPING: JobSchedule = {
  name: 'housekeeping',
  periodMs: 15 * 60_000,
  leaseMs: 5 * 60_000,
};

/**
 * Deletes expired codes and links, long-ended sessions and registrations never verified within a
 * day (their link has expired by then; left alone they would hold the address against its owner
 * forever), once per period over all replicas.
 */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private timer?: NodeJS.Timeout;
  private running?: Promise<boolean>;

  constructor(
    private readonly otp: OtpService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly jobs: JobRuns,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), POLL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** True when this replica did the clean-up (it was due and no other replica held it). */
  run(): Promise<boolean> {
    this.running ??= this.jobs
      .runIfDue(HOUSEKEEPING, async () => {
        await this.otp.deleteExpired();
        await this.sessions.deleteEnded();
        await this.users.deleteStaleUnverified();
      })
      .catch((error: unknown) => {
        this.logger.warn(`Could not clean up: ${(error as Error).message}`);
        return false;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
