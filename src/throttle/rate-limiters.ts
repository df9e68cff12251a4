import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import Redis from 'ioredis';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { LIMITS, RateLimitPolicy, REQUEST_LIMITERS, type LimiterName } from './rate-limit-policy';

/** The table of the committed migration 1795300100000 (one table for every limiter). */
export const RATE_LIMIT_TABLE = 'rate_limit_points';

const SWEEP_INTERVAL_MS = 5 * 60_000;
const REDIS_START_WAIT_MS = 2000;

/** Keys are stored hashed: no address or IP is kept in clear in the counters. */
export function limitKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** A refusal: how long until the counter lets the caller through again. */
export function isRefusal(value: unknown): value is RateLimiterRes {
  return value instanceof RateLimiterRes;
}

/**
 * The rate-limiter-flexible limiters of the policy table, on the shared store: the app's own
 * Postgres pool by default, Redis when REDIS_URL is set. On Redis each has an in-memory twin as
 * insurance, which counts for this process alone while Redis cannot be reached. The Postgres store
 * has none: it is the database every limited call needs anyway, so while it is unreachable the
 * guard's error answers 503 at once instead of the call waiting out a second connection timeout
 * (docs/decisions/0020-rate-limit-policy.md).
 */
@Injectable()
export class RateLimiters implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly limiters = new Map<LimiterName, RateLimiterStoreAbstract>();
  private readonly insurers = new Map<LimiterName, RateLimiterMemory>();
  private redis?: Redis;
  private pool?: Pool;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly policy: RateLimitPolicy,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.redisUrl) {
      // Without the offline queue a command fails at once while Redis is away, so the insurance
      // limiter answers instead of the request waiting for a reconnection.
      this.redis = new Redis(this.config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        // Every limited call sends two or three counters at once, and concurrent calls more: one
        // socket write per event-loop turn instead of one per command (docs/decisions/0057).
        enableAutoPipelining: true,
      });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
      // The first requests should count in Redis too; a Redis that is down does not stop the start.
      if (!(await this.redisReady(REDIS_START_WAIT_MS))) {
        this.logger.warn('Redis is not reachable: counting in memory until it is');
      }
    } else {
      // The pool TypeORM already has; each query takes a connection and gives it back at once, so
      // the embedded PGlite's single connection is never held across another query.
      this.pool = (this.dataSource.driver as unknown as { master: Pool }).master;
      this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
      this.sweeper.unref();
    }
    for (const name of Object.keys(LIMITS) as LimiterName[]) {
      this.limiters.set(name, this.create(name));
    }
  }

  private redisReady(timeoutMs: number): Promise<boolean> {
    const redis = this.redis!;
    if (redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      redis.once('ready', onReady);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    if (this.redis?.status === 'ready') await this.redis.quit().catch(() => undefined);
    this.redis?.disconnect();
  }

  private create(name: LimiterName): RateLimiterStoreAbstract {
    const rule = LIMITS[name];
    const options = {
      keyPrefix: `rl:${name}`,
      points: this.policy.points(name),
      duration: rule.duration,
      blockDuration: rule.block,
      // Once a request counter reaches its limit, the key is refused from memory until the window
      // the store reported ends: a client hammering past its limit costs no store writes. Only the
      // request counters (block 0): with a block the store must record it, which this would skip.
      ...(REQUEST_LIMITERS.has(name) ? { inMemoryBlockOnConsumed: this.policy.points(name) } : {}),
    };
    if (this.redis) {
      return new RateLimiterRedis({
        ...options,
        insuranceLimiter: this.insurance(name),
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
      });
    }
    return new RateLimiterPostgres({
      ...options,
      storeClient: this.pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
    });
  }

  private insurance(name: LimiterName): RateLimiterMemory {
    const rule = LIMITS[name];
    const insurer = new RateLimiterMemory({
      keyPrefix: `rl:${name}`,
      points: this.policy.points(name),
      duration: rule.duration,
      blockDuration: rule.block,
    });
    this.insurers.set(name, insurer);
    return insurer;
  }

  /** The limiter of a policy rule, with the points the policy gives it now. */
  get(name: LimiterName): RateLimiterStoreAbstract {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`Rate limiter ${name} is used before the module started`);
    const points = this.policy.points(name);
    if (limiter.points !== points) {
      limiter.points = points;
      // After the points: the setter refuses a threshold below them.
      if (REQUEST_LIMITERS.has(name)) {
        // The setter exists at run time; the type declarations leave it out.
        (limiter as unknown as { inMemoryBlockOnConsumed: number }).inMemoryBlockOnConsumed =
          points;
      }
      const insurer = this.insurers.get(name);
      if (insurer) insurer.points = points;
    }
    return limiter;
  }

  /**
   * Forgets the counters of the named limiters, or of all, in the store and in the insurance
   * limiters. Tests only: they stand for the time passing that the store measures itself.
   */
  async clear(...names: LimiterName[]): Promise<void> {
    const chosen = names.length ? names : [...this.limiters.keys()];
    if (this.redis) {
      await this.redisReady(REDIS_START_WAIT_MS);
      for (const name of chosen) {
        let cursor = '0';
        do {
          const [next, keys] = await this.redis.scan(cursor, 'MATCH', `rl:${name}:*`, 'COUNT', 500);
          if (keys.length) await this.redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      }
    } else {
      await this.dataSource.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE key LIKE ANY($1)`, [
        chosen.map((name) => `rl:${name}:%`),
      ]);
    }
    for (const name of chosen) this.limiters.get(name)?.deleteInMemoryBlockedAll();
    if (this.redis) {
      for (const name of chosen) {
        (
          this.limiters.get(name) as unknown as { insuranceLimiter: RateLimiterMemory }
        ).insuranceLimiter = this.insurance(name);
      }
    }
  }

  /** Deletes the Postgres rows whose window or block ended over an hour ago. */
  async sweep(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [
        Date.now() - 3_600_000,
      ]);
    } catch (error) {
      this.logger.warn(`Could not sweep expired rate limits: ${(error as Error).message}`);
    }
  }
}
