import type { SiteRoute } from '../lib/route-kit';

/** Sign-in, registration, password, verification, callback and dashboard pages. */
export const accountRoutes: SiteRoute[] = [];
