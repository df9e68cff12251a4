import { deferred } from '../../lib/deferred';

/**
 * The registration card needs no script to work (native forms): the server renders it at once and
 * the browser loads it as a chunk of its own while the page hydrates
 * (docs/decisions/0064-first-load-javascript.md).
 */
export const RegistrationCard = deferred(
  'RegistrationCard',
  async () => (await import('./RegistrationCard')).RegistrationCard,
);
