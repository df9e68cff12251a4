import type { Schema } from '../../../lib/api-schema';
import { useState, type FormEvent } from 'react';
import { EVENT_KINDS, istInputValue, istIso } from '../../events/event-data';
import { useNavigate } from 'react-router';
import { api, errorText } from '../../../lib/api';
import { Outcome } from '../Outcome';
import type { ActionOutcome } from '../use-admin-action';
import { ADMIN_EVENTS, eventPath, type AdminEvent, type EventBody } from './admin-events-api';
import { fromRule, monthlyWeekdayLabel, toRule, WEEKDAYS, type Recurrence } from './recurrence';

interface Fields {
  title: string;
  kind: string;
  description: string;
  starts: string;
  ends: string;
  recurrence: Recurrence;
  lastDate: string;
  slug: string;
  where: 'place' | 'online';
  place: string;
  mapUrl: string;
  onlineLink: string;
  capacity: string;
  registrationOpen: boolean;
}

function initialFields(event: AdminEvent | null): Fields {
  if (!event) {
    return {
      title: '',
      kind: 'satsang',
      description: '',
      starts: '',
      ends: '',
      recurrence: { repeat: 'none', days: [], rule: '' },
      lastDate: '',
      slug: '',
      where: 'place',
      place: '',
      mapUrl: '',
      onlineLink: '',
      capacity: '',
      registrationOpen: true,
    };
  }
  return {
    title: event.title,
    kind: event.kind,
    description: event.description,
    starts: istInputValue(event.startsAt),
    ends: istInputValue(event.endsAt),
    recurrence: fromRule(event.rrule),
    lastDate: event.until ? istInputValue(event.until).slice(0, 10) : '',
    slug: '',
    where: event.online ? 'online' : 'place',
    place: event.place ?? '',
    mapUrl: event.mapUrl ?? '',
    onlineLink: event.onlineLink ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    registrationOpen: event.registrationOpen,
  };
}

/** The problem a field has before anything is sent, or null. */
function problemOf(fields: Fields): string | null {
  if (!fields.title.trim()) return 'Please give the event a title.';
  if (!fields.starts || !fields.ends) return 'Please give the start and the end (India time).';
  if (fields.ends <= fields.starts) return 'The end must come after the start.';
  if (fields.recurrence.repeat === 'weekly' && fields.recurrence.days.length === 0)
    return 'Please choose the weekdays it repeats on.';
  if (
    fields.recurrence.repeat !== 'none' &&
    !fields.lastDate &&
    !/COUNT|UNTIL/.test(fields.recurrence.rule)
  )
    return 'A repeating event needs a last date.';
  if (fields.where === 'online' && !fields.onlineLink.trim())
    return 'Please give the link of the online meeting.';
  if (fields.where === 'place' && !fields.place.trim()) return 'Please give the address.';
  return null;
}

export function toBody(fields: Fields): EventBody {
  const startDate = fields.starts.slice(0, 10);
  const rule = toRule(fields.recurrence, startDate);
  const online = fields.where === 'online';
  return {
    title: fields.title.trim(),
    kind: fields.kind,
    description: fields.description,
    startsAt: istIso(fields.starts),
    endsAt: istIso(fields.ends),
    rrule: rule,
    until: rule && fields.lastDate ? istIso(`${fields.lastDate}T23:59:59`) : null,
    place: online ? null : fields.place.trim(),
    mapUrl: online ? null : fields.mapUrl.trim() || null,
    online,
    onlineLink: online ? fields.onlineLink.trim() : null,
    capacity: fields.capacity.trim() === '' ? null : Number(fields.capacity),
    registrationOpen: fields.registrationOpen,
  };
}

/**
 * Create, edit or duplicate an event. Times are typed in India time (datetime-local inputs, no zone
 * of their own) and sent as ISO 8601 with +05:30; the recurrence is built from plain choices into
 * an RRULE, with the dates it skips and its last date.
 */
export function EventForm({
  event,
  mode,
}: {
  event: AdminEvent | null;
  mode: 'create' | 'edit' | 'duplicate';
}) {
  const [fields, setFields] = useState<Fields>(() => {
    const initial = initialFields(event);
    return mode === 'duplicate' ? { ...initial, title: `${initial.title} (copy)` } : initial;
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const setRecurrence = (change: Partial<Recurrence>) =>
    setFields((current) => ({ ...current, recurrence: { ...current.recurrence, ...change } }));
  const repeats = fields.recurrence.repeat !== 'none';

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (pending) return;
    const found = problemOf(fields);
    setProblem(found);
    setOutcome(null);
    if (found) return;
    const body = toBody(fields);
    if (mode !== 'edit' && fields.slug.trim()) body.slug = fields.slug.trim();
    const editing = mode === 'edit' && event;
    setPending(true);
    // The document does not mark every field the form sends as null (a cleared field) nullable,
    // though the validation takes it: the server alone checks this body.
    const answer = editing
      ? await api(eventPath(event.id), {
          method: 'PATCH',
          body: body as Schema<'UpdateEventDto'>,
          auth: true,
        })
      : await api(ADMIN_EVENTS, {
          method: 'POST',
          body: body as Schema<'CreateEventDto'>,
          auth: true,
        });
    setPending(false);
    if (!answer.ok) {
      setOutcome({
        kind: 'error',
        text: errorText(
          answer,
          'message',
          'That did not work. Please try again.',
          'The server could not be reached. Please try again.',
        ),
      });
      return;
    }
    const id = editing ? event.id : (answer.data.id ?? '');
    // The opened event's page, its data loaded again, says what was done.
    navigate(`/admin/events?open=${encodeURIComponent(id)}&done=${editing ? 'saved' : 'created'}`, {
      replace: Boolean(editing),
      preventScrollReset: Boolean(editing),
    });
  }

  const heading =
    mode === 'edit' ? 'Edit the event' : mode === 'duplicate' ? 'Duplicate the event' : 'New event';
  return (
    <form
      className="card admin-detail event-admin-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="event-form-heading"
      noValidate
    >
      <h2 id="event-form-heading" className="admin-subtitle">
        {heading}
      </h2>
      <div className="event-admin-grid">
        <div className="admin-field event-admin-wide">
          <label htmlFor="ev-title">Title</label>
          <input
            id="ev-title"
            required
            maxLength={200}
            value={fields.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </div>
        {mode === 'edit' ? null : (
          <div className="admin-field">
            <label htmlFor="ev-slug">Slug (optional; made from the title when empty)</label>
            <input
              id="ev-slug"
              maxLength={120}
              pattern="[a-z0-9-]+"
              value={fields.slug}
              onChange={(e) => set('slug', e.target.value)}
            />
          </div>
        )}
        <div className="admin-field">
          <label htmlFor="ev-kind">Kind</label>
          <select id="ev-kind" value={fields.kind} onChange={(e) => set('kind', e.target.value)}>
            {Object.entries(EVENT_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="ev-capacity">Capacity (empty: no limit)</label>
          <input
            id="ev-capacity"
            type="number"
            min={1}
            max={10000}
            inputMode="numeric"
            value={fields.capacity}
            onChange={(e) => set('capacity', e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="ev-starts">Starts (India time)</label>
          <input
            id="ev-starts"
            type="datetime-local"
            required
            value={fields.starts}
            onChange={(e) => set('starts', e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="ev-ends">Ends (India time)</label>
          <input
            id="ev-ends"
            type="datetime-local"
            required
            value={fields.ends}
            onChange={(e) => set('ends', e.target.value)}
          />
        </div>
        <fieldset className="event-admin-wide event-admin-set">
          <legend>Repeats</legend>
          <div className="admin-field">
            <label htmlFor="ev-repeat">How often</label>
            <select
              id="ev-repeat"
              value={fields.recurrence.repeat}
              onChange={(e) => setRecurrence({ repeat: e.target.value as Recurrence['repeat'] })}
            >
              <option value="none">Does not repeat</option>
              <option value="weekly">Weekly</option>
              <option value="monthly-date">Monthly on the same date</option>
              <option value="monthly-weekday">
                Monthly on {monthlyWeekdayLabel(fields.starts.slice(0, 10))}
              </option>
              {fields.recurrence.repeat === 'custom' ? (
                <option value="custom">Custom rule</option>
              ) : null}
            </select>
          </div>
          {fields.recurrence.repeat === 'weekly' ? (
            <fieldset className="event-admin-days">
              <legend>On</legend>
              {WEEKDAYS.map(([code, label]) => (
                <label key={code} className="check-field">
                  <input
                    type="checkbox"
                    checked={fields.recurrence.days.includes(code)}
                    onChange={(e) =>
                      setRecurrence({
                        days: e.target.checked
                          ? [...fields.recurrence.days, code]
                          : fields.recurrence.days.filter((day) => day !== code),
                      })
                    }
                  />{' '}
                  {label}
                </label>
              ))}
            </fieldset>
          ) : null}
          {fields.recurrence.repeat === 'custom' ? (
            <div className="admin-field">
              <label htmlFor="ev-rule">RRULE</label>
              <input
                id="ev-rule"
                value={fields.recurrence.rule}
                onChange={(e) => setRecurrence({ rule: e.target.value })}
              />
            </div>
          ) : null}
          {repeats ? (
            <>
              <div className="admin-field">
                <label htmlFor="ev-until">Last date</label>
                <input
                  id="ev-until"
                  type="date"
                  value={fields.lastDate}
                  onChange={(e) => set('lastDate', e.target.value)}
                />
              </div>
              <p className="admin-muted">
                A single date it does not take place is cancelled in the list of coming dates, once
                the event is saved.
              </p>
            </>
          ) : null}
        </fieldset>
        <fieldset className="event-admin-wide event-admin-set">
          <legend>Where</legend>
          <label className="check-field">
            <input
              type="radio"
              name="ev-where"
              checked={fields.where === 'place'}
              onChange={() => set('where', 'place')}
            />{' '}
            In person
          </label>
          <label className="check-field">
            <input
              type="radio"
              name="ev-where"
              checked={fields.where === 'online'}
              onChange={() => set('where', 'online')}
            />{' '}
            Online
          </label>
          {fields.where === 'place' ? (
            <>
              <div className="admin-field">
                <label htmlFor="ev-place">Address</label>
                <input
                  id="ev-place"
                  maxLength={300}
                  value={fields.place}
                  onChange={(e) => set('place', e.target.value)}
                />
              </div>
              <div className="admin-field">
                <label htmlFor="ev-map">Map link (optional)</label>
                <input
                  id="ev-map"
                  type="url"
                  maxLength={500}
                  value={fields.mapUrl}
                  onChange={(e) => set('mapUrl', e.target.value)}
                />
              </div>
            </>
          ) : (
            <div className="admin-field">
              <label htmlFor="ev-link">Meeting link (shown only to those registered)</label>
              <input
                id="ev-link"
                type="url"
                maxLength={500}
                value={fields.onlineLink}
                onChange={(e) => set('onlineLink', e.target.value)}
              />
            </div>
          )}
        </fieldset>
        <div className="admin-field event-admin-wide">
          <label htmlFor="ev-description">Description (Markdown)</label>
          <textarea
            id="ev-description"
            rows={8}
            maxLength={20000}
            value={fields.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <label className="check-field event-admin-wide">
          <input
            type="checkbox"
            checked={fields.registrationOpen}
            onChange={(e) => set('registrationOpen', e.target.checked)}
          />{' '}
          Registration open
        </label>
      </div>
      {problem ? (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {mode === 'edit' ? 'Save' : 'Announce the event'}
        </button>
      </div>
      <Outcome outcome={outcome} />
    </form>
  );
}
