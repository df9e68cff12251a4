import '@vitejs/plugin-react/preamble';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppContext } from './app-context';
import { routeObjects } from './routes';

// The router reads the server's loader data and errors from window.__staticRouterHydrationData.
const router = createBrowserRouter(routeObjects);

hydrateRoot(
  document,
  <StrictMode>
    <AppContext.Provider value={window.__APP__}>
      <RouterProvider router={router} />
    </AppContext.Provider>
  </StrictMode>,
);
