import { createHash } from 'node:crypto';

/**
 * The scripts of a page that its answer's CSP would not run: each must carry the response's nonce
 * or, on a cached page, be allowed by the hash of its text (src/ssr/prepared-page.ts). Data blocks
 * (JSON-LD) are never run and need neither.
 */
export function blockedScripts(csp: string, html: string): string[] {
  const sources = /script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
  const nonce = /^'nonce-(.+)'$/.exec(sources.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
  const blocked: string[] = [];
  for (const [tag, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\stype="application\/ld\+json"/.test(attributes)) continue;
    if (nonce && attributes.includes(` nonce="${nonce}"`)) continue;
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    if (!/\ssrc=/.test(attributes) && sources.includes(hash)) continue;
    blocked.push(tag.slice(0, 120));
  }
  return blocked;
}

/**
 * The CSP's script sources are a nonce, or the hashes of a cached page's two scripts (the faces'
 * and the start script, client/lib/ssr/document.ts): no more, so a script that came into a page
 * any other way cannot be among them.
 */
export const SCRIPT_SOURCES =
  /script-src ('nonce-[A-Za-z0-9+/=]{16,}'|'sha256-[A-Za-z0-9+/=]{44}' 'sha256-[A-Za-z0-9+/=]{44}') 'strict-dynamic'/;
