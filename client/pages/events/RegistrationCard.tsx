import { useId } from 'react';
import { Ticket } from 'lucide-react';
import { HoneypotField } from '../../components/HoneypotField';
import { TRY_AGAIN, type FormRefusal } from '../../lib/form-refusal';
import { useViewer } from '../../lib/use-viewer';
import {
  istDay,
  istTimes,
  type EventDetail,
  type MyRegistration,
  type RegistrationOutcome,
} from './event-data';
import type { RegistrationFields } from './registration-action';

/** A visitor's outcome after the mailed link (their page is not rendered for them). */
const PLACED: Partial<Record<RegistrationOutcome, string>> = {
  confirmed: 'You are registered. We have sent the details, with a calendar file, by e-mail.',
  waitlisted: 'This date is full: you are on the waitlist. We will write to you if a place opens.',
  cancelled: 'Your registration is cancelled.',
};

function whenText(startsAt: string, endsAt: string): string {
  return `${istDay(startsAt)}, ${istTimes(startsAt, endsAt)}`;
}

/**
 * The dates one can register for: a choice when the event repeats (the one chosen before a
 * refusal, if still open), else a hidden field.
 */
function OccurrenceChoice({ event, chosen }: { event: EventDetail; chosen?: string }) {
  const id = useId();
  const open = event.occurrences.filter((occurrence) => !occurrence.cancelled);
  if (open.length <= 1) {
    return open[0] ? <input type="hidden" name="occurrence" value={open[0].startsAt} /> : null;
  }
  const kept = open.find((occurrence) => occurrence.startsAt === chosen);
  return (
    <div className="field">
      <label htmlFor={id}>Date</label>
      <select id={id} name="occurrence" defaultValue={(kept ?? open[0]).startsAt}>
        {open.map((occurrence) => (
          <option key={occurrence.startsAt} value={occurrence.startsAt}>
            {whenText(occurrence.startsAt, occurrence.endsAt)}
            {occurrence.seatsLeft !== null && occurrence.seatsLeft <= 0 ? ' (waitlist)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function MyPlace({ event, registration }: { event: EventDetail; registration: MyRegistration }) {
  const when = whenText(registration.occurrence, registration.endsAt);
  return (
    <li className="my-registration">
      <p className="form-success" role="status">
        {registration.status === 'waitlisted'
          ? `You are on the waitlist for ${when}. We will write to you if a place opens.`
          : `You are registered for ${when}.`}
      </p>
      {registration.onlineLink ? (
        <p className="event-link">
          Join online: <a href={registration.onlineLink}>{registration.onlineLink}</a>
        </p>
      ) : null}
      <form method="post" action={`/events/${event.slug}`}>
        <input type="hidden" name="action" value="cancel" />
        <input type="hidden" name="occurrence" value={registration.occurrence} />
        <button type="submit" className="btn btn-outline btn-sm">
          Cancel my registration<span className="visually-hidden"> for {when}</span>
        </button>
      </form>
    </li>
  );
}

/**
 * Registration: every form is a native post to the event's own address (its route's action,
 * registration-action.ts), so it works before and without JavaScript. A member registers in one
 * press and can cancel; a visitor gives a name and an address and confirms by the mailed link. A
 * visitor's card is the same for everyone (the page is cached); a member's page is rendered for
 * them and shows their registrations. A refused post comes back as `refusal`: the API's sentence,
 * and what the visitor typed.
 */
export function RegistrationCard({
  event,
  mine,
  outcome,
  refusal,
}: {
  event: EventDetail;
  mine: MyRegistration[] | null;
  outcome: RegistrationOutcome | null;
  refusal?: FormRefusal<RegistrationFields>;
}) {
  const viewer = useViewer();
  const nameId = useId();
  const emailId = useId();
  const problemId = useId();
  const action = `/events/${event.slug}`;
  const upcoming = event.occurrences.filter((occurrence) => !occurrence.cancelled);
  const full =
    upcoming.length > 0 && upcoming.every((o) => o.seatsLeft !== null && o.seatsLeft <= 0);
  const mineHere = (mine ?? []).filter((registration) => registration.slug === event.slug);
  const problem = refusal?.message ?? (outcome === 'failed' ? TRY_AGAIN : undefined);
  const refusedField = (name: keyof RegistrationFields) =>
    refusal?.errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};
  const button = full ? 'Join the waitlist' : 'Register';

  let body;
  if (event.cancelled) {
    body = <p>This event has been cancelled.</p>;
  } else if (outcome === 'pending') {
    body = (
      <p className="form-success" role="status">
        {`Thank you. Please check your inbox: we have sent a link to confirm your registration for ${event.title}. It is valid for 7 days.`}
      </p>
    );
  } else {
    body = (
      <>
        {mineHere.length ? (
          <ul className="my-registrations">
            {mineHere.map((registration) => (
              <MyPlace key={registration.occurrence} event={event} registration={registration} />
            ))}
          </ul>
        ) : outcome && PLACED[outcome] ? (
          <p className="form-success" role="status">
            {PLACED[outcome]}
          </p>
        ) : null}
        {problem ? (
          <p className="form-error" role="alert" id={problemId}>
            {problem}
          </p>
        ) : null}
        {!event.registrationOpen ? (
          <p>Registration is closed.</p>
        ) : upcoming.length === 0 ? (
          <p>There is no coming date to register for.</p>
        ) : (
          <>
            {full ? (
              <p className="event-full">
                This event is full. You can join the waitlist: when a place opens, the first in line
                is registered and told by e-mail.
              </p>
            ) : null}
            {mine ? (
              <form method="post" action={action} className="form event-form">
                <input type="hidden" name="action" value="register" />
                <OccurrenceChoice event={event} chosen={refusal?.fields.occurrence} />
                <button type="submit" className="btn btn-accent">
                  {button}
                  {viewer ? <span className="visually-hidden"> as {viewer.name}</span> : null}
                </button>
              </form>
            ) : (
              <form method="post" action={action} className="form event-form">
                <input type="hidden" name="action" value="register" />
                <p>We will send a link to confirm your address.</p>
                <div className="field">
                  <label htmlFor={nameId}>Name</label>
                  <input
                    id={nameId}
                    type="text"
                    name="name"
                    required
                    maxLength={100}
                    autoComplete="name"
                    defaultValue={refusal?.fields.name}
                    {...refusedField('name')}
                  />
                </div>
                <div className="field">
                  <label htmlFor={emailId}>E-mail</label>
                  <input
                    id={emailId}
                    type="email"
                    name="email"
                    required
                    maxLength={254}
                    autoComplete="email"
                    defaultValue={refusal?.fields.email}
                    {...refusedField('email')}
                  />
                </div>
                <OccurrenceChoice event={event} chosen={refusal?.fields.occurrence} />
                <HoneypotField />
                <button type="submit" className="btn btn-accent">
                  {button}
                </button>
              </form>
            )}
          </>
        )}
      </>
    );
  }

  return (
    <section className="card side-card" id="register" aria-labelledby="register-heading">
      <Ticket aria-hidden="true" size={32} className="card-icon" />
      <h2 id="register-heading" className="card-title">
        Register
      </h2>
      {body}
    </section>
  );
}
