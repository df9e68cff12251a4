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

/** Waits until React has hydrated the document (the client router is live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __hydrated?: boolean }).__hydrated === true,
  );
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
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources?: { node?: Node }[];
      }[]) {
        win.__cls += entry.value;
        const nodes = (entry.sources ?? []).flatMap((source) => (source.node ? [source.node] : []));
        for (const node of nodes) {
          const element = node instanceof Element ? node : null;
          win.__moved.push(`${name(element) || '#text'} in ${name(node.parentElement)}`);
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
