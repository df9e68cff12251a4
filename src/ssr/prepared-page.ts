import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

/**
 * A cached page's bytes, made once and sent as they are to every visitor. Its inline scripts carry
 * no nonce: the response's CSP allows them by their SHA-256 hashes, with 'strict-dynamic' for the
 * scripts they add, as a strict CSP does for a static page. So the page can go out compressed
 * with brotli at its best, made once in the thread pool: on most pages that brings the document
 * within the first round trip of a new connection (docs/decisions/0206-cached-pages-by-hash.md).
 */
export interface PreparedPage {
  /** The CSP's script sources for this page: one 'sha256-…' for each inline script. */
  readonly scriptSources: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  /** Made after the page is first prepared; until then a visitor who takes gzip gets gzip. */
  br?: Buffer;
  /** The whole policy with those sources, once the first answer has built it. */
  policy?: string;
}

/** Every `<script>` with its attributes and text (the template's, so of a known shape). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** A data block: never run, so the CSP need not allow it. */
const DATA_BLOCK = /\stype="application\/ld\+json"/;
/** The browser hashes a script after the parser has turned CR and CR LF into LF and NUL aside. */
const ALTERED_BY_PARSER = /[\r\0]/;

/** The hash source of a script's text, as the browser hashes it (its UTF-8 bytes). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The page without its nonces, and the hashes of the scripts the server wrote: those whose tag
 * carries the nonce in the template, and only those, so a script that got into the page any other
 * way (stored HTML an editor wrote) is blocked as the nonce blocked it. Undefined when the nonce
 * stands anywhere but in a script's `nonce` attribute (only a response's own nonce can fill that),
 * when a script's text would reach the browser's hash altered, or when there is no script to allow.
 */
export function preparePage(template: string, placeholder: string): PreparedPage | undefined {
  const mark = ` nonce="${placeholder}"`;
  const sources = new Set<string>();
  for (const [, attributes, text] of template.matchAll(SCRIPT)) {
    if (!attributes.includes(mark) || DATA_BLOCK.test(attributes)) continue;
    if (ALTERED_BY_PARSER.test(text)) return undefined;
    sources.add(scriptHash(text));
  }
  const html = template.replaceAll(mark, '');
  if (html.includes(placeholder)) return undefined;
  // Every page starts its client from an inline script; one without any is answered as before.
  if (!sources.size) return undefined;
  const scriptSources = [...sources].join(' ');
  const identity = Buffer.from(html);
  const page: PreparedPage = {
    scriptSources,
    identity,
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
  // Brotli at quality 11 takes tens of milliseconds a page: in the thread pool, never on the
  // server's own thread.
  brotliCompress(
    identity,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    },
    (error, bytes) => {
      if (!error) page.br = bytes;
    },
  );
  return page;
}
