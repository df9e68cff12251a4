import { createHash } from 'node:crypto';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** What the throttler guard reads back from a storage after one hit. */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * A fixed-window counter shared by every instance of the app, behind @nestjs/throttler's storage
 * interface: the database by default, Redis when REDIS_URL is set.
 */
export abstract class RateLimitStore implements ThrottlerStorage {
  /**
   * Counts one hit on `key` (ttl and blockDuration in ms). Once the hits pass `limit`, the key is
   * blocked for blockDuration and further calls report isBlocked without counting.
   */
  abstract increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord>;

  /** Counts one hit on each of several keys at once (one round trip); same order as given. */
  abstract incrementMany(hits: HitRequest[]): Promise<ThrottlerStorageRecord[]>;

  /** Takes back one hit (a mail that could not be sent should not use up the allowance). */
  abstract release(key: string): Promise<void>;

  /** Forgets every counter (tests only). */
  abstract clear(): Promise<void>;
}

/** One hit to count: ttl and blockDuration in ms. */
export interface HitRequest {
  key: string;
  ttl: number;
  limit: number;
  blockDuration: number;
}

/** Keys are stored hashed: no address or IP is kept in clear in the counters. */
export function storageKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** Builds the record the throttler guard expects from a window end and block end (ms). */
export function toRecord(
  hits: number,
  windowEndsAt: number,
  blockedUntil: number,
  now: number,
): ThrottlerStorageRecord {
  const isBlocked = blockedUntil > now;
  return {
    totalHits: hits,
    timeToExpire: Math.max(0, Math.ceil((windowEndsAt - now) / 1000)),
    isBlocked,
    timeToBlockExpire: isBlocked ? Math.max(1, Math.ceil((blockedUntil - now) / 1000)) : 0,
  };
}
