import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from './clock';
import {
  RateLimitStore,
  toRecord,
  type HitRequest,
  type ThrottlerStorageRecord,
} from './rate-limit-store';

interface Row {
  key: string;
  hits: number;
  window_ends_at: Date;
  blocked_until: Date | null;
}

const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Counters in the rate_limits table: one atomic upsert per hit, so every instance sharing the
 * database sees the same counts. Expired rows are swept every few minutes.
 */
@Injectable()
export class DatabaseRateLimitStore
  extends RateLimitStore
  implements OnModuleInit, OnModuleDestroy
{
  private readonly logger = new Logger('RateLimits');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<ThrottlerStorageRecord> {
    const [record] = await this.incrementMany([{ key, ttl, limit, blockDuration }]);
    return record;
  }

  /**
   * One statement for every key of a request. Per key: a blocked key stays blocked (not
   * counted); an ended window restarts at 1; past the limit, the key is blocked for block_ms.
   */
  async incrementMany(hits: HitRequest[]): Promise<ThrottlerStorageRecord[]> {
    if (hits.length === 0) return [];
    const now = this.clock.nowMs();
    const rows = (await this.dataSource.query(
      `INSERT INTO rate_limits AS r (key, hits, window_ends_at, blocked_until, hit_limit, block_ms)
       SELECT v.key, 1, $2::timestamptz + v.ttl * interval '1 millisecond',
              CASE WHEN 1 > v.hit_limit
                THEN $2::timestamptz + v.block_ms * interval '1 millisecond' END,
              v.hit_limit, v.block_ms
       FROM unnest($1::varchar[], $3::int[], $4::int[], $5::int[]) AS v(key, ttl, hit_limit, block_ms)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE
           WHEN r.blocked_until > $2 THEN r.hits
           WHEN r.window_ends_at <= $2 THEN 1
           ELSE r.hits + 1 END,
         window_ends_at = CASE
           WHEN r.blocked_until > $2 THEN r.window_ends_at
           WHEN r.window_ends_at <= $2 THEN EXCLUDED.window_ends_at
           ELSE r.window_ends_at END,
         blocked_until = CASE
           WHEN r.blocked_until > $2 THEN r.blocked_until
           WHEN (CASE WHEN r.window_ends_at <= $2 THEN 1 ELSE r.hits + 1 END) > EXCLUDED.hit_limit
             THEN $2::timestamptz + EXCLUDED.block_ms * interval '1 millisecond'
           ELSE NULL END,
         hit_limit = EXCLUDED.hit_limit,
         block_ms = EXCLUDED.block_ms
       RETURNING key, hits, window_ends_at, blocked_until`,
      [
        hits.map((h) => h.key),
        new Date(now),
        hits.map((h) => Math.round(h.ttl)),
        hits.map((h) => Math.round(h.limit)),
        hits.map((h) => Math.round(h.blockDuration)),
      ],
    )) as Row[];
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return hits.map(({ key }) => {
      const row = byKey.get(key)!;
      return toRecord(
        row.hits,
        new Date(row.window_ends_at).getTime(),
        row.blocked_until ? new Date(row.blocked_until).getTime() : 0,
        now,
      );
    });
  }

  async release(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1`,
      [key],
    );
  }

  async clear(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits`);
  }

  /** Deletes counters whose window and block have both ended. */
  async sweep(): Promise<void> {
    try {
      await this.dataSource.query(
        `DELETE FROM rate_limits
         WHERE window_ends_at <= $1 AND (blocked_until IS NULL OR blocked_until <= $1)`,
        [this.clock.now()],
      );
    } catch (error) {
      this.logger.warn(`Could not sweep expired rate limits: ${(error as Error).message}`);
    }
  }
}
