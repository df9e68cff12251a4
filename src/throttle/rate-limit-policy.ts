import { Injectable } from '@nestjs/common';

/**
 * Which limits a route gets: sign-in style calls, calls made with a session, reads of the member's
 * own data (a session call without the per-account counter), or the contact form.
 */
export type RateLimitProfile = 'auth' | 'session' | 'read' | 'contact';

/**
 * One counter: `points` per `duration` seconds; once passed, the key stays refused for `block`
 * seconds (0: until the window ends). `scaled` rules follow RateLimitPolicy.factor.
 */
export interface LimitRule {
  points: number;
  duration: number;
  block: number;
  scaled: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const request = (points: number, duration: number): LimitRule => ({
  points,
  duration,
  block: 0,
  scaled: true,
});

/**
 * Every limit of the site, in one table (docs/decisions/0020-rate-limit-policy.md explains the
 * figures). The names are the key prefixes in the store.
 */
export const LIMITS = {
  // Requests, counted per profile (never per route) and client IP; some also per account.
  'auth-ip-minute': request(20, MINUTE),
  'auth-ip-hour': request(200, HOUR),
  'session-ip-minute': request(120, MINUTE),
  'session-ip-hour': request(2000, HOUR),
  'session-account-minute': request(120, MINUTE),
  'contact-ip-minute': request(5, MINUTE),
  'contact-ip-hour': request(30, HOUR),
  'contact-account-hour': request(5, HOUR),

  // Wrong passwords and codes (rate-limiter-flexible's login-endpoint pattern).
  /** Consecutive failures for one account from one IP: cleared by a success or a reset. */
  'signin-fail-account-ip': { points: 10, duration: DAY, block: HOUR, scaled: true },
  /** Slow brute force from one IP over many accounts. */
  'signin-fail-ip-day': { points: 100, duration: DAY, block: DAY, scaled: true },
  /**
   * Failures for one account from every IP: the ceiling against guessing spread over many
   * addresses. Past it, each failure makes the account wait (SIGN_IN_DELAYS), never a long lockout.
   */
  'signin-fail-account-day': { points: 50, duration: DAY, block: 0, scaled: true },
  /** The wait set by the ceiling above (its points are not counted; only block() is used). */
  'signin-fail-account-wait': { points: 0, duration: HOUR, block: 0, scaled: false },
  /** A random number per account, changed by clearFailures: it is part of the account+IP keys. */
  'signin-fail-epoch': { points: 2 ** 31 - 1, duration: DAY + HOUR, block: 0, scaled: false },

  // Mails carrying a code or link, per purpose.
  /** Per address and requesting IP: a stranger uses up only their own allowance. */
  'send-address-ip-minute': { points: 1, duration: MINUTE, block: 0, scaled: false },
  'send-address-ip-hour': { points: 5, duration: HOUR, block: 0, scaled: false },
  /** Per address from every IP: the mailbox's ceiling, twice what one IP may ask for. */
  'send-address-hour': { points: 10, duration: HOUR, block: 0, scaled: false },
} as const satisfies Record<string, LimitRule>;

export type LimiterName = keyof typeof LIMITS;

/** The request counters of each profile: per client IP, and per account where there is one. */
export const PROFILES: Record<RateLimitProfile, { ip: LimiterName[]; account?: LimiterName }> = {
  auth: { ip: ['auth-ip-minute', 'auth-ip-hour'] },
  session: { ip: ['session-ip-minute', 'session-ip-hour'], account: 'session-account-minute' },
  // The session profile's own IP counters (a read is a session call for the IP's allowance), but
  // no per-account counter: reading one's own profile, sessions or interests costs one indexed
  // read at most, and the per-IP limits already bound what one client can ask for. The account
  // counter would be the only store write such a read makes (docs/decisions/0057).
  read: { ip: ['session-ip-minute', 'session-ip-hour'] },
  contact: { ip: ['contact-ip-minute', 'contact-ip-hour'], account: 'contact-account-hour' },
};

/**
 * The request counters: counted on every limited call, so they get the in-memory first tier (a key
 * over its limit is refused from memory until its window ends, without asking the store again).
 */
export const REQUEST_LIMITERS = new Set<LimiterName>(
  Object.values(PROFILES).flatMap(({ ip, account }) => (account ? [...ip, account] : ip)),
);

/** The wait after the n-th failure past the account ceiling: 1 minute, doubling, at most 1 hour. */
export const SIGN_IN_DELAYS = { first: MINUTE, max: HOUR };

export function accountWait(failuresPastCeiling: number): number {
  const doublings = Math.min(Math.max(failuresPastCeiling - 1, 0), 16);
  return Math.min(SIGN_IN_DELAYS.first * 2 ** doublings, SIGN_IN_DELAYS.max);
}

/** The order in which send counters are taken: the per-address ceiling last. */
export const SEND_LIMITS: LimiterName[] = [
  'send-address-ip-minute',
  'send-address-ip-hour',
  'send-address-hour',
];

/**
 * The limits are code, not configuration: nothing in the environment changes them. `factor`
 * exists for tests and the bench, which send thousands of requests from one address; production
 * never sets it.
 */
@Injectable()
export class RateLimitPolicy {
  /** Multiplies the request and sign-in failure limits (not the mail limits). */
  factor = 1;

  points(name: LimiterName): number {
    const rule: LimitRule = LIMITS[name];
    return rule.scaled ? Math.min(rule.points * this.factor, 2 ** 31 - 1) : rule.points;
  }
}
