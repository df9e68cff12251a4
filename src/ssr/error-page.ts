/** HTML text: the request id is ours, but nothing reaches markup unescaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The last resort when even the site's error page cannot be rendered: a page of its own, with no
 * styles or scripts to fail, that still tells the visitor what to quote.
 */
export function errorPageFallback(requestId: string): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Something went wrong | Pragya Trust</title></head>' +
    '<body><main><h1>Something went wrong</h1>' +
    '<p>This page could not be shown just now. Please try again in a moment.</p>' +
    `<p>If it keeps happening, write to us and quote reference <code>${escapeHtml(requestId)}</code>.</p>` +
    '<p><a href="/">Back to Home</a></p></main></body></html>'
  );
}
