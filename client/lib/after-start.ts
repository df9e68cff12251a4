import type { createBrowserRouter } from 'react-router';
import { storedToken } from './session-store';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * What the page does once it is interactive, in a chunk of its own so that none of it counts
 * towards a content page's first-load JavaScript.
 */
export function afterStart(router: Router): void {
  // The service worker (offline /practice and pages read).
  navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
  // A member with a stored session: the cookie set if missing, the day-long stored token renewed.
  if (storedToken()) {
    void import('./session-cookie').then(({ syncSessionCookie }) => syncSessionCookie());
  }
  // Once the start script has loaded the web faces (client/lib/ssr/start-client.ts), the next page shown
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
}
