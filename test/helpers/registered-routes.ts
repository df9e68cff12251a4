import type { NestExpressApplication } from '@nestjs/platform-express';

export interface RegisteredRoute {
  method: string;
  /** As Express holds it, e.g. /api/auth/passkeys/:id */
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/**
 * Every route the running app registered, read from Express's router (so the API and the page
 * forms, whatever module or prefix they come from): no hand-kept list can forget one.
 */
export function registeredRoutes(app: NestExpressApplication): RegisteredRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes: RegisteredRoute[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const path of [layer.route.path].flat()) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return routes;
}
