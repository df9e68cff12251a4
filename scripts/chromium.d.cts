/** The system Chromium (CHROMIUM_PATH, else /usr/bin/chromium). */
export const CHROMIUM: string;
/** The browser tests' Chromium: CHROMIUM_PATH, else Debian's headless shell when installed, else CHROMIUM. */
export const TEST_CHROMIUM: string;
/** The flags this machine needs: no sandbox, no GPU, no network of its own. */
export const CHROMIUM_ARGS: string[];
