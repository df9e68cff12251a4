// The system Chromium and the flags this machine needs (no sandbox, no GPU, no network of its own),
// for the browser tests (playwright.config.ts) and the benches (scripts/bench/lib.mjs). CommonJS, so
// that both the TypeScript config and the ES module scripts can import it.

/** The system Chromium: never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { CHROMIUM, CHROMIUM_ARGS };
