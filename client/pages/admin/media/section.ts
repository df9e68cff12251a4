import type { LoaderFunctionArgs } from 'react-router';
import { deferred, renderEagerly } from '../../../lib/deferred';
import { mediaAdminLoader as loadLibrary, type MediaAdminData } from './media-admin-data';

const load = async () => (await import('./MediaAdminPage')).MediaAdminPage;

/**
 * The photographs section is a chunk of its own (the uploader and the album editor), loaded only
 * on /admin/media, as the articles section is: the server renders it at once, the browser
 * hydrates it when the chunk arrives.
 */
export const MediaAdminSection = deferred('MediaAdminPage', load);

export async function mediaAdminLoader(args: LoaderFunctionArgs): Promise<MediaAdminData> {
  if (typeof document === 'undefined') renderEagerly({ MediaAdminPage: await load() });
  return loadLibrary(args);
}
