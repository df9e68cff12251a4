import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../common/public.decorator';
import { ShutdownState } from './shutdown-state';

/** A ping slower than this means the database is down (the pool itself gives up after 5 s). */
const PING_TIMEOUT_MS = 4000;

/**
 * GET /api/health and /api/health/ready: 200 { status: "ok", db: "up" }, or 503 when the database
 * is unreachable or the process is stopping (from the moment SIGTERM arrives, so load balancers
 * drain it). Migrations run before the server listens, so a process that answers has them done.
 * GET /api/health/live: 200 while the event loop answers; it never looks at the database, so a
 * database outage restarts no container.
 */
@Public()
@Controller('health')
export class HealthController {
  private pending?: Promise<boolean>;

  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(['', 'ready'])
  async check(): Promise<{ status: 'ok'; db: 'up' }> {
    if (this.shutdown.draining)
      throw new ServiceUnavailableException({ status: 'error', stopping: true });
    if (await this.databaseIsUp()) return { status: 'ok', db: 'up' };
    throw new ServiceUnavailableException({ status: 'error', db: 'down' });
  }

  /**
   * Under heavy traffic many checks arrive at once; they all wait for the one ping in flight, so
   * probes do not queue behind each other for the single embedded connection and time out.
   */
  private databaseIsUp(): Promise<boolean> {
    this.pending ??= this.health
      .check([() => this.db.pingCheck('db', { timeout: PING_TIMEOUT_MS })])
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}
