import '@vitejs/plugin-react/preamble';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppContext } from './app-context';
import { noteServedFields, ReplayTypedFields } from './lib/typed-before-hydration';
import { routeObjects } from './routes';
// Listeners that load the search suggestions and the glossary popover on first use: here, not in
// a deferred chunk, so a focus in the page's first moment is heard (docs/decisions/0192).
import './components/search/wire-suggestions';
import './components/glossary/wire-popover';

type Router = ReturnType<typeof createBrowserRouter>;

/** Marks the document as hydrated (browser tests wait for it before interacting). */
function HydrationMark({ router, firstPath }: { router: Router; firstPath: string }) {
  useEffect(() => {
    (window as unknown as { __hydrated?: boolean }).__hydrated = true;
    void import('./lib/after-start').then(({ afterStart }) => afterStart(router, firstPath));
  }, [router, firstPath]);
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
  noteServedFields();
  // As a transition, hydration yields to the browser between slices of work, so reading and
  // scrolling the server's page never wait on one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppContext.Provider value={window.__APP__}>
          <RouterProvider router={router} />
          <HydrationMark router={router} firstPath={router.state.location.pathname} />
          <ReplayTypedFields />
        </AppContext.Provider>
      </StrictMode>,
    );
  });
}

void hydrate();
