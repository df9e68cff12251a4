/** "Satsaṅga on the Gaṅgā" → "satsanga-on-the-ganga": diacritics dropped, the rest in ASCII. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/, '');
  return slug || 'album';
}
