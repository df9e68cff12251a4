import { Injectable } from '@nestjs/common';

/** Which limits a route gets: sign-in style calls, calls made with a session, or the contact form. */
export type RateLimitProfile = 'auth' | 'session' | 'contact';

/** A number of requests allowed per window. */
export interface RateWindow {
  limit: number;
  ttlMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of each profile, per client IP (short and long window) and per account or address. */
const PROFILES: Record<
  RateLimitProfile,
  { ip: RateWindow; ipHour: RateWindow; account: RateWindow }
> = {
  auth: {
    ip: { limit: 20, ttlMs: MINUTE },
    ipHour: { limit: 200, ttlMs: HOUR },
    account: { limit: 10, ttlMs: 10 * MINUTE },
  },
  session: {
    ip: { limit: 120, ttlMs: MINUTE },
    ipHour: { limit: 2000, ttlMs: HOUR },
    account: { limit: 120, ttlMs: MINUTE },
  },
  contact: {
    ip: { limit: 5, ttlMs: MINUTE },
    ipHour: { limit: 30, ttlMs: HOUR },
    account: { limit: 5, ttlMs: HOUR },
  },
};

export type ThrottlerName = 'ip' | 'ipHour' | 'account';

/**
 * The rate limits (DESIGN.md section 4). They are code, not configuration: nothing in the
 * environment changes them. `factor` exists for tests that send thousands of requests from one
 * address; production never sets it.
 */
@Injectable()
export class RateLimitPolicy {
  /** Multiplies the per-IP and per-account request limits (not the code-sending limits). */
  factor = 1;

  /** Mails carrying a code or link, per address and purpose: 1 a minute and 5 an hour. */
  readonly sends: RateWindow[] = [
    { limit: 1, ttlMs: MINUTE },
    { limit: 5, ttlMs: HOUR },
  ];

  window(profile: RateLimitProfile, name: ThrottlerName): RateWindow {
    const window = PROFILES[profile][name];
    return { limit: window.limit * this.factor, ttlMs: window.ttlMs };
  }
}
