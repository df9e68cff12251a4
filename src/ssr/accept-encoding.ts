/**
 * Content-coding negotiation (RFC 9110 §12.5.3) for the answers this server prepares itself: the
 * cached pages and the precompressed files. Like the compression middleware's negotiator, identity
 * not named by the client counts with the lowest weight the client gave anything.
 */

/** The weight (q) the client gives each coding it names, keys in lower case. */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      // A weight that cannot be read is taken as a refusal: identity is always safe to send.
      if (key.trim().toLowerCase() === 'q') q = Number(value?.trim() || NaN) || 0;
    }
    result.set(coding, Math.min(Math.max(q, 0), 1));
  }
  return result;
}

/**
 * The coding to answer with among `offered` (most preferred first; 'identity' may be among
 * them): the one the client weighs highest, the earlier one on a tie. Identity when the request
 * names no coding, or none of the offered ones is acceptable.
 */
export function negotiateEncoding<T extends string>(
  header: string | undefined,
  offered: readonly T[],
): T | 'identity' {
  if (!header) return 'identity';
  const q = weights(header);
  const any = q.get('*');
  const lowest = Math.min(1, ...q.values());
  let best: T | 'identity' = 'identity';
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = q.get(coding) ?? any ?? (coding === 'identity' ? lowest : 0);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
