import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { courses } from '../../content/courses';
import { api } from '../../lib/api';
import { AdminError, AdminLayout, formatWhen } from './AdminLayout';
import { adminApi } from './access';
import { Outcome } from './Outcome';
import { useAdminAction } from './use-admin-action';
import type { Schema } from '../../lib/api-schema';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MODES = { online: 'Online', varanasi: 'In Varanasi', both: 'In Varanasi and online' };
type Mode = keyof typeof MODES;
const STATES = {
  announced: 'Announced',
  'enrollment-open': 'Enrollment open',
  running: 'Running',
  completed: 'Completed',
};
type State = keyof typeof STATES;

type Session = Required<Schema<'RunSessionDto'>>;

/** A run as the admin reads it; its mode and state name the keys of MODES and STATES. */
export type AdminRun = Schema<'AdminCourseRunView'> & { mode: Mode; state: State };

type RunsData = { ok: true; data: AdminRun[] } | { ok: false; message: string };

export function courseRunsLoader(args: LoaderFunctionArgs): Promise<RunsData> {
  return adminApi(args, '/api/admin/course-runs');
}

interface Draft {
  courseSlug: string;
  startsOn: string;
  length: 'weeks' | 'endsOn';
  weeks: string;
  endsOn: string;
  sessions: Session[];
  mode: Mode;
  place: string;
  teacher: string;
  feeNote: string;
  capacity: string;
  state: State;
}

const EMPTY: Draft = {
  courseSlug: courses.find((course) => course.type === 'upcoming')?.slug ?? courses[0].slug,
  startsOn: '',
  length: 'weeks',
  weeks: '8',
  endsOn: '',
  sessions: [{ weekday: 'saturday', time: '19:00', minutes: 90 }],
  mode: 'online',
  place: '',
  teacher: '',
  feeNote: '',
  capacity: '',
  state: 'announced',
};

function draftOf(run: AdminRun): Draft {
  return {
    courseSlug: run.courseSlug,
    startsOn: run.startsOn,
    length: run.weeks ? 'weeks' : 'endsOn',
    weeks: String(run.weeks ?? ''),
    endsOn: run.endsOn,
    sessions: run.sessions,
    mode: run.mode,
    place: run.place ?? '',
    teacher: run.teacher,
    feeNote: run.feeNote ?? '',
    capacity: run.capacity ? String(run.capacity) : '',
    state: run.state,
  };
}

/** The body the API takes; enrollment opens by its own press, never from this form. */
function bodyOf(draft: Draft) {
  return {
    startsOn: draft.startsOn,
    ...(draft.length === 'weeks'
      ? { weeks: Number(draft.weeks), endsOn: null }
      : { endsOn: draft.endsOn, weeks: null }),
    sessions: draft.sessions.map((s) => ({ ...s, minutes: Number(s.minutes) })),
    mode: draft.mode,
    place: draft.mode === 'online' ? null : draft.place,
    teacher: draft.teacher,
    feeNote: draft.feeNote,
    capacity: draft.capacity ? Number(draft.capacity) : null,
    state: draft.state,
  };
}

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** New run, or the change of one: every field of a run, checked again by the server. */
function RunForm({ editing, onDone }: { editing: AdminRun | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const form = useRef<HTMLFormElement>(null);
  // "Change" is pressed in the table below: the form it fills is brought into view.
  useEffect(() => {
    if (editing) form.current?.scrollIntoView({ block: 'start' });
  }, [editing]);
  const action = useAdminAction();
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const setSession = (index: number, change: Partial<Session>) =>
    set({ sessions: draft.sessions.map((s, i) => (i === index ? { ...s, ...change } : s)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const slug = encodeURIComponent(draft.courseSlug);
    // The document does not mark every field the form sends as null (a cleared field) nullable,
    // though the validation takes it: the server alone checks this body.
    const body = bodyOf(draft) as Schema<'RunChangeDto'>;
    const call = editing
      ? action.run(
          `/api/admin/courses/${slug}/runs/${editing.id}`,
          { method: 'PATCH', body },
          () => 'The run was changed.',
        )
      : action.run(
          `/api/admin/courses/${slug}/runs`,
          // A new run has no end to clear.
          {
            method: 'POST',
            body: Object.fromEntries(
              Object.entries(body).filter(([, v]) => v !== null),
            ) as Schema<'NewRunDto'>,
          },
          () => 'The run was announced. It shows on the course page now.',
        );
    void call.then((ok) => {
      if (ok) {
        setDraft(EMPTY);
        onDone();
      }
    });
  }

  // Enrollment opens by its own press (with the letter's preview); a run already open stays so.
  const states = (Object.keys(STATES) as State[]).filter(
    (state) => state !== 'enrollment-open' || editing?.state === 'enrollment-open',
  );
  return (
    <form
      ref={form}
      className="card admin-detail run-form"
      onSubmit={submit}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`} className="admin-subtitle">
        {editing ? `Change the run of ${editing.courseTitle}` : 'Announce a run'}
      </h2>
      <div className="run-form-grid">
        <Field label="Course" id={`${id}-course`}>
          <select
            id={`${id}-course`}
            value={draft.courseSlug}
            disabled={Boolean(editing)}
            onChange={(e) => set({ courseSlug: e.target.value })}
          >
            {courses.map((course) => (
              <option key={course.slug} value={course.slug}>
                {course.title}
              </option>
            ))}
          </select>
        </Field>
        <Field label="First day" id={`${id}-start`}>
          <input
            id={`${id}-start`}
            type="date"
            required
            value={draft.startsOn}
            onChange={(e) => set({ startsOn: e.target.value })}
          />
        </Field>
        <Field label="Length given as" id={`${id}-length`}>
          <select
            id={`${id}-length`}
            value={draft.length}
            onChange={(e) => set({ length: e.target.value as Draft['length'] })}
          >
            <option value="weeks">Number of weeks</option>
            <option value="endsOn">Last day</option>
          </select>
        </Field>
        {draft.length === 'weeks' ? (
          <Field label="Weeks" id={`${id}-weeks`}>
            <input
              id={`${id}-weeks`}
              type="number"
              min={1}
              max={104}
              required
              value={draft.weeks}
              onChange={(e) => set({ weeks: e.target.value })}
            />
          </Field>
        ) : (
          <Field label="Last day" id={`${id}-end`}>
            <input
              id={`${id}-end`}
              type="date"
              required
              value={draft.endsOn}
              onChange={(e) => set({ endsOn: e.target.value })}
            />
          </Field>
        )}
      </div>
      <fieldset className="run-sessions">
        <legend>Weekly sessions (India time)</legend>
        {draft.sessions.map((session, index) => (
          <div className="run-form-grid" key={index}>
            <Field label={`Day ${index + 1}`} id={`${id}-day${index}`}>
              <select
                id={`${id}-day${index}`}
                value={session.weekday}
                onChange={(e) =>
                  setSession(index, { weekday: e.target.value as Session['weekday'] })
                }
              >
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {day[0].toUpperCase() + day.slice(1)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={`Time ${index + 1} (IST)`} id={`${id}-time${index}`}>
              <input
                id={`${id}-time${index}`}
                type="time"
                required
                value={session.time}
                onChange={(e) => setSession(index, { time: e.target.value })}
              />
            </Field>
            <Field label={`Minutes ${index + 1}`} id={`${id}-min${index}`}>
              <input
                id={`${id}-min${index}`}
                type="number"
                min={15}
                max={480}
                required
                value={session.minutes}
                onChange={(e) => setSession(index, { minutes: Number(e.target.value) })}
              />
            </Field>
            {draft.sessions.length > 1 ? (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => set({ sessions: draft.sessions.filter((_, i) => i !== index) })}
              >
                Remove day {index + 1}
              </button>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() =>
            set({
              sessions: [...draft.sessions, { weekday: 'sunday', time: '07:00', minutes: 90 }],
            })
          }
        >
          Add a weekly session
        </button>
      </fieldset>
      <div className="run-form-grid">
        <Field label="Mode" id={`${id}-mode`}>
          <select
            id={`${id}-mode`}
            value={draft.mode}
            onChange={(e) => set({ mode: e.target.value as Mode })}
          >
            {(Object.keys(MODES) as Mode[]).map((mode) => (
              <option key={mode} value={mode}>
                {MODES[mode]}
              </option>
            ))}
          </select>
        </Field>
        {draft.mode === 'online' ? null : (
          <Field label="Place in Varanasi" id={`${id}-place`}>
            <input
              id={`${id}-place`}
              required
              maxLength={300}
              value={draft.place}
              onChange={(e) => set({ place: e.target.value })}
            />
          </Field>
        )}
        <Field label="Teacher" id={`${id}-teacher`}>
          <input
            id={`${id}-teacher`}
            required
            maxLength={120}
            value={draft.teacher}
            onChange={(e) => set({ teacher: e.target.value })}
          />
        </Field>
        <Field label="Fee or dakṣiṇā note (optional)" id={`${id}-fee`}>
          <input
            id={`${id}-fee`}
            maxLength={500}
            value={draft.feeNote}
            onChange={(e) => set({ feeNote: e.target.value })}
          />
        </Field>
        <Field label="Places (optional)" id={`${id}-capacity`}>
          <input
            id={`${id}-capacity`}
            type="number"
            min={1}
            max={1000}
            value={draft.capacity}
            onChange={(e) => set({ capacity: e.target.value })}
          />
        </Field>
        <Field label="State" id={`${id}-state`}>
          <select
            id={`${id}-state`}
            value={draft.state}
            onChange={(e) => set({ state: e.target.value as State })}
          >
            {states.map((state) => (
              <option key={state} value={state}>
                {STATES[state]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={action.pending}>
          {editing ? 'Save the changes' : 'Announce the run'}
        </button>
        {editing ? (
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
      <Outcome outcome={action.outcome} />
      {action.prompt}
    </form>
  );
}

type Letter = Schema<'EnrollmentLetterView'>;

/**
 * Open enrollment: the exact letter the course's interest list will get (the announcements'
 * preview), then one press that changes the state and queues it.
 */
function OpenEnrollment({ run, onClose }: { run: AdminRun; onClose: () => void }) {
  const [letter, setLetter] = useState<Letter | null | 'failed'>(null);
  const [sent, setSent] = useState(false);
  const action = useAdminAction();
  const path = `/api/admin/courses/${encodeURIComponent(run.courseSlug)}/runs/${run.id}` as const;
  useEffect(() => {
    void api(`${path}/letter`, { auth: true }).then((answer) =>
      setLetter(answer.ok ? answer.data : 'failed'),
    );
  }, [path]);
  return (
    <section className="card admin-detail" aria-labelledby="open-heading">
      <h2 id="open-heading" className="admin-subtitle">
        Open enrollment: {run.courseTitle}, {run.dates}
      </h2>
      {letter === null ? (
        <p>Preparing the letter…</p>
      ) : letter === 'failed' ? (
        <AdminError message="The letter could not be prepared. Please try again." />
      ) : (
        <>
          <p>
            Opening enrollment sends this letter once to the {letter.recipients} confirmed{' '}
            {letter.recipients === 1 ? 'person' : 'people'} on the course’s interest list.
          </p>
          <div className="announcement-preview" aria-label="Preview of the letter" role="region">
            <p>
              <strong>Subject:</strong> {letter.subject}
            </p>
            <pre>{letter.text}</pre>
          </div>
          <div className="admin-actions">
            {sent ? null : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={action.pending}
                onClick={() =>
                  void action
                    .run(
                      path,
                      { method: 'PATCH', body: { state: 'enrollment-open' } },
                      () =>
                        `Enrollment is open. The letter is on its way to ${letter.recipients} ${letter.recipients === 1 ? 'person' : 'people'}; Interest shows its progress.`,
                    )
                    .then(setSent)
                }
              >
                Open enrollment and send to {letter.recipients}
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={onClose}>
              {sent ? 'Close' : 'Cancel'}
            </button>
          </div>
        </>
      )}
      <Outcome outcome={action.outcome} />
      {action.prompt}
    </section>
  );
}

/** /admin/course-runs: the dated runs of the courses, their changes and opening enrollment. */
export function CourseRunsPage() {
  const result = useLoaderData<RunsData>();
  const [editing, setEditing] = useState<AdminRun | null>(null);
  const [opening, setOpening] = useState<AdminRun | null>(null);
  const remove = useAdminAction();
  return (
    <AdminLayout
      title="Course runs"
      intro={
        <p>
          The dates of each course: the course page shows its next run near the top, the Courses
          page its start, and the calendar feed every weekly session. Times are India time (IST).
        </p>
      }
    >
      <RunForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {opening ? (
        <OpenEnrollment key={opening.id} run={opening} onClose={() => setOpening(null)} />
      ) : null}
      <Outcome outcome={remove.outcome} />
      {remove.prompt}
      {!result.ok ? (
        <AdminError message={result.message} />
      ) : result.data.length ? (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Course runs">
          <table className="admin-table">
            <caption>Every run, the latest start first</caption>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Dates</th>
                <th scope="col">Weekly</th>
                <th scope="col">Mode</th>
                <th scope="col">Teacher</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((run) => (
                <tr key={run.id}>
                  <td>{run.courseTitle}</td>
                  <td>{run.dates}</td>
                  <td>{run.schedule}</td>
                  <td>
                    {MODES[run.mode]}
                    {run.place ? `: ${run.place}` : ''}
                  </td>
                  <td>{run.teacher}</td>
                  <td>
                    <span className="admin-badge">{STATES[run.state]}</span>
                    <br />
                    <small>changed {formatWhen(run.updatedAt)}</small>
                  </td>
                  <td>
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={() => setEditing(run)}
                      >
                        Change
                        <span className="visually-hidden">
                          {' '}
                          {run.courseTitle}, {run.dates}
                        </span>
                      </button>
                      {run.state === 'announced' ? (
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          onClick={() => setOpening(run)}
                        >
                          Open enrollment
                          <span className="visually-hidden">
                            {' '}
                            {run.courseTitle}, {run.dates}
                          </span>
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={remove.pending}
                        onClick={() => {
                          if (
                            !window.confirm(`Remove the run of ${run.courseTitle}, ${run.dates}?`)
                          )
                            return;
                          void remove.run(
                            `/api/admin/courses/${encodeURIComponent(run.courseSlug)}/runs/${run.id}`,
                            { method: 'DELETE' },
                            () => 'The run was removed.',
                          );
                        }}
                      >
                        Remove
                        <span className="visually-hidden">
                          {' '}
                          {run.courseTitle}, {run.dates}
                        </span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No run has been announced yet.</p>
      )}
    </AdminLayout>
  );
}
