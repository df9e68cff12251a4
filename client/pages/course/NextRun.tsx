import {
  clockRange,
  IST_OFFSET_MINUTES,
  partsAt,
  utcLabel,
  viewerOffset,
  WEEKDAYS,
} from '../../lib/time';
import { useHydrated } from '../../lib/use-hydrated';

/** A course run as GET /api/courses/:slug/runs gives it (src/course-runs/course-runs.dto.ts). */
export interface CourseRun {
  id: string;
  courseSlug: string;
  startsOn: string;
  endsOn: string;
  schedule: string;
  dates: string;
  sessions: Array<{ weekday: string; time: string; minutes: number }>;
  nextSessions: Array<{ startsAt: string; endsAt: string }>;
  mode: 'online' | 'varanasi' | 'both';
  place: string | null;
  teacher: string;
  feeNote: string | null;
  capacity: number | null;
  state: 'announced' | 'enrollment-open' | 'running' | 'completed';
  /** schema.org CourseInstance, built by the server for the page's JSON-LD. */
  jsonLd: object;
}

const STATE = {
  announced: 'Announced: enrollment opens soon',
  'enrollment-open': 'Enrollment is open',
  running: 'Running now',
  completed: 'Completed',
};

/** "Online: the link is sent to participants", "In Varanasi: …", or both. */
export function runPlace(run: Pick<CourseRun, 'mode' | 'place'>): string {
  if (run.mode === 'online') return 'Online: the link is sent to participants';
  return `In Varanasi: ${run.place ?? ''}${run.mode === 'both' ? ', and online' : ''}`;
}

/**
 * The weekly sessions on the viewer's own clock, from their next instants: "Saturdays
 * 8:30–10:00 am UTC−5" (client/lib/time.ts says why not `Intl`). Null in India, whose time the
 * page already shows.
 */
function localTimes(sessions: CourseRun['nextSessions']): string | null {
  const offsets = sessions.map((session) => viewerOffset(session.startsAt));
  if (!offsets.length || offsets.every((offset) => offset === IST_OFFSET_MINUTES)) return null;
  // One label at the end, or each session its own when the clocks change within the week.
  const oneLabel = offsets.every((offset) => offset === offsets[0]);
  const each = sessions.map((session, index) => {
    const start = partsAt(session.startsAt, offsets[index]);
    const end = partsAt(session.endsAt, viewerOffset(session.endsAt));
    const times = `${WEEKDAYS[start.weekday]}s ${clockRange(start, end)}`;
    return oneLabel ? times : `${times} ${utcLabel(offsets[index])}`;
  });
  return `Your time: ${each.join('; ')}${oneLabel ? ` ${utcLabel(offsets[0])}` : ''}`;
}

/**
 * The course's next run, near the top of its page: the facts in the server's HTML (India time),
 * the viewer's own time added in the browser into a line whose room is kept from the start, so
 * nothing below it moves.
 */
export function NextRun({ run, upcoming }: { run: CourseRun; upcoming: boolean }) {
  const local = useHydrated() ? localTimes(run.nextSessions) : null;
  const many = run.nextSessions.length > 1;
  return (
    <section className="card next-run" aria-labelledby="next-run-heading">
      <p className="next-run-state">{STATE[run.state]}</p>
      <h2 id="next-run-heading" className="next-run-title">
        {run.state === 'running' ? 'Current run' : 'Next run'}: {run.dates}
      </h2>
      <dl className="next-run-facts">
        <div>
          <dt>Weekly</dt>
          <dd>
            {run.schedule}
            <span className={`next-run-local${many ? ' next-run-local-many' : ''}`}>{local}</span>
          </dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{runPlace(run)}</dd>
        </div>
        <div>
          <dt>Teacher</dt>
          <dd>{run.teacher}</dd>
        </div>
        {run.feeNote ? (
          <div>
            <dt>Fee</dt>
            <dd>{run.feeNote}</dd>
          </div>
        ) : null}
        {run.capacity ? (
          <div>
            <dt>Places</dt>
            <dd>{run.capacity}</dd>
          </div>
        ) : null}
      </dl>
      {upcoming ? (
        <a href="#register-interest" className="btn btn-accent">
          Register interest in this run
        </a>
      ) : null}
    </section>
  );
}
