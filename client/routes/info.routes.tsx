import type { SiteRoute } from '../lib/route-kit';

/** About, resources and texts, meditation, PITCs, events, gallery, blog, contact and legal pages. */
export const infoRoutes: SiteRoute[] = [];
