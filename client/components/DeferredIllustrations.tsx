import { deferred } from '../lib/deferred';

/**
 * Decorative drawings in page heads: the server's HTML shows them at once and they need no script,
 * so their code (a chunk of its own) loads while the page hydrates, off the first load.
 */
export const VaranasiMap = deferred(
  'VaranasiMap',
  async () => (await import('./InfoIllustrations')).VaranasiMap,
);
