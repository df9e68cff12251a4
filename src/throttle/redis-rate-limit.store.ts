import { Logger, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock } from './clock';
import {
  RateLimitStore,
  toRecord,
  type HitRequest,
  type ThrottlerStorageRecord,
} from './rate-limit-store';

/**
 * One hit, atomically: KEYS[1] the counter; ARGV now, ttl, limit, block (ms). Same fixed window
 * and blocking rules as the database store. Returns hits, window end, block end (0 = none).
 */
const INCREMENT = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local block = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'hits', 'windowEnd', 'blockedUntil')
local hits = tonumber(state[1]) or 0
local windowEnd = tonumber(state[2]) or 0
local blockedUntil = tonumber(state[3]) or 0
if blockedUntil > now then
  return {hits, windowEnd, blockedUntil}
end
if windowEnd <= now then
  hits = 1
  windowEnd = now + ttl
else
  hits = hits + 1
end
if hits > limit then blockedUntil = now + block else blockedUntil = 0 end
redis.call('HSET', KEYS[1], 'hits', hits, 'windowEnd', windowEnd, 'blockedUntil', blockedUntil)
redis.call('PEXPIRE', KEYS[1], math.max(windowEnd, blockedUntil) - now + 1000)
return {hits, windowEnd, blockedUntil}
`;

const RELEASE = `
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits'))
if hits and hits > 0 then redis.call('HINCRBY', KEYS[1], 'hits', -1) end
return 0
`;

const PREFIX = 'pragya:rl:';

/** Counters in Redis (REDIS_URL), for deployments that already run one. */
export class RedisRateLimitStore extends RateLimitStore implements OnModuleDestroy {
  private readonly redis: Redis;
  private readonly logger = new Logger('RateLimits');

  constructor(
    url: string,
    private readonly clock: Clock,
  ) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<ThrottlerStorageRecord> {
    const now = this.clock.nowMs();
    const [hits, windowEnd, blockedUntil] = (await this.redis.eval(
      INCREMENT,
      1,
      PREFIX + key,
      now,
      ttl,
      limit,
      blockDuration,
    )) as [number, number, number];
    return toRecord(Number(hits), Number(windowEnd), Number(blockedUntil), now);
  }

  /** Issued together, so ioredis pipelines them in one round trip. */
  incrementMany(hits: HitRequest[]): Promise<ThrottlerStorageRecord[]> {
    return Promise.all(hits.map((h) => this.increment(h.key, h.ttl, h.limit, h.blockDuration)));
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, PREFIX + key);
  }

  async clear(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
