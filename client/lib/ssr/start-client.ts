/**
 * The two scripts every page carries inline. Each is a real function, linted and tested here, and
 * sent as its own source (`inlineCall`): it must refer to nothing outside itself, since in the page
 * it runs alone, before any module.
 */

/** The part of `window` the start script reads (a test passes a stand-in). */
export interface StartWindow {
  document: Pick<Document, 'readyState' | 'visibilityState' | 'createElement' | 'head' | 'body'> & {
    fonts?: Pick<FontFaceSet, 'load'>;
  };
  __APP__: { assets: { entry: string; preload: string[]; stylesheet?: string; rest?: string } };
  PerformanceObserver?: typeof PerformanceObserver;
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, delay?: number) => unknown;
  addEventListener: (type: 'load', listener: () => void) => void;
}

/**
 * Starts the client once the page has painted: its text, styles and fonts have the connection to
 * themselves first, then every chunk the page needs is requested, one per task in quick succession
 * (no waterfall), and the entry hydrates. "Painted" is the browser's own first-contentful-paint
 * entry, which is reported once the frame is on screen: animation-frame callbacks run on the page's
 * thread before the compositor has shown the frame, and on a busy device (or in Lighthouse's trace)
 * the frame could be shown after the scripts had been requested, which put them on the largest
 * paint's path (docs/decisions/0066-largest-paint.md). A browser without paint entries waits two
 * animation frames; a hidden tab (no frames, no paint) starts at once, and a tab hidden before its
 * first paint after three seconds. Scripts this nonce'd script adds are trusted through
 * 'strict-dynamic'.
 *
 * The web faces are never switched on under a page already laid out: that switch was the longest
 * task after the first paint on the long pages (a layout of the whole page in the new faces,
 * docs/decisions/0120-the-main-thread-after-the-first-paint.md). Once the browser is idle after
 * the start, the faces the page's text needs are loaded into the cache (by the faces' unicode
 * ranges) and remembered; the next page (`webFacesFirst`, or a client-side navigation in
 * client/lib/after-start.ts) is laid out in them from its first paint.
 */
export function startClient(win: StartWindow): void {
  const doc = win.document;
  const assets = win.__APP__.assets;
  const Observer = win.PerformanceObserver;
  let started = false;
  function add(tag: string, props: Record<string, string | (() => void)>): void {
    doc.head.appendChild(Object.assign(doc.createElement(tag), props));
  }
  // A task for each chunk: adding a request costs the page's thread about a millisecond (more
  // when a debugger's network agent records each request's initiating stack, as Lighthouse's
  // does), and a page's fifteen or so in one task made a long task on a slow phone
  // (docs/decisions/0198). Timers run in the order they were set, so the entry still comes last.
  function addSoon(...args: Parameters<typeof add>): void {
    win.setTimeout(() => add(...args), 0);
  }
  function remember(): void {
    try {
      win.localStorage.setItem('web-fonts', '1');
    } catch {
      // Storage refused (private mode, full): the next page paints in the fallbacks, as now.
    }
  }
  function loadFaces(): void {
    const fonts = doc.fonts;
    const text = doc.body.textContent ?? '';
    if (!fonts?.load) return;
    Promise.all([fonts.load('1em Inter', text), fonts.load('1em "Source Serif"', text)]).then(
      remember,
      () => undefined,
    );
  }
  function whenIdle(): void {
    if (win.requestIdleCallback) win.requestIdleCallback(loadFaces, { timeout: 4000 });
    else win.setTimeout(loadFaces, 0);
  }
  function start(): void {
    if (started) return;
    started = true;
    if (doc.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle);
    win.setTimeout(() => {
      // The page inlined only its own rules: the rest, for what the client adds and shows, comes
      // now, off the paint's path like the scripts. None of it matches the page, so it restyles
      // next to nothing; should it fail (a replica of another build), the whole sheet comes
      // (docs/decisions/0190, 0191).
      const whole = assets.stylesheet;
      if (assets.rest && whole) {
        add('link', {
          rel: 'stylesheet',
          href: assets.rest,
          onerror: () => add('link', { rel: 'stylesheet', href: whole }),
        });
      }
      assets.preload.forEach((href) => addSoon('link', { rel: 'modulepreload', href }));
      addSoon('script', { type: 'module', src: assets.entry });
    }, 0);
  }
  function soon(): void {
    win.setTimeout(start, 0);
  }
  if (doc.visibilityState !== 'visible') {
    soon();
    return;
  }
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      soon();
    }).observe({ type: 'paint', buffered: true });
    win.setTimeout(start, 3000);
  } else {
    win.requestAnimationFrame(() => win.requestAnimationFrame(soon));
  }
}

/**
 * First in the head: when an earlier page has loaded the web faces (`startClient`), the meta the
 * stylesheet looks for is added before anything is laid out, so the page paints in the web faces
 * (from the cache) and is never laid out again for them.
 */
export function webFacesFirst(win: Pick<StartWindow, 'document' | 'localStorage'>): void {
  try {
    if (!win.localStorage.getItem('web-fonts')) return;
    const meta = win.document.createElement('meta');
    meta.name = 'web-fonts';
    win.document.head.appendChild(meta);
  } catch {
    // Storage refused: the page stays in the fallbacks, as on a first visit.
  }
}

/** The source of a call of one of these functions on the page's `window`, for an inline script. */
export function inlineCall(run: (win: never) => void): string {
  return `(${run.toString()})(window);`;
}
