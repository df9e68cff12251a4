import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import type { StyleUnits } from './style-units';

/**
 * A page's own share of the site's stylesheet: the rules whose selectors match something in its
 * HTML, inlined in its head in place of the whole sheet; the rest of the sheet follows as a file
 * once the page has painted (client/lib/ssr/start-client.ts), for what scripts add. The whole
 * sheet inline made every document larger than the first round trip carries
 * (docs/decisions/0190-each-page-its-own-styles.md); the whole sheet loaded after the paint
 * restyled every element of the page (docs/decisions/0191-the-rest-of-the-sheet.md).
 */

/**
 * Kept whatever the HTML holds: the faces (their families are named through custom properties,
 * which Beasties does not follow), the rule the start script's `web-fonts` meta switches on
 * before the first paint, and a selector of states alone (`:focus-visible`): it reaches every
 * element, yet Beasties, which takes states off before matching, has nothing left to match, and
 * in the rest of the sheet it would restyle the whole page when the rest arrives.
 */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const ALWAYS = [/web-fonts/, /^(:[\w-]+)+$/];
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/g;

/**
 * The shares last matched, by their page's HTML, up to this many characters of rules (a share is
 * 10–30 kB): matching costs tens of milliseconds, and pages the render cache does not keep (an
 * address with a query, a page not found, a form's answer) are mostly HTML seen before.
 */
const MATCHED_CHARACTERS = 4_000_000;

/** A page's share of the sheet. */
export interface PageStyles {
  /** The rules of the sheet that the page's HTML uses, faces first. */
  text: string;
  /** The address of the sheet's other rules (none when `text` is the whole sheet). */
  rest?: string;
  /**
   * The address of every rule of the sheet but its faces, which `text` carries: what the first
   * client-side navigation links in place of the whole sheet, whose faces would be new ones for
   * the browser to load and lay the next page out again in (docs/decisions/0219).
   */
  rules?: string;
}

export type CriticalStyles = (html: string) => Promise<PageStyles>;

/** Where the rest of a page's rules is served: the sheet's rules, and their address. */
export interface RestOfSheet {
  units: StyleUnits;
  address(token: string): string;
}

/**
 * Makes the function for one built stylesheet. The faces are taken out once (the built sheet is
 * minified: a face's block holds no brace); Beasties matches the rest against each page.
 */
export function criticalStyles(stylesheet: string, rest: RestOfSheet): CriticalStyles {
  const faces = stylesheet.match(FONT_FACE)?.join('') ?? '';
  const rules = stylesheet.replace(FONT_FACE, '');
  // A rest of nothing: every unit but the faces, which no rest holds.
  const allRules = rest.units.restOf('');
  const rulesAddress = allRules === undefined ? {} : { rules: rest.address(allRules) };
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
  let warned = false;
  /** The whole sheet inline: right, but the document no longer fits the first round trip. */
  const whole = (why: string): PageStyles => {
    if (!warned) {
      warned = true;
      new Logger('PageStyles').warn(`A page inlines the whole stylesheet: ${why}`);
    }
    return { text: stylesheet };
  };
  /** Matches a body against the sheet: the page's share, or the whole sheet when that fails. */
  const match = async (body: string): Promise<PageStyles> => {
    // A page's own <style> in its body (a chunk's rules, not the sheet's) is left out: Beasties
    // would cut it into the share, whose rules then were not all found in the sheet, and the page
    // got the whole sheet (/practice: 62 kB of rules inline instead of 9 kB).
    const elements = body.replace(STYLE_ELEMENT, '');
    const document = `<!DOCTYPE html><html><head><style>${rules}</style></head>${elements}`;
    let kept: string | undefined;
    try {
      const processed = await (await beasties).process(document);
      kept = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
    } catch (error) {
      // Whatever the matching trips on, the page still gets every rule.
      return whole(`matching failed (${(error as Error).message})`);
    }
    if (kept === undefined) return whole('matching kept no <style>');
    const token = rest.units.restOf(kept);
    if (token === undefined) return whole('its rules were not found again in the sheet');
    return { text: faces + kept, rest: rest.address(token), ...rulesAddress };
  };
  const matched = new LRUCache<string, PageStyles>({
    maxSize: MATCHED_CHARACTERS,
    sizeCalculation: (styles) => styles.text.length,
  });
  // Requests for the same new body at once wait for one match.
  const matching = new Map<string, Promise<PageStyles>>();
  return (html) => {
    // The page's body only: React's own <style> elements (a page's hoisted sheet) stay as they are.
    const start = html.indexOf('<body');
    const body = start < 0 ? html : html.slice(start);
    const key = createHash('sha1').update(body).digest('base64url');
    const known = matched.get(key);
    if (known) return Promise.resolve(known);
    let pending = matching.get(key);
    if (!pending) {
      pending = match(body)
        .then((styles) => {
          // The whole sheet (no rest) is a fallback, not a share: it is not kept.
          if (styles.rest) matched.set(key, styles);
          return styles;
        })
        .finally(() => matching.delete(key));
      matching.set(key, pending);
    }
    return pending;
  };
}
