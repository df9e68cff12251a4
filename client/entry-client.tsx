import '@vitejs/plugin-react/preamble';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppContext } from './app-context';
import { routeObjects } from './routes';
import { storedToken } from './lib/session';

/** Marks the document as hydrated (browser tests wait for it before interacting). */
function HydrationMark() {
  useEffect(() => {
    (window as unknown as { __hydrated?: boolean }).__hydrated = true;
    // The service worker (offline /practice and pages read), once the page is interactive.
    navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
    if (storedToken() && !window.__APP__.viewer) {
      void import('./lib/session-cookie').then(({ syncSessionCookie }) => syncSessionCookie());
    }
  }, []);
  return null;
}

/**
 * Loads the modules of the page the server rendered before hydrating, so the first client render
 * matches the server's HTML (the server preloads these chunks, so this costs no extra round trip).
 */
async function loadMatchedModules(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function hydrate(): Promise<void> {
  await loadMatchedModules(routeObjects);
  // The router reads the server's loader data and errors from window.__staticRouterHydrationData.
  const router = createBrowserRouter(routeObjects);
  // Once the start script has loaded the web faces (client/entry-server.tsx), the next page shown
  // is laid out in them: its own layout, never one more of the page being left.
  let shown = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === shown) return;
    shown = state.location.key;
    if (document.querySelector('meta[name="web-fonts"]')) return;
    try {
      if (!localStorage.getItem('web-fonts')) return;
    } catch {
      return;
    }
    const meta = document.createElement('meta');
    meta.name = 'web-fonts';
    document.head.appendChild(meta);
  });
  // As a transition, hydration yields to the browser between slices of work, so reading and
  // scrolling the server's page never wait on one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppContext.Provider value={window.__APP__}>
          <RouterProvider router={router} />
          <HydrationMark />
        </AppContext.Provider>
      </StrictMode>,
    );
  });
}

void hydrate();
