/**
 * The admin area's addresses, in the navigation's order. The route table takes them from here (so
 * this file stays tiny: it is in every page's entry); each one's words are in `admin-sections.ts`
 * and its page in `sections.tsx`, both keyed by `AdminPath`, so a section added here and missing
 * there fails the type check.
 */
export const ADMIN_PATHS = [
  '/admin',
  '/admin/messages',
  '/admin/interest',
  '/admin/course-runs',
  '/admin/news',
  '/admin/events',
  '/admin/members',
  '/admin/recordings',
  '/admin/articles',
  '/admin/media',
  '/admin/audit',
] as const;

export type AdminPath = (typeof ADMIN_PATHS)[number];
