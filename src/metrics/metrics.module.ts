import { createServer, type Server } from 'node:http';
import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { serveMetrics } from './metrics-access';
import { MetricsService } from './metrics.service';

/** The gauges of what this process does not own alone: the database pool and the mail queue. */
@Injectable()
export class SharedGauges implements OnApplicationBootstrap {
  constructor(
    private readonly metrics: MetricsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    const pool = () => (this.db.driver as unknown as { master?: Pool }).master;
    this.metrics.gauge(
      'pragya_db_pool_connections',
      'Connections open in the pool',
      () => pool()?.totalCount ?? 0,
    );
    this.metrics.gauge(
      'pragya_db_pool_idle',
      'Idle connections in the pool',
      () => pool()?.idleCount ?? 0,
    );
    this.metrics.gauge(
      'pragya_db_pool_waiting',
      'Queries waiting for a connection',
      () => pool()?.waitingCount ?? 0,
    );
    // Shared by every replica: each reports the same figure, a dashboard takes the max.
    this.metrics.gauge('pragya_contact_unsent', 'Contact messages stored and not yet mailed', () =>
      this.count('sent_at IS NULL'),
    );
    this.metrics.gauge(
      'pragya_contact_failed',
      'Contact messages whose mail failed at least once and is not sent yet',
      () => this.count('sent_at IS NULL AND send_attempts > 0'),
    );
  }

  private async count(where: string): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM contact_messages WHERE ${where}`,
    )) as Array<{ n: number }>;
    return row.n;
  }
}

/**
 * METRICS_PORT: a listener of its own on every interface, for the cluster's scraper, which the
 * ingress never reaches (the main port then has no /metrics at all).
 */
@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metricsPort;
    if (port === undefined) return;
    const handle = serveMetrics(this.metrics, this.config.metricsToken);
    const server = createServer((req, res) => {
      if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') return handle(req, res);
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, resolve);
    });
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

@Global()
@Module({})
export class MetricsModule {
  static forRoot(metrics: MetricsService): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: MetricsService, useValue: metrics }, SharedGauges, MetricsListener],
      exports: [MetricsService],
    };
  }
}
