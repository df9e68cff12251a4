import type { RouteModule } from '../lib/route-kit';

type ModuleLoader = () => Promise<{ default: RouteModule }>;

/**
 * Every route module, each loaded on demand as its own chunk. The server finds a module's chunk in
 * the build manifest under client/routes/modules/{name}.tsx.
 */
export const routeModules = {
  home: () => import('./modules/home'),
  courses: () => import('./modules/courses'),
  'course-detail': () => import('./modules/course-detail'),
  'practice-detail': () => import('./modules/practice-detail'),
  'few-more-class': () => import('./modules/few-more-class'),
  'coming-soon': () => import('./modules/coming-soon'),
  about: () => import('./modules/about'),
  resources: () => import('./modules/resources'),
  'vedantic-text': () => import('./modules/vedantic-text'),
  recordings: () => import('./modules/recordings'),
  blog: () => import('./modules/blog'),
  contact: () => import('./modules/contact'),
  'meditation-list': () => import('./modules/meditation-list'),
  meditation: () => import('./modules/meditation'),
  pitcs: () => import('./modules/pitcs'),
  events: () => import('./modules/events'),
  'events-detail': () => import('./modules/events-detail'),
  gallery: () => import('./modules/gallery'),
  legal: () => import('./modules/legal'),
  login: () => import('./modules/login'),
  register: () => import('./modules/register'),
  'forgot-password': () => import('./modules/forgot-password'),
  'reset-password': () => import('./modules/reset-password'),
  'verify-email': () => import('./modules/verify-email'),
  'auth-callback': () => import('./modules/auth-callback'),
  dashboard: () => import('./modules/dashboard'),
  account: () => import('./modules/account'),
  admin: () => import('./modules/admin'),
  practice: () => import('./modules/practice'),
  study: () => import('./modules/study'),
} satisfies Record<string, ModuleLoader>;

export type RouteModuleName = keyof typeof routeModules;

/** Loads a route module (the module system keeps it once loaded). */
export async function loadRouteModule(name: RouteModuleName): Promise<RouteModule> {
  return (await routeModules[name]()).default;
}
