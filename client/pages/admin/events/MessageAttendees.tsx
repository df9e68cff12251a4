import { useState } from 'react';
import { api, errorText } from '../../../lib/api';
import { istDay } from '../../events/event-data';
import { Outcome } from '../Outcome';
import type { ActionOutcome } from '../use-admin-action';
import { ConfirmAction } from './ConfirmAction';
import { eventPath, type AdminEvent, type AdminOccurrence } from './admin-events-api';

interface Preview {
  subject: string;
  paragraphs: string[];
}

/**
 * A message to everyone holding a seat (or to one date's people), sent through the announcement
 * queue: written, previewed as the mail's paragraphs, then sent after a question asked in the page.
 */
export function MessageAttendees({
  event,
  occurrences,
}: {
  event: AdminEvent;
  occurrences: AdminOccurrence[];
}) {
  const seats = event.counts.confirmed;
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [occurrence, setOccurrence] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [note, setNote] = useState<ActionOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const body = { subject, text, ...(occurrence ? { occurrence } : {}) };

  async function call(
    path: `/api/admin/events/${string}/messages`,
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
        text: errorText(
          answer,
          'message',
          'That did not work. Please try again.',
          'The server could not be reached. Please try again.',
        ),
      });
  }

  return (
    <section className="card admin-detail" aria-labelledby="message-heading">
      <h2 id="message-heading" className="admin-subtitle">
        Message the attendees
      </h2>
      <p>
        Sent to everyone holding a seat, through the announcement queue (each mail with the event’s
        page and a link to cancel).
      </p>
      {occurrences.length > 1 ? (
        <div className="admin-field">
          <label htmlFor="msg-occurrence">To</label>
          <select
            id="msg-occurrence"
            value={occurrence}
            onChange={(e) => setOccurrence(e.target.value)}
          >
            <option value="">Everyone, all dates</option>
            {occurrences.map((o) => (
              <option key={o.startsAt} value={new Date(o.startsAt).toISOString()}>
                Those registered for {istDay(o.startsAt)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="admin-field">
        <label htmlFor="msg-subject">Subject</label>
        <input
          id="msg-subject"
          maxLength={200}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="msg-text">Text (a blank line starts a new paragraph)</label>
        <textarea
          id="msg-text"
          rows={6}
          maxLength={20000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={!subject.trim() || !text.trim()}
          onClick={() =>
            setPreview({
              subject: subject.trim(),
              paragraphs: text.split(/\n\s*\n/).filter((part) => part.trim()),
            })
          }
        >
          Preview
        </button>
        <ConfirmAction
          label="Send"
          question={
            occurrence
              ? `Send “${subject}” to those holding a seat on ${istDay(occurrence)}?`
              : `Send “${subject}” to the ${seats} ${seats === 1 ? 'person' : 'people'} holding a seat on the coming dates?`
          }
          confirm="Send now"
          disabled={busy || !preview}
          onConfirm={() =>
            void call(eventPath(event.id, '/messages'), (data) => {
              const total = typeof data.total === 'number' ? data.total : 0;
              setNote({ kind: 'success', text: `Sending to ${total} people.` });
              setSubject('');
              setText('');
              setPreview(null);
            })
          }
        />
      </div>
      <Outcome outcome={note} />
      {preview ? (
        <div className="announcement-preview" aria-label="Preview of the mail" role="region">
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          {preview.paragraphs.map((paragraph, index) => (
            <p key={index} className="admin-message-text">
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
