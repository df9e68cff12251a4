import type { Schema } from '../../../lib/api-schema';

/** An event as the admin API answers it (GET /api/admin/events and /api/admin/events/:id). */
export type AdminEvent = Schema<'AdminEventItem'>;

/** A coming date of the opened event (from its public page's data). */
export interface AdminOccurrence {
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  seatsLeft: number | null;
}

/** One person for one occurrence (GET /api/admin/events/:id/registrations). */
export type AdminRegistration = Schema<'AdminRegistrationView'>;

/** The fields of POST /api/admin/events and PATCH /api/admin/events/:id. */
export interface EventBody {
  title: string;
  kind: string;
  description: string;
  startsAt: string;
  endsAt: string;
  rrule: string | null;
  until: string | null;
  /** On creation only; made from the title when not given. */
  slug?: string;
  place: string | null;
  mapUrl: string | null;
  online: boolean;
  onlineLink: string | null;
  capacity: number | null;
  registrationOpen: boolean;
}

export const ADMIN_EVENTS = '/api/admin/events';

/** An event's address, typed as the API path it names (`rest` is the part after its id). */
export function eventPath<Rest extends string = ''>(
  id: string,
  rest = '' as Rest,
): `${typeof ADMIN_EVENTS}/${string}${Rest}` {
  return `${ADMIN_EVENTS}/${encodeURIComponent(id)}${rest}`;
}
