import { randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import Redis from 'ioredis';
import {
  DataSource,
  type EntitySubscriberInterface,
  type QueryRunner,
  type RemoveEvent,
  type SoftRemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { User } from '../users/user.entity';

/**
 * How long a live session may be answered from memory. Invalidation is what keeps the cache
 * correct; the TTL only bounds the one case it cannot cover (a replica that committed a change
 * but could not reach Redis to say so, while the others still can).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Entries kept at most; the oldest fill goes first. 10,000 principals are a few MB. */
export const SESSION_CACHE_MAX = 10_000;

/** The Redis keys of the generations: one for every account, one per account. */
const ALL_KEY = 'auth:gen:all';
const userKey = (userId: string) => `auth:gen:u:${userId}`;
/** Far longer than the TTL, so a key that expires can only match entries that expired before. */
const GENERATION_KEY_TTL_S = 3600;
const REDIS_COMMAND_TIMEOUT_MS = 250;
const RETRY_EVERY_MS = 250;

/** What changed: one account (its sessions or row), or every account (a users row we cannot name). */
export type Invalidation = { userId: string } | 'all';

/** Replaces the generations of what changed, in one Redis transaction. */
async function writeGenerations(redis: Redis, changes: Invalidation[]): Promise<void> {
  const batch = redis.multi();
  for (const change of changes) {
    const key = change === 'all' ? ALL_KEY : userKey(change.userId);
    batch.set(key, randomBytes(12).toString('base64url'), 'EX', GENERATION_KEY_TTL_S);
  }
  const results = await batch.exec();
  const failed = results?.find(([error]) => error)?.[0];
  if (!results || failed) throw failed ?? new Error('the Redis transaction was discarded');
}

/**
 * For a process outside the site that changed an account in the shared database (the admin
 * shell): tells the site's replicas, which may have the account's sessions in memory.
 */
export async function announceAccountChange(redisUrl: string, userId: string): Promise<void> {
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await writeGenerations(redis, [{ userId }]);
  } finally {
    redis.disconnect();
  }
}

/** A live session as read from the database, with what the cache needs to keep it honest. */
export interface SessionEntry {
  userId: string;
  user: User;
  provenAt: Date | null;
  expiresAtMs: number;
  lastUsedAtMs: number | null;
}

interface Cached extends SessionEntry {
  generation: string;
  filledAtMs: number;
}

/**
 * A short in-process cache of live sessions (docs/decisions/0057-session-cache-and-rate-limit-tiers.md).
 *
 * Every entry is stamped with the generation of its account read BEFORE the database read that
 * filled it, and is used only while a fresh read of the generation still matches. Every change
 * that a principal reflects (a session revoked or re-proven, any users row updated or deleted)
 * replaces the generation AFTER its transaction commits. So a fill that raced a change carries
 * the old stamp and is never used, and the next request after a change, on any replica, reads the
 * new generation and goes to the database.
 *
 * With Redis, the generations live there (one MGET per request instead of a database round trip);
 * pub/sub alone would not do, since a message is not ordered with the HTTP request that follows
 * the change and is lost while a subscriber reconnects. Without Redis on the embedded database
 * (one process by construction) a counter in memory is the generation. Without Redis on Postgres
 * there may be other replicas this process cannot hear from, so the cache is off.
 *
 * When Redis cannot be read the request reads the database (never the cache); when a change
 * cannot be written there it is retried until the TTL has passed, by which time every entry filled
 * before the change has expired anyway.
 */
@Injectable()
export class SessionCache
  implements EntitySubscriberInterface<User>, OnModuleInit, OnApplicationShutdown
{
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, Cached>();
  private readonly pending = new WeakMap<QueryRunner, Invalidation[]>();
  private readonly mode: 'redis' | 'local' | 'off';
  private redis?: Redis;
  private localGeneration = 0;
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {
    this.mode = config.redisUrl ? 'redis' : config.databaseUrl ? 'off' : 'local';
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        // A request never waits for a reconnection: it reads the database instead.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        lazyConnect: true,
        // The generation reads of concurrent requests share one socket write.
        enableAutoPipelining: true,
      });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
      // Changes made while this process could not hear may have been missed: start afresh.
      this.redis.on('ready', () => this.entries.clear());
    }
    dataSource.subscribers.push(this);
  }

  get enabled(): boolean {
    return this.mode !== 'off';
  }

  async onModuleInit(): Promise<void> {
    await this.redis?.connect().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    if (this.redis?.status === 'ready') await this.redis.quit().catch(() => undefined);
    this.redis?.disconnect();
  }

  /** The account's current generation, or null when the cache may not be used for this request. */
  async generation(userId: string): Promise<string | null> {
    if (this.mode === 'off') return null;
    if (this.mode === 'local') return String(this.localGeneration);
    if (this.redis?.status !== 'ready') return null;
    try {
      const [all, user] = await this.redis.mget(ALL_KEY, userKey(userId));
      return `${all ?? '-'}/${user ?? '-'}`;
    } catch {
      return null;
    }
  }

  /** The cached session, if it was filled under this generation, recently, and is still live. */
  get(sessionId: string, userId: string, generation: string): Cached | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.clock.nowMs();
    if (
      entry.userId !== userId ||
      entry.generation !== generation ||
      now - entry.filledAtMs >= SESSION_CACHE_TTL_MS ||
      now >= entry.expiresAtMs
    ) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  set(sessionId: string, entry: SessionEntry, generation: string): void {
    this.entries.delete(sessionId);
    if (this.entries.size >= SESSION_CACHE_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { ...entry, generation, filledAtMs: this.clock.nowMs() });
  }

  /**
   * Makes every replica stop answering from memory for the account (or all accounts). Inside a
   * transaction it waits for the commit: said earlier, another replica could refill its cache
   * from the rows as they were before the change and stamp them with the new generation.
   */
  async invalidate(what: Invalidation): Promise<void> {
    await this.afterCommit(what, this.txHost.tx.queryRunner);
  }

  private afterCommit(what: Invalidation, runner: QueryRunner | undefined): Promise<void> | void {
    if (this.mode === 'off') return;
    if (runner?.isTransactionActive) {
      const list = this.pending.get(runner) ?? [];
      list.push(what);
      this.pending.set(runner, list);
      return;
    }
    return this.publish([what]);
  }

  private async publish(changes: Invalidation[]): Promise<void> {
    for (const change of changes) {
      if (change === 'all') {
        this.entries.clear();
      } else {
        for (const [sessionId, entry] of this.entries) {
          if (entry.userId === change.userId) this.entries.delete(sessionId);
        }
      }
    }
    if (this.mode === 'local') {
      this.localGeneration += 1;
      return;
    }
    await this.write(changes, this.clock.nowMs() + SESSION_CACHE_TTL_MS);
  }

  private async write(changes: Invalidation[], retryUntilMs: number): Promise<void> {
    try {
      await writeGenerations(this.redis!, changes);
    } catch (error) {
      if (this.clock.nowMs() >= retryUntilMs) {
        this.logger.warn(`Session change not published: ${(error as Error).message}`);
        return;
      }
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        void this.write(changes, retryUntilMs);
      }, RETRY_EVERY_MS);
      timer.unref();
      this.retries.add(timer);
    }
  }

  // TypeORM subscriber: every users row change, whatever code made it. Updates through a query
  // builder do not say which rows they touched, so they invalidate every account; they are rare
  // next to reads.
  listenTo() {
    return User;
  }

  afterUpdate(event: UpdateEvent<User>) {
    return this.afterCommit('all', event.queryRunner);
  }

  afterRemove(event: RemoveEvent<User>) {
    return this.afterCommit('all', event.queryRunner);
  }

  afterSoftRemove(event: SoftRemoveEvent<User>) {
    return this.afterCommit('all', event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent) {
    // A savepoint released inside the transaction is not the commit.
    if (event.queryRunner.isTransactionActive) return;
    const changes = this.pending.get(event.queryRunner);
    if (!changes) return;
    this.pending.delete(event.queryRunner);
    return this.publish(changes);
  }

  afterTransactionRollback(event: TransactionRollbackEvent) {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }
}
