import { IST_OFFSET_MINUTES, partsAt, spanText, utcLabel, viewerOffset } from '../../lib/time';
import { useHydrated } from '../../lib/use-hydrated';

/** "Your time: Sat 6 Mar, 8:30–10:00 pm UTC−5", in the site's wording (client/lib/time.ts). */
function viewerText(startsAt: string, endsAt: string): string {
  const [from, to] = [viewerOffset(startsAt), viewerOffset(endsAt)];
  if (from === IST_OFFSET_MINUTES && to === IST_OFFSET_MINUTES) {
    return 'Your time zone is India time too';
  }
  const start = { parts: partsAt(startsAt, from), label: utcLabel(from) };
  const end = { parts: partsAt(endsAt, to), label: utcLabel(to) };
  return `Your time: ${spanText(start, end, { day: true })}`;
}

/**
 * The occurrence in the viewer's own time zone, which only the browser knows: the server's HTML
 * holds the empty line (its height reserved in events.css, so nothing moves), and the text is
 * written once the page has hydrated. The IST text beside it reads right before that.
 */
export function LocalTime({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const hydrated = useHydrated();
  return <span className="local-time">{hydrated ? viewerText(startsAt, endsAt) : null}</span>;
}
