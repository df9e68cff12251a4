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

export { expect };
