/** An article's address under /blog: small letters, digits and single hyphens, at most 80. */
export const SLUG_PATTERN = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug made from a title: IAST's accents dropped (Ātman → atman), anything else that is not a
 * letter or digit a hyphen; "article" when nothing is left (a title all in Devanāgarī).
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/, '');
  return slug || 'article';
}
