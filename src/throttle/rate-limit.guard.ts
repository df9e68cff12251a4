import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { requestContext } from '../common/request-context';
import { RATE_LIMIT_PROFILE } from './rate-limit.decorator';
import { PROFILES, type LimiterName, type RateLimitProfile } from './rate-limit-policy';
import { limitAddress } from './client-address';
import { isRefusal, limitKey, RateLimiters } from './rate-limiters';
import { tooManyRequests } from './too-many-requests';

/**
 * The key of the account a request is about: the signed-in user, else the e-mail address in the
 * body (normalised as the DTOs do) together with the client's address. Nothing proves a typed
 * address is the sender's, so a stranger posting it uses up their own allowance, never its
 * owner's. Undefined when there is neither.
 */
export function accountKey(req: Request, ip: string): string | undefined {
  const userId = (req.user as { id?: unknown } | undefined)?.id;
  if (typeof userId === 'string') return `user:${userId}`;
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string') {
    const normalised = email.trim().toLowerCase();
    if (normalised && normalised.length <= 254) return `email:${normalised}:${limitAddress(ip)}`;
  }
  return undefined;
}

/**
 * Counts the routes marked with @RateLimit(profile) (pages, health check and docs are not
 * counted). The counters belong to the profile, not to the route, so spreading requests over the
 * routes of a profile does not multiply the allowance. Registered after the JWT guard, so
 * signed-in calls are also counted per account.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiters: RateLimiters,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const profile = this.reflector.getAllAndOverride<RateLimitProfile | undefined>(
      RATE_LIMIT_PROFILE,
      [context.getHandler(), context.getClass()],
    );
    if (!profile) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const { ip } = requestContext(req);
    const hits: Array<[LimiterName, string]> = PROFILES[profile].ip.map((name) => [
      name,
      limitKey(limitAddress(ip)),
    ]);
    const account = PROFILES[profile].account && accountKey(req, ip);
    if (account) hits.push([PROFILES[profile].account!, limitKey(account)]);
    const results = await Promise.allSettled(
      hits.map(([name, key]) => this.limiters.get(name).consume(key)),
    );
    let waitMs = -1;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      // Only a store and its insurance both failing lands here; that is an outage, not a refusal.
      if (!isRefusal(result.reason)) throw result.reason;
      waitMs = Math.max(waitMs, result.reason.msBeforeNext);
    }
    if (waitMs >= 0) throw tooManyRequests(waitMs);
    return true;
  }
}
