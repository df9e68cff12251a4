import { deferred } from '../lib/deferred';

/**
 * The upcoming course's Register Interest card: native forms that work before any script, so the
 * server's HTML is usable at once; its code (the card, the honeypot field) is a chunk of its own,
 * loaded while the page hydrates, off the course page's first load.
 */
export const InterestCard = deferred(
  'InterestCard',
  async () => (await import('./InterestCard')).InterestCard,
);
