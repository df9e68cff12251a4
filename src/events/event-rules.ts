import type { EventKind } from './event.entity';
import { EVENT_ZONE, MAX_WINDOW_MS, RecurrenceError, isOccurrence, parseRule } from './recurrence';
import { DomainError } from '../common/domain-error';

/** The longest one occurrence may last (a retreat of a month). */
export const MAX_DURATION_MS = 31 * 24 * 60 * 60_000;
/** How far ahead an event may be announced. */
export const MAX_AHEAD_MS = 2 * 366 * 24 * 60 * 60_000;

export interface EventDraft {
  title: string;
  kind: EventKind;
  description: string;
  startsAt: Date;
  endsAt: Date;
  rrule: string | null;
  until: Date | null;
  place: string | null;
  mapUrl: string | null;
  online: boolean;
  onlineLink: string | null;
  capacity: number | null;
  registrationOpen: boolean;
}

/**
 * Checks a whole event as it would be stored (after a change is applied to the stored one):
 * a start in the future (when it is new or its time changes), an end after it and not more than
 * a month later, a rule that ends and yields at least one date, an online event's link. Every
 * refusal is a 400 with one sentence and nothing is stored.
 */
export function checkDraft(draft: EventDraft, now: Date, timesChanged: boolean): EventDraft {
  const { startsAt, endsAt } = draft;
  if (
    Number.isNaN(startsAt.getTime()) ||
    Number.isNaN(endsAt.getTime()) ||
    (draft.until !== null && Number.isNaN(draft.until.getTime()))
  ) {
    throw new DomainError('invalid', 'The start, end and last date must be real dates.');
  }
  if (timesChanged && startsAt <= now) {
    throw new DomainError('invalid', 'The start must be in the future.');
  }
  if (startsAt.getTime() - now.getTime() > MAX_AHEAD_MS) {
    throw new DomainError('invalid', 'The start must be within two years from today.');
  }
  if (endsAt <= startsAt) throw new DomainError('invalid', 'The end must be after the start.');
  if (endsAt.getTime() - startsAt.getTime() > MAX_DURATION_MS) {
    throw new DomainError('invalid', 'One date of an event can last at most 31 days.');
  }
  if (draft.until && draft.until <= startsAt) {
    throw new DomainError('invalid', 'The last date must be after the start.');
  }
  if (draft.until && draft.until.getTime() - startsAt.getTime() > MAX_WINDOW_MS) {
    throw new DomainError('invalid', 'The last date must be within 400 days of the start.');
  }
  if (draft.until && !draft.rrule) {
    throw new DomainError('invalid', 'A last date needs a recurrence.');
  }
  let rrule: string | null = null;
  if (draft.rrule) {
    try {
      rrule = parseRule(draft.rrule, draft.until).rule;
    } catch (error) {
      if (error instanceof RecurrenceError) throw new DomainError('invalid', error.message);
      throw error;
    }
    const recurring = { ...draft, zone: EVENT_ZONE, rrule };
    // RFC 5545 counts DTSTART as the first date; rrule.js yields only dates that match the rule,
    // so a start the rule does not match would silently vanish. It is refused instead.
    if (!isOccurrence(recurring, startsAt)) {
      throw new DomainError(
        'invalid',
        'The start must be one of the recurrence’s dates (a Sunday for BYDAY=SU, for example).',
      );
    }
  }
  if (draft.online && !draft.onlineLink) {
    throw new DomainError('invalid', 'An online event needs its link (shown only to registrants).');
  }
  if (!draft.online && !draft.place) {
    throw new DomainError('invalid', 'Please give the place, or mark the event as online.');
  }
  return { ...draft, rrule };
}

/** A slug from a title: ASCII letters and digits (diacritics dropped), hyphens between words. */
export function slugFrom(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return base || 'event';
}
