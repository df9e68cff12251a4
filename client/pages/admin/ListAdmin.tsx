import { useEffect, useId, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../lib/api';
import { AdminError, formatWhen } from './AdminLayout';
import { adminApi, searchOf } from './access';
import { ConfirmButton } from './ConfirmButton';
import { Outcome } from './Outcome';
import { PagedList, type Loaded } from './admin-lists';
import { useAdminAction, type ActionOutcome } from './use-admin-action';
import type { Schema } from '../../lib/api-schema';

type SubscriberList = Schema<'SubscribersPage'>;

export type Progress = Schema<'AnnouncementProgress'>;

export interface ListData {
  list: string;
  people: Loaded<SubscriberList>;
  announcements: Loaded<Progress[]>;
}

/** The people on a list and its announcements, for the admin. */
export async function listLoader(args: LoaderFunctionArgs, list: string): Promise<ListData> {
  const page = searchOf(args).get('page');
  const key = encodeURIComponent(list);
  const [people, announcements] = await Promise.all([
    adminApi(args, `/api/admin/interest/${key}${page ? `?page=${page}` : ''}`),
    adminApi(args, `/api/admin/announcements/list/${key}`),
  ]);
  return { list, people, announcements };
}

const STATUS: Record<SubscriberList['items'][number]['status'], string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Left the list',
};

function PeopleTable({ label, list }: { label: string; list: SubscriberList }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="admin-table">
        <caption>
          {label}, newest first: {list.confirmed} confirmed, {list.pending} waiting for
          confirmation, {list.total} in all
        </caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Registered</th>
            <th scope="col">Confirmed</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((person) => (
            <tr key={person.email}>
              <td>
                {person.email}
                {person.member ? ' (member)' : ''}
              </td>
              <td>{person.name ?? '—'}</td>
              <td>
                <span
                  className={`admin-badge${person.status === 'confirmed' ? ' admin-badge-done' : ''}`}
                >
                  {STATUS[person.status]}
                </span>
              </td>
              <td>{formatWhen(person.createdAt)}</td>
              <td>{formatWhen(person.status === 'unsubscribed' ? null : person.confirmedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One announcement's progress, asked again every two seconds until it is done. */
function ProgressLine({ initial }: { initial: Progress }) {
  const [progress, setProgress] = useState(initial);
  useEffect(() => {
    if (progress.state === 'done') return;
    const timer = setTimeout(() => {
      void api(`/api/admin/announcements/${progress.id}`, { auth: true }).then((answer) => {
        if (answer.ok) setProgress(answer.data);
      });
    }, 2000);
    return () => clearTimeout(timer);
  }, [progress]);
  const done = progress.sent + progress.failed + progress.skipped;
  return (
    <li className="announcement-progress">
      <p>
        <strong>{progress.subject}</strong> ({formatWhen(progress.createdAt)})
      </p>
      <progress max={progress.total || 1} value={progress.total ? done : 1}>
        {done} of {progress.total}
      </progress>
      <p role="status" aria-live="polite">
        {progress.state === 'done' ? 'Done: ' : 'Sending: '}
        {progress.sent} sent, {progress.failed} failed
        {progress.skipped ? `, ${progress.skipped} left the list meanwhile` : ''}, of{' '}
        {progress.total}
      </p>
    </li>
  );
}

interface Preview {
  subject: string;
  text: string;
}

/** Write, preview, try on oneself, then send to every confirmed address of the list. */
function Composer({
  list,
  confirmed,
  heading,
}: {
  list: string;
  confirmed: number;
  heading: string;
}) {
  const subjectId = useId();
  const textId = useId();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [note, setNote] = useState<ActionOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useAdminAction();
  const body = { list, subject, text };

  async function call(
    path: '/api/admin/announcements/preview' | '/api/admin/announcements/test',
    then: (data: Record<string, unknown>) => void,
  ) {
    setBusy(true);
    setNote(null);
    const answer = await api(path, { method: 'POST', body, auth: true });
    setBusy(false);
    // The document gives these answers no schema; the page reads each field it shows defensively.
    if (answer.ok) then(answer.data as Record<string, unknown>);
    else
      setNote({
        kind: 'error',
        text:
          answer.kind === 'network'
            ? 'The server could not be reached. Please try again.'
            : (answer.data.message ?? 'That did not work. Please try again.'),
      });
  }

  return (
    <section className="card admin-detail" aria-labelledby={`${subjectId}-heading`}>
      <h2 id={`${subjectId}-heading`} className="admin-subtitle">
        {heading}
      </h2>
      <div className="admin-field">
        <label htmlFor={subjectId}>Subject</label>
        <input
          id={subjectId}
          maxLength={200}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={textId}>Text (a blank line starts a new paragraph)</label>
        <textarea
          id={textId}
          rows={8}
          maxLength={20000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() =>
            void call('/api/admin/announcements/preview', (data) =>
              setPreview({ subject: String(data.subject), text: String(data.text) }),
            )
          }
        >
          Preview
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() =>
            void call('/api/admin/announcements/test', (data) =>
              setNote({ kind: 'success', text: String(data.message) }),
            )
          }
        >
          Send a test to yourself
        </button>
        <ConfirmButton
          className="btn btn-primary"
          label={`Send to ${confirmed} confirmed`}
          question={`Send “${subject}” to ${confirmed} confirmed ${confirmed === 1 ? 'address' : 'addresses'}? It cannot be called back.`}
          confirmLabel="Yes, send it"
          disabled={busy || send.pending || confirmed === 0}
          onConfirm={() => {
            void send
              .run('/api/admin/announcements', { method: 'POST', body }, (data) => {
                const total = (data as { total?: number }).total ?? 0;
                return `Sending to ${total} addresses. The progress is shown below.`;
              })
              .then((sent) => {
                if (sent) {
                  setSubject('');
                  setText('');
                  setPreview(null);
                }
              });
          }}
        />
      </div>
      <Outcome outcome={note ?? send.outcome} />
      {preview ? (
        <div className="announcement-preview" aria-label="Preview of the mail" role="region">
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          <pre>{preview.text}</pre>
        </div>
      ) : null}
    </section>
  );
}

/** The admin page of one list: announce, follow the sending, see and export the people. */
export function ListAdmin({
  data,
  label,
  announceHeading,
}: {
  data: ListData;
  label: string;
  announceHeading: string;
}) {
  const { list, people, announcements } = data;
  return (
    <>
      {people.ok ? (
        <Composer list={list} confirmed={people.data.confirmed} heading={announceHeading} />
      ) : null}
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading" className="admin-subtitle">
          Announcements
        </h2>
        {!announcements.ok ? (
          <AdminError message={announcements.message} />
        ) : announcements.data.length ? (
          <ul className="announcement-list">
            {announcements.data.map((progress) => (
              <ProgressLine key={`${progress.id}-${progress.state}`} initial={progress} />
            ))}
          </ul>
        ) : (
          <p>Nothing has been announced to this list yet.</p>
        )}
      </section>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="admin-subtitle">
          People on the list
        </h2>
        <p>
          <a
            className="btn btn-outline"
            href={`/api/admin/interest/${encodeURIComponent(list)}.csv`}
            download
          >
            Export CSV
          </a>
        </p>
        <PagedList list={people} empty="Nobody is on this list yet.">
          {(page) => <PeopleTable label={label} list={page} />}
        </PagedList>
      </section>
    </>
  );
}
