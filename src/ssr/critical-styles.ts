import type Beasties from 'beasties';

/**
 * A page's own share of the site's stylesheet: the rules whose selectors match something in its
 * HTML, inlined in its head in place of the whole sheet; the whole sheet follows as a file once
 * the page has painted (client/lib/ssr/start-client.ts), for what scripts and client-side
 * navigation add. The whole sheet inline made every document larger than the first round trip
 * carries (docs/decisions/0190-each-page-its-own-styles.md).
 */

/**
 * Kept whatever the HTML holds: the faces (their families are named through custom properties,
 * which Beasties does not follow) and the rule the start script's `web-fonts` meta switches on
 * before the first paint.
 */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const ALWAYS = [/web-fonts/];

export interface CriticalStyles {
  /** The rules of `stylesheet` that the page's HTML uses, faces first. */
  (html: string): Promise<string>;
}

/**
 * Makes the function for one built stylesheet. The faces are taken out once (the built sheet is
 * minified: a face's block holds no brace); Beasties matches the rest against each page.
 */
export function criticalStyles(stylesheet: string): CriticalStyles {
  const faces = stylesheet.match(FONT_FACE)?.join('') ?? '';
  const rules = stylesheet.replace(FONT_FACE, '');
  // Beasties' selector engine is an ES module only, so Beasties is imported, not required. Its
  // types describe the CommonJS build (the default export one level down); the import gets the
  // ES build, whose default export is the class.
  const beasties = (import('beasties') as unknown as Promise<{ default: typeof Beasties }>).then(
    ({ default: Beasties }) =>
      new Beasties({
        reduceInlineStyles: true,
        pruneSource: false,
        external: false,
        inlineFonts: false,
        preloadFonts: false,
        keyframes: 'critical',
        compress: true,
        allowRules: ALWAYS,
        logLevel: 'silent',
      }),
  );
  return async (html) => {
    // The page's body only: React's own <style> elements (a page's hoisted sheet) stay as they are.
    const start = html.indexOf('<body');
    const body = start < 0 ? html : html.slice(start);
    const document = `<!DOCTYPE html><html><head><style>${rules}</style></head>${body}`;
    try {
      const processed = await (await beasties).process(document);
      const kept = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
      if (kept !== undefined) return faces + kept;
    } catch {
      // Whatever the matching trips on, the page still gets every rule.
    }
    return stylesheet;
  };
}
