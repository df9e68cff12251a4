// The system Chromium and the flags this machine needs (no sandbox, no GPU, no network of its own),
// for the browser tests (playwright.config.ts) and the benches (scripts/bench/lib.mjs). CommonJS, so
// that both the TypeScript config and the ES module scripts can import it.
const { existsSync } = require('node:fs');

/** The system Chromium: never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests drive: Debian's headless shell (package chromium-headless-shell, the same
 * build's engine without the browser's own interface) when it is installed, as Playwright drives
 * its own headless runs; it takes less CPU a page than the whole browser
 * (docs/decisions/0225-browser-tests-in-the-headless-shell.md). CHROMIUM_PATH names one browser
 * for both. The benches keep the whole browser: Lighthouse measures what a visitor's Chrome does.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { CHROMIUM, TEST_CHROMIUM, CHROMIUM_ARGS };
