import { Global, Module, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { accountKey } from './app-throttler.guard';
import { Clock } from './clock';
import { DatabaseRateLimitStore } from './database-rate-limit.store';
import { RATE_LIMIT_PROFILE } from './rate-limit.decorator';
import { RateLimitPolicy, type RateLimitProfile, type ThrottlerName } from './rate-limit-policy';
import { RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit.store';
import { LoginLimiter } from './login-limiter';
import { SendLimiter, TOO_MANY_REQUESTS } from './send-limiter';

/** The clock, the limits and the shared counter store, available to every module. */
@Global()
@Module({
  providers: [
    Clock,
    RateLimitPolicy,
    {
      provide: RateLimitStore,
      inject: [APP_CONFIG, DataSource, Clock],
      useFactory: (config: AppConfig, dataSource: DataSource, clock: Clock): RateLimitStore =>
        config.redisUrl
          ? new RedisRateLimitStore(config.redisUrl, clock)
          : new DatabaseRateLimitStore(dataSource, clock),
    },
  ],
  exports: [Clock, RateLimitPolicy, RateLimitStore],
})
export class RateLimitCoreModule {}

const reflector = new Reflector();

function profileOf(context: ExecutionContext): RateLimitProfile {
  return (
    reflector.getAllAndOverride<RateLimitProfile | undefined>(RATE_LIMIT_PROFILE, [
      context.getHandler(),
      context.getClass(),
    ]) ?? 'auth'
  );
}

function throttler(policy: RateLimitPolicy, name: ThrottlerName) {
  return {
    name,
    limit: (context: ExecutionContext) => policy.window(profileOf(context), name).limit,
    ttl: (context: ExecutionContext) => policy.window(profileOf(context), name).ttlMs,
  };
}

/**
 * Rate limits (DESIGN.md section 4) through @nestjs/throttler: per client IP (a minute and an
 * hour) and per account or address, counted in the database (or Redis when REDIS_URL is set).
 * The guard itself is registered as APP_GUARD in AppModule, after the JWT guard.
 */
@Global()
@Module({
  imports: [
    RateLimitCoreModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitCoreModule],
      inject: [RateLimitPolicy, RateLimitStore],
      useFactory: (policy: RateLimitPolicy, storage: RateLimitStore): ThrottlerModuleOptions => ({
        storage,
        errorMessage: TOO_MANY_REQUESTS,
        throttlers: [
          // Named 'default' so its 429 carries the standard Retry-After header.
          { ...throttler(policy, 'ip'), name: 'default' },
          throttler(policy, 'ipHour'),
          {
            ...throttler(policy, 'account'),
            getTracker: (req) => accountKey(req as Request) ?? '',
            skipIf: (context) => !accountKey(context.switchToHttp().getRequest<Request>()),
          },
        ],
      }),
    }),
  ],
  providers: [SendLimiter, LoginLimiter],
  exports: [SendLimiter, LoginLimiter],
})
export class ThrottleModule {}
