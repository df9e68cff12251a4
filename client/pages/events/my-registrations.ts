import type { LoaderFunctionArgs } from 'react-router';
import type { LoaderContext } from '../../../src/ssr/render-contract';
import { storedToken } from '../../lib/session';
import type { MyRegistration } from './event-data';

export const MY_REGISTRATIONS = '/api/events/registrations/mine';

/**
 * The member's event registrations, or null for a visitor (whose page is then the same for all and
 * can come from the render cache): on the server through the viewer's in-process API, in the
 * browser with the stored session. Written out as client/lib/interest.ts does, so a visitor's
 * first load carries no API client.
 */
export async function myRegistrations(args: LoaderFunctionArgs): Promise<MyRegistration[] | null> {
  let data: unknown;
  if (typeof document === 'undefined') {
    const viewer = (args.context as LoaderContext | undefined)?.viewer;
    if (!viewer) return null;
    const answer = await viewer.api(MY_REGISTRATIONS);
    data = answer.status === 200 ? answer.data : null;
  } else {
    if (!storedToken() && !window.__APP__?.viewer) return null;
    const { api } = await import('../../lib/api');
    const answer = await api(MY_REGISTRATIONS, {
      auth: true,
      signal: args.request.signal,
    });
    data = answer.ok ? answer.data : null;
  }
  return Array.isArray(data) ? (data as MyRegistration[]) : null;
}
