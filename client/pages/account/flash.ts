/**
 * The outcome of a form of /account posted without JavaScript: the server answers with a 303 to
 * `/account?done=CODE#section`, and the page shows the sentence of CODE in that section. Only
 * known codes are shown, so a link cannot make the page say anything else.
 */
export interface Flash {
  section: string;
  tone: 'success' | 'error';
  text: string;
}

/** Every outcome code, its section and its sentence. Each section adds its own codes. */
export const FLASH_MESSAGES: Record<string, Flash> = {};

/** The flash of a page address (`?done=CODE`), or null. */
export function flashOf(url: string): Flash | null {
  const code = new URL(url).searchParams.get('done');
  return code && Object.hasOwn(FLASH_MESSAGES, code) ? FLASH_MESSAGES[code] : null;
}
