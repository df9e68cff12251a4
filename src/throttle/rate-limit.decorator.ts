import { SetMetadata } from '@nestjs/common';
import type { RateLimitProfile } from './rate-limit-policy';

export const RATE_LIMIT_PROFILE = 'rateLimitProfile';

/** Puts a controller or route under the per-IP and per-account limits of a profile. */
export const RateLimit = (profile: RateLimitProfile) => SetMetadata(RATE_LIMIT_PROFILE, profile);
