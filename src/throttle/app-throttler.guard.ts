import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import { RATE_LIMIT_PROFILE } from './rate-limit.decorator';
import type { RateLimitProfile } from './rate-limit-policy';
import { RateLimitStore, type HitRequest } from './rate-limit-store';

/**
 * The key of the account a request is about: the signed-in user, else the e-mail address in the
 * body (normalised as the DTOs do). Undefined when there is neither.
 */
export function accountKey(req: Request): string | undefined {
  const userId = (req.user as { id?: unknown } | undefined)?.id;
  if (typeof userId === 'string') return `user:${userId}`;
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string') {
    const normalised = email.trim().toLowerCase();
    if (normalised && normalised.length <= 254) return `email:${normalised}`;
  }
  return undefined;
}

async function resolve<T>(
  value: T | ((context: ExecutionContext) => T | Promise<T>),
  context: ExecutionContext,
): Promise<T> {
  return typeof value === 'function'
    ? (value as (context: ExecutionContext) => T | Promise<T>)(context)
    : value;
}

/**
 * @nestjs/throttler's guard, applied only to routes marked with @RateLimit(profile) (pages, health
 * check and docs are not counted). Runs after the JWT guard, so signed-in calls are counted per
 * account. It counts all its throttlers (per IP, per IP and hour, per account) in one storage
 * call, so a request costs one database statement instead of three; the answers (headers, 429
 * with the module's error message) are those of the library's guard. Route-level @Throttle and
 * @SkipThrottle are not used in this app and not read here.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    return !this.reflector.getAllAndOverride<RateLimitProfile | undefined>(RATE_LIMIT_PROFILE, [
      context.getHandler(),
      context.getClass(),
    ]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(this.storageService instanceof RateLimitStore)) return super.canActivate(context);
    if (await this.shouldSkip(context)) return true;
    const { req, res } = this.getRequestResponse(context);
    const planned: Array<HitRequest & { name: string; tracker: string }> = [];
    for (const throttler of this.throttlers as Array<ThrottlerOptions & { name: string }>) {
      const skipIf = throttler.skipIf ?? this.commonOptions.skipIf;
      if (skipIf?.(context)) continue;
      const ttl = Number(await resolve(throttler.ttl, context));
      const limit = Number(await resolve(throttler.limit, context));
      const blockDuration =
        throttler.blockDuration === undefined
          ? ttl
          : Number(await resolve(throttler.blockDuration, context));
      const getTracker = throttler.getTracker ?? this.commonOptions.getTracker!;
      const generateKey = throttler.generateKey ?? this.commonOptions.generateKey!;
      const tracker = await getTracker(req, context);
      const key = generateKey(context, tracker, throttler.name);
      planned.push({ name: throttler.name, key, ttl, limit, blockDuration, tracker });
    }
    const records = await this.storageService.incrementMany(planned);
    let refused: number | undefined;
    planned.forEach((hit, index) => {
      const record = records[index];
      const suffix = hit.name === 'default' ? '' : `-${hit.name}`;
      if (record.isBlocked) {
        this.setResponseHeader(res, `Retry-After${suffix}`, record.timeToBlockExpire);
        refused ??= index;
        return;
      }
      this.setResponseHeader(res, `${this.headerPrefix}-Limit${suffix}`, hit.limit);
      this.setResponseHeader(
        res,
        `${this.headerPrefix}-Remaining${suffix}`,
        Math.max(0, hit.limit - record.totalHits),
      );
      this.setResponseHeader(res, `${this.headerPrefix}-Reset${suffix}`, record.timeToExpire);
    });
    if (refused !== undefined) {
      const hit = planned[refused];
      await this.throwThrottlingException(context, {
        ...records[refused],
        limit: hit.limit,
        ttl: hit.ttl,
        key: hit.key,
        tracker: hit.tracker,
      });
    }
    return true;
  }
}
