/**
 * Every page whose address carries a secret (a link from a mail, an OAuth answer), in one list:
 * such pages are answered with `Referrer-Policy: no-referrer`, so the token never leaves in a
 * Referer header (a link or a resource of the page), whatever the page does with it.
 */
export const TOKEN_PAGES: readonly string[] = [
  '/reset-password',
  '/verify-email',
  '/auth/callback',
  '/account/confirm-email',
  '/lists/confirm',
  '/lists/unsubscribe',
];

/** Query parameters that carry a secret (links in mails, OAuth answers); logs redact them too. */
export const SECRET_PARAMS = /^(token|cancel|code|state|key|secret|password|ticket)$/i;

/**
 * Whether a page carries a token: one of the listed pages (Express routes them in any case and
 * with a trailing slash), or any page whose query has a secret-bearing parameter.
 */
export function carriesToken(path: string, query: Record<string, unknown>): boolean {
  const page = path.toLowerCase().replace(/\/+$/, '') || '/';
  return TOKEN_PAGES.includes(page) || Object.keys(query).some((name) => SECRET_PARAMS.test(name));
}
