import { SetMetadata } from '@nestjs/common';
import type { RateLimitProfile } from './rate-limit-policy';

export const RATE_LIMIT_PROFILE = 'rateLimitProfile';

/** Puts a controller or route under the request limits of a profile (shared by all its routes). */
export const RateLimit = (profile: RateLimitProfile) => SetMetadata(RATE_LIMIT_PROFILE, profile);
