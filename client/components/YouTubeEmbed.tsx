import { deferred } from '../lib/deferred';

/**
 * A course's recorded playlist, behind a poster button. Its code is a chunk of its own, loaded
 * while the page hydrates; a click before then is replayed once it has (React's selective
 * hydration), so the course page's first load carries none of it.
 */
export const YouTubeEmbed = deferred(
  'YouTubeEmbed',
  async () => (await import('./YouTubePlayer')).YouTubeEmbed,
);
