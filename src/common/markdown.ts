import MarkdownIt from 'markdown-it';
import type Anchor from 'markdown-it-anchor' with { 'resolution-mode': 'import' };
import footnote from 'markdown-it-footnote';
import sanitizeHtml from 'sanitize-html';

type StateCore = MarkdownIt.StateCore;
type Token = MarkdownIt.Token;

// markdown-it-anchor's main file is CommonJS, but its types are declared as an ES module, which a
// CommonJS file may import only as types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const anchor = require('markdown-it-anchor') as typeof Anchor;

/** A heading of the rendered text, for a table of contents. */
export interface MarkdownHeading {
  level: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  /** Sanitised HTML, safe to put into a page as it is. */
  html: string;
  headings: MarkdownHeading[];
  /** At about 200 words a minute (and at least one). */
  readingMinutes: number;
  /** True when the text has Devanāgarī, which needs the Devanāgarī face. */
  devanagari: boolean;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
/** A Devanāgarī letter or sign (dandas included), or the joiners that shape conjuncts. */
const DEVANAGARI_CHAR = String.raw`(?:\p{Script_Extensions=Devanagari}|\u200C|\u200D)`;
/** A run of Devanāgarī with the spaces and punctuation between its words. */
const DEVANAGARI_RUN = new RegExp(
  `${DEVANAGARI_CHAR}+(?:[\\s.,;:!?'"‘’“”()-]+${DEVANAGARI_CHAR}+)*`,
  'gu',
);
const WORDS_PER_MINUTE = 200;

/** A heading's id: its words in lower case joined by hyphens, IAST letters kept as they are. */
export function slugifyHeading(text: string): string {
  return (
    text
      .normalize('NFD')
      // IAST's accents go (ātman → atman) so the anchor types as it reads; Devanāgarī stays.
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'section'
  );
}

/**
 * Devanāgarī in text tokens is wrapped in `<span lang="sa">`, so the Devanāgarī face applies and a
 * screen reader knows the language. Code spans and blocks are left alone.
 */
function markDevanagari(state: StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const children: Token[] = [];
    for (const token of block.children) {
      if (token.type !== 'text' || !DEVANAGARI.test(token.content)) {
        children.push(token);
        continue;
      }
      let last = 0;
      for (const match of token.content.matchAll(DEVANAGARI_RUN)) {
        const at = match.index;
        if (at > last) children.push(textToken(state, token.content.slice(last, at)));
        const open = new state.Token('html_inline', '', 0);
        open.content = '<span lang="sa">';
        const close = new state.Token('html_inline', '', 0);
        close.content = '</span>';
        children.push(open, textToken(state, match[0]), close);
        last = at + match[0].length;
      }
      if (last < token.content.length) children.push(textToken(state, token.content.slice(last)));
    }
    block.children = children;
  }
}

/**
 * In a block quote, a line break is kept: a verse's lines (the Devanāgarī, then its IAST) stay
 * lines. Elsewhere a single newline joins lines into one paragraph, as Markdown has it.
 */
function keepVerseLines(state: StateCore): void {
  let depth = 0;
  for (const token of state.tokens) {
    if (token.type === 'blockquote_open') depth += 1;
    else if (token.type === 'blockquote_close') depth -= 1;
    else if (depth > 0 && token.type === 'inline' && token.children) {
      for (const child of token.children) {
        if (child.type === 'softbreak') {
          child.type = 'hardbreak';
          child.tag = 'br';
        }
      }
    }
  }
}

function textToken(state: StateCore, content: string): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
}

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true })
  .use(footnote)
  .use(
    anchor as unknown as (
      md: InstanceType<typeof MarkdownIt>,
      options: Anchor.AnchorOptions,
    ) => void,
    {
      level: [1, 2, 3, 4],
      slugify: slugifyHeading,
      // The heading itself links to its anchor: one link per heading, named by the heading's text.
      permalink: anchor.permalink.headerLink({ safariReaderFix: true }),
    },
  );
markdown.core.ruler.push('devanagari_lang', markDevanagari);
markdown.core.ruler.push('verse_lines', keepVerseLines);

/** The site's own pages and media are relative; anything with a host is external. */
function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'a',
    'em',
    'strong',
    'b',
    'i',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'abbr',
    'cite',
    'q',
    'code',
    'pre',
    'kbd',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'section',
    'span',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    '*': ['lang', 'dir', 'title'],
    a: ['href', 'id', 'class', 'rel', 'target', 'aria-label'],
    h2: ['id', 'tabindex'],
    h3: ['id', 'tabindex'],
    h4: ['id', 'tabindex'],
    sup: ['id', 'class'],
    li: ['id', 'class'],
    ol: ['start', 'class'],
    section: ['class'],
    hr: ['class'],
    span: ['class'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['align', 'scope'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Only the classes the renderer itself gives; an author's own class attributes are dropped.
  allowedClasses: {
    a: ['header-anchor', 'footnote-backref', 'external-link'],
    sup: ['footnote-ref'],
    li: ['footnote-item'],
    ol: ['footnotes-list'],
    section: ['footnotes'],
    hr: ['footnotes-sep'],
    span: ['visually-hidden'],
  },
  transformTags: {
    // The page's title is its one h1: a Markdown "#" heading becomes h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!isExternal(href)) {
        const { target: _target, rel: _rel, ...rest } = attribs;
        if (rest.class === 'external-link') delete rest.class;
        return { tagName, attribs: rest };
      }
      return {
        tagName,
        attribs: {
          ...attribs,
          class: 'external-link',
          target: '_blank',
          rel: 'noopener noreferrer',
        },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
    }),
  },
  exclusiveFilter: (frame) =>
    // Images only from the site itself (the CSP allows no other source).
    frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
};

/** Marks an external link for screen readers too: it opens in a new tab. */
function announceNewTabs(html: string): string {
  return html.replace(
    /(<a [^>]*class="external-link"[^>]*>)([\s\S]*?)<\/a>/g,
    '$1$2<span class="visually-hidden"> (opens in a new tab)</span></a>',
  );
}

/** The footnote's way back says where it goes (the arrow alone says nothing to a screen reader). */
function labelBackrefs(html: string): string {
  return html.replace(
    /<a href="#(fnref[\w:-]+)" class="footnote-backref">([^<]*)<\/a>/g,
    '<a href="#$1" class="footnote-backref"><span aria-hidden="true">$2</span>' +
      '<span class="visually-hidden">Back to the text</span></a>',
  );
}

function headingsOf(html: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  for (const match of html.matchAll(/<h([2-4]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const text = sanitizeHtml(match[3], { allowedTags: [], allowedAttributes: {} }).trim();
    headings.push({ level: Number(match[1]), id: match[2], text: decodeEntities(text) });
  }
  return headings;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Minutes to read a Markdown text, without rendering it (for lists). */
export function readingMinutes(source: string): number {
  const words = source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * The site's one Markdown renderer (articles, their admin preview, event descriptions): markdown-it
 * with footnotes and heading anchors, then sanitize-html's allow-list, so nothing an author types
 * can run script, load from another site or restyle the page.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const text = source.normalize('NFC');
  const html = labelBackrefs(announceNewTabs(sanitizeHtml(markdown.render(text), SANITIZE)));
  return {
    html,
    headings: headingsOf(html),
    readingMinutes: readingMinutes(text),
    devanagari: DEVANAGARI.test(text),
  };
}

/** A part of a rendered text, under its heading, as plain words (for the site search). */
export interface TextSection {
  heading?: string;
  anchor?: string;
  text: string;
}

/** Rendered HTML as plain text: tags gone, entities decoded, whitespace collapsed. */
function plainText(html: string): string {
  const words = html
    // What only screen readers hear and the footnotes' marks are not the author's words.
    .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
    .replace(/<sup class="footnote-ref">[\s\S]*?<\/sup>/g, '')
    .replace(/<a [^>]*class="footnote-backref"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<\/(p|li|blockquote|h\d)>/g, ' $&');
  const text = sanitizeHtml(words, {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * A Markdown text as the parts its headings divide it into, each with the heading's words and id:
 * what the site search indexes of an article, so a result can link to the part that matched.
 */
export function textSections(source: string): TextSection[] {
  const { html } = renderMarkdown(source);
  const sections: TextSection[] = [];
  let current: TextSection = { text: '' };
  let last = 0;
  for (const match of html.matchAll(/<h([2-4]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    current.text = plainText(html.slice(last, match.index));
    if (current.text || current.heading) sections.push(current);
    current = { heading: plainText(match[3]), anchor: match[2], text: '' };
    last = match.index + match[0].length;
  }
  current.text = plainText(html.slice(last));
  if (current.text || current.heading) sections.push(current);
  return sections;
}
