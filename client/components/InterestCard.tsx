import { useId } from 'react';
import { CalendarClock } from 'lucide-react';
import { TRY_AGAIN, type FormRefusal } from '../lib/form-refusal';
import type { InterestOutcome, InterestState } from '../lib/interest';
import { useViewer } from '../lib/use-viewer';
import type { InterestFields } from '../pages/course/interest-action';
import { HoneypotField } from './HoneypotField';

/**
 * The upcoming course's Register Interest card. Every form here is a native post to the course's
 * own address (its route's action, client/pages/course/interest-action.ts), so it works before
 * JavaScript loads. A visitor's card is the same for everyone (the page comes from the render
 * cache); a member's page is rendered for them and shows their own state. A refused post comes
 * back as `refusal`: the API's sentence, and what the visitor typed.
 */
export function InterestCard({
  course,
  state,
  outcome,
  refusal,
  run,
}: {
  course: { slug: string; title: string };
  /** The run it is for, when one is announced: "For the run of …". */
  run?: string;
  state: InterestState | null;
  outcome: InterestOutcome | null;
  refusal?: FormRefusal<InterestFields>;
}) {
  const viewer = useViewer();
  const action = `/courses/${course.slug}`;
  const nameId = useId();
  const emailId = useId();
  const problemId = useId();
  const registered = state?.registered ?? false;
  const problemText = refusal?.message ?? (outcome === 'failed' ? TRY_AGAIN : null);
  const problem = problemText ? (
    <p className="form-error" role="alert" id={problemId}>
      {problemText}
    </p>
  ) : null;
  const emailRefused = Boolean(refusal?.errors.email);
  return (
    <section
      className="card side-card"
      id="register-interest"
      aria-labelledby="status-card-heading"
    >
      <CalendarClock aria-hidden="true" size={32} className="card-icon" />
      <h2 id="status-card-heading" className="card-title">
        Register Interest
      </h2>
      {run ? <p className="interest-run">{run}</p> : null}
      {registered ? (
        <>
          <p className="form-success" role="status">
            {`You’re on the list for ${course.title}. We’ll write to ${viewer?.email ?? 'you'} when enrollment opens.`}
          </p>
          {problem}
          <form method="post" action={action} className="side-card-actions">
            <input type="hidden" name="action" value="withdraw" />
            <button type="submit" className="btn btn-outline">
              Withdraw
            </button>
          </form>
        </>
      ) : state ? (
        <>
          {outcome === 'withdrawn' ? (
            <p className="form-success" role="status">
              {`You have left the list for ${course.title}.`}
            </p>
          ) : (
            <p>Be notified when enrollment opens</p>
          )}
          {problem}
          <form method="post" action={action} className="side-card-actions">
            <input type="hidden" name="action" value="register" />
            <button type="submit" className="btn btn-accent">
              Register Interest
            </button>
          </form>
        </>
      ) : outcome === 'pending' ? (
        <p className="form-success" role="status">
          {`Thank you. Please check your inbox: we have sent a link to confirm your interest in ${course.title}. It is valid for 7 days.`}
        </p>
      ) : (
        <>
          <p>Be notified when enrollment opens. We will send a link to confirm your address.</p>
          {problem}
          <form method="post" action={action} className="form interest-form">
            <input type="hidden" name="action" value="register" />
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
                aria-invalid={emailRefused || undefined}
                aria-describedby={emailRefused ? problemId : undefined}
              />
            </div>
            <div className="field">
              <label htmlFor={nameId}>Name (optional)</label>
              <input
                id={nameId}
                type="text"
                name="name"
                maxLength={100}
                autoComplete="name"
                defaultValue={refusal?.fields.name}
              />
            </div>
            <HoneypotField />
            <button type="submit" className="btn btn-accent">
              Register Interest
            </button>
          </form>
        </>
      )}
    </section>
  );
}
