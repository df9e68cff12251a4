import type { SiteRoute } from '../lib/route-kit';

/** Courses, course details, practices and few-more classes. */
export const courseRoutes: SiteRoute[] = [];
