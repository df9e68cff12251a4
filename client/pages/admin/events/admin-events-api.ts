/** An event as the admin API answers it (GET /api/admin/events and /api/admin/events/:id). */
export interface AdminEvent {
  id: string;
  slug: string;
  title: string;
  kind: string;
  /** Markdown, as the administrator wrote it. */
  description: string;
  startsAt: string;
  endsAt: string;
  rrule: string | null;
  until: string | null;
  place: string | null;
  mapUrl: string | null;
  online: boolean;
  onlineLink: string | null;
  capacity: number | null;
  registrationOpen: boolean;
  status: 'scheduled' | 'cancelled';
  /** The next date not cancelled, or null. */
  next: string | null;
  cancelledDates: string[];
  /** Over the coming dates. */
  counts: { confirmed: number; waitlisted: number; pending: number };
}

/** A coming date of the opened event (from its public page's data). */
export interface AdminOccurrence {
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  seatsLeft: number | null;
}

/** One person for one occurrence (GET /api/admin/events/:id/registrations). */
export interface AdminRegistration {
  id: string;
  name: string | null;
  email: string;
  status: 'pending' | 'confirmed' | 'waitlisted' | 'cancelled';
  occurrence: string;
  member: boolean;
  attended: boolean;
  createdAt: string;
}

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

export function eventPath(id: string, rest = ''): string {
  return `${ADMIN_EVENTS}/${encodeURIComponent(id)}${rest}`;
}
