import { useId } from 'react';
import { CalendarClock } from 'lucide-react';
import type { InterestOutcome, InterestState } from '../lib/interest';
import { useViewer } from '../lib/use-viewer';
import { HoneypotField } from './HoneypotField';

/**
 * The upcoming course's Register Interest card. Every form here is a native post to the course's
 * own address (src/lists/lists-page-forms.controller.ts), so it works before JavaScript loads.
 * A visitor's card is the same for everyone (the page comes from the render cache); a member's
 * page is rendered for them and shows their own state.
 */
export function InterestCard({
  course,
  state,
  outcome,
  run,
}: {
  course: { slug: string; title: string };
  /** The run it is for, when one is announced: "For the run of …". */
  run?: string;
  state: InterestState | null;
  outcome: InterestOutcome | null;
}) {
  const viewer = useViewer();
  const action = `/courses/${course.slug}`;
  const nameId = useId();
  const emailId = useId();
  const registered = state?.registered ?? false;
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
          {outcome === 'failed' ? (
            <p className="form-error" role="alert">
              That did not work just now. Please try again in a few minutes.
            </p>
          ) : null}
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
          {outcome === 'invalid' || outcome === 'failed' ? (
            <p className="form-error" role="alert">
              {outcome === 'invalid'
                ? 'Please enter a valid e-mail address.'
                : 'That did not work just now. Please try again in a few minutes.'}
            </p>
          ) : null}
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
              />
            </div>
            <div className="field">
              <label htmlFor={nameId}>Name (optional)</label>
              <input id={nameId} type="text" name="name" maxLength={100} autoComplete="name" />
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
