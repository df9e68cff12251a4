import type { createBrowserRouter } from 'react-router';
import { onPageShown } from './page-shown';
import { storedToken } from './session-store';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole sheet's links, while they wait for the next page to be shown. */
const waiting: HTMLLinkElement[] = [];
let wholeSheetAdded = false;
let waitForShow = false;

/**
 * The whole stylesheet, at the first client-side navigation to another page, where the first page
 * inlined only its own rules and loaded the rest after them (client/lib/ssr/start-client.ts):
 * rules that the first page's cut put in another order than the sheet's could meet on the next
 * page, and the whole sheet, last in the head, gives every rule its place again
 * (docs/decisions/0191-the-rest-of-the-sheet.md). It comes without its faces (`rules`): the
 * page's own are loaded already, and the sheet's would be new faces to load, in which the next
 * page, laid out once, would be laid out again (docs/decisions/0219). Should that address fail
 * (offline, a replica of another build), the whole sheet comes.
 *
 * It is requested as the navigation starts, for no media, and applies when the next page is shown
 * (`showWaiting`): its restyle is then the next page's own, not one more of the page being left
 * (docs/decisions/0220). A search's results, shown as the visitor types on the same page, do not
 * bring it.
 */
function wholeSheet(now: boolean): void {
  const { stylesheet, rules } = window.__APP__.assets;
  if (wholeSheetAdded || !stylesheet) return;
  wholeSheetAdded = true;
  waitForShow = !now;
  if (document.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`)) return;
  const link = (href: string, onerror?: () => void) => {
    const element = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    if (onerror) element.onerror = onerror;
    if (waitForShow) {
      element.media = 'not all';
      waiting.push(element);
    }
    document.head.appendChild(element);
  };
  if (rules) link(rules, () => link(stylesheet));
  else link(stylesheet);
}

/**
 * Once the start script has loaded the web faces (client/lib/ssr/start-client.ts), the next page
 * shown is laid out in them: in the commit that shows it, so that its layout is the only one.
 */
function webFacesOn(): void {
  if (document.querySelector('meta[name="web-fonts"]')) return;
  try {
    if (!localStorage.getItem('web-fonts')) return;
  } catch {
    return;
  }
  const meta = document.createElement('meta');
  meta.name = 'web-fonts';
  document.head.appendChild(meta);
}

function showWaiting(): void {
  waitForShow = false;
  for (const link of waiting.splice(0)) link.removeAttribute('media');
}

/** What counts as the visitor engaging with the page. */
const ENGAGING = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Chrome first offers to install a site after a tap and 30 seconds on it. */
const MANIFEST_BY_MS = 30_000;

/**
 * The web app manifest, announced when the visitor first taps, types or scrolls, or after 30
 * seconds. Not in the HTML: Chromium fetches a page's manifest and its icon as soon as the page
 * has loaded, and Lantern counted both on the largest paint's path (docs/decisions/0187). Not with
 * the first paint's scripts either: at once it fetches the manifest and its icon, checks that the
 * site can be installed and prepares its offer to install it, and on two cores that work and the
 * frames it drew took the cores the page was starting on (docs/decisions/0223). Chrome's own offer
 * waits for a tap and 30 seconds on the site, so none of it is needed sooner.
 */
function manifestOnEngagement(): void {
  const announce = () => {
    for (const type of ENGAGING) window.removeEventListener(type, announce, true);
    clearTimeout(timer);
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = Object.assign(document.createElement('link'), {
      rel: 'manifest',
      href: '/manifest.webmanifest',
    });
    document.head.appendChild(link);
  };
  const timer = setTimeout(announce, MANIFEST_BY_MS);
  for (const type of ENGAGING)
    window.addEventListener(type, announce, { capture: true, passive: true, once: true });
}

/**
 * What the page does once it is interactive, in a chunk of its own so that none of it counts
 * towards a content page's first-load JavaScript.
 */
export function afterStart(router: Router, firstPath: string): void {
  // The service worker (offline /practice and pages read).
  navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
  manifestOnEngagement();
  // A member with a stored session: the cookie set if missing, the day-long stored token renewed.
  if (storedToken()) {
    void import('./session-cookie')
      .then(({ sessionCookieSynced }) => sessionCookieSynced())
      .catch(() => undefined);
  }
  // A page left before this chunk arrived counts too: it is shown already.
  if (router.state.location.pathname !== firstPath) wholeSheet(true);
  router.subscribe((state) => {
    const next = state.navigation.location?.pathname ?? state.location.pathname;
    if (next !== firstPath) wholeSheet(false);
  });
  onPageShown(() => {
    showWaiting();
    webFacesOn();
  });
}
