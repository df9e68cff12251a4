import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useMatches,
  useNavigationType,
  useRouteError,
} from 'react-router';
import stylesheet from './styles/app.css?url';
import { useAppContext } from './app-context';
import { Header } from './components/Header';
import { HeadTags, type PageHead } from './head';
import { notFoundViews } from './lib/not-found';
import { routeHead, type NotFoundKind, type RouteHandle } from './lib/route-kit';
import { deferred } from './lib/deferred';
import { usePageShown } from './lib/page-shown';

// Shown on few visits: chunks of their own in the browser (docs/decisions/0064-first-load-javascript.md).
const NotFoundPage = deferred(
  'NotFoundPage',
  async () => (await import('./pages/NotFoundPage')).NotFoundPage,
);
const ErrorPage = deferred('ErrorPage', async () => (await import('./pages/ErrorPage')).ErrorPage);
// Below every page's fold and without state: its server HTML (plain links) serves until its chunk
// has loaded, so its code need not be in the entry.
const Footer = deferred('Footer', async () => (await import('./components/Footer')).Footer);

/** Without scripts, the stacks with the web faces first (client/styles/app.css) from the start. */
const NO_SCRIPT_FACES =
  '<style>html:root{--font-sans:var(--font-sans-web);--font-serif:var(--font-serif-web)}</style>';

/** The head of the deepest matched page, from its route module's head function. */
function useRouteHead(): PageHead {
  const matches = useMatches();
  const app = useAppContext();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.head) {
      return routeHead(handle, {
        data: match.data,
        params: match.params,
        pathname: match.pathname,
        appUrl: app.appUrl,
        contact: app.contact,
      });
    }
  }
  return notFoundHead('page');
}

export function notFoundHead(kind: NotFoundKind): PageHead {
  const view = notFoundViews[kind];
  return { title: view.title, description: view.text, noindex: true };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Every new page starts at the top: smoothly, 100 ms after the click, or at once for reduced motion. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }, 100);
    return () => window.clearTimeout(timer);
  }, [pathname, navigationType]);
}

/** The whole HTML document: React renders <html>, so each page's head tags are in the first HTML. */
export function Document({ head, children }: { head: PageHead; children: ReactNode }) {
  const app = useAppContext();
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B2545" />
        {/* The start script turns the web faces on after the first paint; without JavaScript they
            are on from the start. A style is what the HTML standard allows inside <noscript> in the
            head (a meta with a name is not); `html:root` outranks the stylesheet's `:root`. */}
        <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_FACES }} />
        {/* The first paint waits until the parser reaches the footer, so that the page's own
            content is all there: Chromium otherwise paints as much of it as the parser has read
            when it yields, or as much as has come, and what follows then moves what was shown
            (docs/decisions/0218-the-first-paint-waits-for-the-content.md). */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <HeadTags head={head} appUrl={app.appUrl} pathname={pathname} />
        {/* The favicon is in the page, added by the server's document (client/lib/ssr/document.ts). */}
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* No font is preloaded: the first paint uses the sized local fallbacks, and the web faces
            load after it (docs/decisions/0065-font-loading.md). */}
        {/* Built pages carry their styles inline (no render-blocking request); the dev server links them. */}
        {app.assets.inlineStyles ? null : <link rel="stylesheet" href={stylesheet} />}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** Header, main content and footer around every page. */
function Shell({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigation();
  usePageShown();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

export function Root() {
  const head = useRouteHead();
  return (
    <Document head={head}>
      <Shell>
        <Outlet />
      </Shell>
    </Document>
  );
}

/**
 * A thrown 404 shows its family's not-found view, a 403 the forbidden view; anything else a calm
 * error page.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    const kind: NotFoundKind = (error.data as { kind?: NotFoundKind } | undefined)?.kind ?? 'page';
    return (
      <Document head={notFoundHead(kind)}>
        <Shell>
          <NotFoundPage kind={kind} />
        </Shell>
      </Document>
    );
  }
  return <ErrorDocument />;
}

/** The error page in the site's shell (also what the server answers when a render throws). */
export function ErrorDocument() {
  return (
    <Document
      head={{
        title: 'Something went wrong',
        description: 'This page could not be shown.',
        noindex: true,
      }}
    >
      <Shell>
        <ErrorPage />
      </Shell>
    </Document>
  );
}
