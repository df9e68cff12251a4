import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { OtpService } from '../otp/otp.service';
import { SessionsService } from '../sessions/sessions.service';

const INTERVAL_MS = 15 * 60_000;

/** Deletes expired codes and links and long-ended sessions every few minutes. */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly otp: OtpService,
    private readonly sessions: SessionsService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      try {
        await this.otp.deleteExpired();
        await this.sessions.deleteEnded();
      } catch (error) {
        this.logger.warn(`Could not clean up: ${(error as Error).message}`);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
