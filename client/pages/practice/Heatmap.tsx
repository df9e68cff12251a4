import type { PracticeSummary } from '../../lib/practice/practices';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function level(minutes: number, sessions: number): number {
  if (!sessions) return 0;
  if (minutes >= 45) return 4;
  if (minutes >= 20) return 3;
  if (minutes >= 5) return 2;
  return 1;
}

/** The last year, a column per week (Monday first), each day shaded by the minutes practised. */
export function Heatmap({ summary }: { summary: PracticeSummary }) {
  const byDay = new Map(summary.days.map((d) => [d.day, d]));
  const today = dayNumber(summary.today);
  // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
  const firstMonday = today - ((today + 3) % 7) - 52 * 7;
  const cells = [];
  for (let n = firstMonday; n <= today; n++) {
    const day = dayText(n);
    const d = byDay.get(day);
    const label = d
      ? `${day}: ${d.sessions} ${d.sessions === 1 ? 'session' : 'sessions'}, ${d.minutes} min${
          d.rounds ? `, ${d.rounds} rounds` : ''
        }`
      : `${day}: none`;
    cells.push(
      <span
        key={day}
        className={`pr-day pr-l${level(d?.minutes ?? 0, d?.sessions ?? 0)}`}
        title={label}
      />,
    );
  }
  return (
    <figure className="pr-heatmap">
      <div
        className="pr-grid"
        role="img"
        aria-label={`Practice calendar of the last year: ${summary.days.length} days practised`}
      >
        {cells}
      </div>
      <figcaption className="pr-hint">
        Each square a day, each column a week; darker for more minutes.
      </figcaption>
    </figure>
  );
}

/** Minutes per week (Monday to Sunday), the last twelve weeks, newest last. */
export function weeklyMinutes(summary: PracticeSummary): Array<{ week: string; minutes: number }> {
  const today = dayNumber(summary.today);
  const thisMonday = today - ((today + 3) % 7);
  const weeks = Array.from({ length: 12 }, (_, i) => ({
    start: thisMonday - (11 - i) * 7,
    minutes: 0,
  }));
  for (const d of summary.days) {
    const n = dayNumber(d.day);
    const week = weeks.find((w) => n >= w.start && n < w.start + 7);
    if (week) week.minutes += d.minutes;
  }
  return weeks.map((w) => ({ week: dayText(w.start), minutes: Math.round(w.minutes) }));
}
