import type { LoaderFunctionArgs } from 'react-router';
import { publicApi } from '../../lib/public-api';
import type { OccurrenceItem } from './event-data';

const HOME_COUNT = 3;
const SPAN_MS = 180 * 86_400_000;

/**
 * The home page's coming events: the next date of each of the first three events, so that a
 * weekly satsaṅga does not fill the row. None when nothing is announced or the calendar cannot be
 * read: the home page never fails for it.
 */
export async function upcomingEvents(args: LoaderFunctionArgs): Promise<OccurrenceItem[]> {
  const now = Date.now();
  const from = new Date(now).toISOString();
  const to = new Date(now + SPAN_MS).toISOString();
  const answer = await publicApi(
    args,
    `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  if (!answer.ok || !Array.isArray(answer.data)) return [];
  const seen = new Set<string>();
  const next: OccurrenceItem[] = [];
  for (const item of answer.data) {
    if (item.status === 'cancelled' || seen.has(item.slug)) continue;
    seen.add(item.slug);
    const { slug, title, kind, startsAt, endsAt, online, seatsLeft } = item;
    next.push({ slug, title, kind, startsAt, endsAt, online, seatsLeft });
    if (next.length === HOME_COUNT) break;
  }
  return next;
}
