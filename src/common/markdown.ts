import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown as the trust's administrators write it (event descriptions), rendered to HTML that is
 * safe to put in a page: markdown-it with raw HTML off, then sanitize-html with an allow-list, so
 * whatever markdown-it lets through (or a future option adds) cannot carry a script, a style or
 * an image from another site. External links open in a new tab without giving it our window.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'em',
  'strong',
  'a',
  'blockquote',
  'code',
  'pre',
];

function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href);
}

export function renderMarkdown(source: string): { html: string } {
  const html = sanitizeHtml(markdown.render(source), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const attributes: Record<string, string> = { href };
        if (isExternal(href)) {
          attributes.rel = 'noopener noreferrer';
          attributes.target = '_blank';
        }
        return { tagName, attribs: attributes };
      },
    },
  });
  return { html: html.trim() };
}
