import { useHydrated } from '../../lib/use-hydrated';

const INDIA = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

function viewerText(startsAt: string, endsAt: string): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (INDIA.has(zone)) return 'Your time zone is India time too';
  const format = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `Your time: ${format.formatRange(new Date(startsAt), new Date(endsAt))}`;
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
