import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { RestOfSheet } from './critical-styles';
import { StyleUnits } from './style-units';

/** How many rests are kept made: about as many as the render cache holds pages. */
const KEPT = 500;

/**
 * The rest of each page's rules (src/ssr/critical-styles.ts) at `/styles/<sheet>/<token>.css`:
 * the token names the sheet's rules the page did not inline, so any replica of the same build
 * answers it, and the address never changes what it holds (cached for a year, as the sheet is).
 * An address of another build, or a token that names no set of this sheet's rules, goes on to the
 * page routes (a 404).
 */
export function restOfSheet(
  stylesheet: string,
  href: string,
): RestOfSheet & { stylesheet: string; middleware: RequestHandler } {
  const units = new StyleUnits(stylesheet);
  // `/assets/app-X.css` → `app-X`: the build's name for the sheet.
  const sheet = href.replace(/^.*\//, '').replace(/\.css$/, '');
  const prefix = `/styles/${sheet}/`;
  const made = new LRUCache<string, string>({ max: KEPT });
  const rulesOf = (token: string): string | undefined => {
    const kept = made.get(token);
    if (kept !== undefined) return kept;
    const css = units.sheetOf(token);
    if (css !== undefined) made.set(token, css);
    return css;
  };
  return {
    stylesheet,
    units,
    address: (token) => `${prefix}${token}.css`,
    middleware(req, res, next) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(prefix)) {
        return next();
      }
      const name = req.path.slice(prefix.length);
      const css = name.endsWith('.css') ? rulesOf(name.slice(0, -'.css'.length)) : undefined;
      if (css === undefined) return next();
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type('text/css').send(css);
    },
  };
}
