import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Every page must load without a console error, a hydration warning or an uncaught exception. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      const text = message.text();
      if (message.type() === 'error' || /hydrat|did not match|Warning:/i.test(text))
        problems.push(`${message.type()}: ${text}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** A page not hydrated after this long never will be; the wait gives up and says why. */
const HYDRATION_LIMIT_MS = 60_000;

/**
 * Waits until React has hydrated the document (the client router is live). A page that is not
 * hydrated within a minute fails with what its scripts and service worker were doing, rather than
 * holding a long test until its own timeout (once, in CI, ten minutes on `/practice`).
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => (window as unknown as { __hydrated?: boolean }).__hydrated === true,
      undefined,
      { timeout: HYDRATION_LIMIT_MS },
    );
  } catch (error) {
    const state = await page.evaluate(hydrationState).catch(() => 'the page did not answer');
    throw new Error(`${page.url()} was not hydrated after ${HYDRATION_LIMIT_MS} ms: ${state}`, {
      cause: error,
    });
  }
}

/** In the page: the scripts it asked for and which of them came, and its service worker. */
async function hydrationState(): Promise<string> {
  const asked = Array.from(
    document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
      'link[rel="modulepreload"], script[type="module"][src]',
    ),
    (element) => ('href' in element ? element.href : element.src),
  );
  const came = new Map(
    performance
      .getEntriesByType('resource')
      .map((entry) => [entry.name, Math.round(entry.duration)] as const),
  );
  const scripts = Array.from(new Set([...asked, ...Array.from(came.keys())]))
    .filter((url) => url.endsWith('.js'))
    .map((url) => `${new URL(url).pathname} ${came.has(url) ? `${came.get(url)} ms` : 'pending'}`);
  const registration = await navigator.serviceWorker?.getRegistration();
  const worker = ['installing', 'waiting', 'active'] as const;
  return JSON.stringify({
    readyState: document.readyState,
    scripts,
    controlled: Boolean(navigator.serviceWorker?.controller),
    worker: worker.map((state) => `${state}: ${registration?.[state]?.state ?? '-'}`),
  });
}

/** Cumulative layout shift of the page since it started loading (every shift, none excused). */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { __cls: number; __moved: string[] };
    win.__cls = 0;
    win.__moved = [];
    // A moved node is named with its parent's class too: an icon's own (an SVG's) says little.
    const name = (node: Element | null) =>
      node ? `${node.nodeName.toLowerCase()}.${node.getAttribute('class') ?? ''}` : '';
    // Where it was and where it went, with when: a node moved by a few pixels says how it moved.
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        win.__cls += entry.value;
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : null;
          const what = `${name(element) || '#text'} in ${name(source.node?.parentElement ?? null)}`;
          const how = `${box(source.previousRect)} → ${box(source.currentRect)}`;
          win.__moved.push(`${what} at ${Math.round(entry.startTime)} ms: ${how}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts' sum, and what moved (for the failure's message). */
export async function shifts(page: Page): Promise<number> {
  await page.waitForTimeout(400);
  const { cls, moved } = await page.evaluate(() => {
    const win = window as unknown as { __cls: number; __moved: string[] };
    return { cls: win.__cls, moved: win.__moved };
  });
  if (cls > 0) console.log(`layout shift ${cls} on ${page.url()}: ${moved.join(', ')}`);
  return cls;
}

export { expect };

/**
 * Records every use of the browser's locale data (`Intl`, the `toLocale…` methods,
 * `localeCompare`): a page's first use costs its thread 12–24 ms in one task, so a page's first
 * load makes none (client/lib/time.ts).
 */
export async function watchIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { __intl: string[] };
    win.__intl = [];
    const note = (name: string) => win.__intl.push(`${name} at ${location.pathname}`);
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original as (...args: unknown[]) => unknown, {
        construct: (target, args) => (note(`Intl.${name}`), Reflect.construct(target, args)),
        apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const methods: Array<[{ prototype: object }, string]> = [
      [Date, 'toLocaleString'],
      [Date, 'toLocaleDateString'],
      [Date, 'toLocaleTimeString'],
      [Number, 'toLocaleString'],
      [String, 'localeCompare'],
    ];
    for (const [type, method] of methods) {
      const proto = type.prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = proto[method];
      proto[method] = function (this: unknown, ...args: unknown[]) {
        note(method);
        return original.apply(this, args);
      };
    }
  });
}

/** What used the browser's locale data since `watchIntl`. */
export async function intlUses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __intl: string[] }).__intl);
}
