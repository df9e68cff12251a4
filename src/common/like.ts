/**
 * Escapes the wildcards of a LIKE / ILIKE pattern (`%`, `_` and the escape character itself), so
 * what someone types is searched for as written. Use with `ESCAPE '\'`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
