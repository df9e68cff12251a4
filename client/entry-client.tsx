import '@vitejs/plugin-react/preamble';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppContext } from './app-context';
import { routeObjects } from './routes';

/** Marks the document as hydrated (browser tests wait for it before interacting). */
function HydrationMark() {
  useEffect(() => {
    (window as unknown as { __hydrated?: boolean }).__hydrated = true;
  }, []);
  return null;
}

// The router reads the server's loader data and errors from window.__staticRouterHydrationData.
const router = createBrowserRouter(routeObjects);

hydrateRoot(
  document,
  <StrictMode>
    <AppContext.Provider value={window.__APP__}>
      <RouterProvider router={router} />
      <HydrationMark />
    </AppContext.Provider>
  </StrictMode>,
);
