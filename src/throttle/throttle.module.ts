import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';
import { LoginLimiter } from './login-limiter';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitPolicy } from './rate-limit-policy';
import { RateLimiters } from './rate-limiters';
import { SendLimiter } from './send-limiter';

/**
 * The clock and the rate limits (docs/decisions/0020-rate-limit-policy.md), available to every
 * module: rate-limiter-flexible on Postgres, or Redis when REDIS_URL is set. RateLimitGuard is
 * registered as APP_GUARD in AppModule, after the JWT guard.
 */
@Global()
@Module({
  providers: [Clock, RateLimitPolicy, RateLimiters, RateLimitGuard, SendLimiter, LoginLimiter],
  exports: [Clock, RateLimitPolicy, RateLimiters, RateLimitGuard, SendLimiter, LoginLimiter],
})
export class ThrottleModule {}
