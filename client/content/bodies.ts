/**
 * Joins a family's card with its page body (the bodies are kept apart, keyed by slug, so that list
 * pages load the cards alone): the whole entry a detail page renders, or undefined when the slug
 * names no card.
 */
export function withBody<Card extends { slug: string }, Body>(
  card: Card | undefined,
  bodies: Record<string, Body>,
): (Card & Body) | undefined {
  const body = card ? bodies[card.slug] : undefined;
  return card && body ? { ...card, ...body } : undefined;
}
