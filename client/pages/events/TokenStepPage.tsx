import { Link } from 'react-router';
import { PageHero } from '../../components/PageHero';
import { TRY_AGAIN, type FormRefusal } from '../../lib/form-refusal';

/** The pages a mailed link opens: confirm a visitor's registration, or cancel one. */
export interface TokenStepData {
  step: 'confirm' | 'cancel';
  token: string | null;
  /** Refused before the action ran (`?form=failed`: the page posts' own limit, say). */
  failed: boolean;
  /** After a cancellation: the event's slug ('gone' when it no longer exists). */
  done: string | null;
}

export function tokenStepData(step: 'confirm' | 'cancel', url: string): TokenStepData {
  const params = new URL(url).searchParams;
  const token = params.get('token');
  const done = params.get('done');
  return {
    step,
    token: token && token.length <= 200 ? token : null,
    failed: params.get('form') === 'failed',
    done: done && /^[a-z0-9-]{1,120}$/.test(done) ? done : null,
  };
}

const TEXT = {
  confirm: {
    title: 'Confirm your registration',
    ask: 'Press the button to confirm your address and take your place.',
    button: 'Confirm',
    failed: 'This link has expired or was already used. Please register again on the event’s page.',
  },
  cancel: {
    title: 'Cancel your registration',
    ask: 'Press the button to give up your place. If someone is waiting, they will be told it is theirs.',
    button: 'Cancel my registration',
    failed: 'This cancel link is not valid. Please use the link from the e-mail.',
  },
};

/**
 * The button is a native post (the route's action, registration-action.ts): a mail scanner that
 * opens the link changes nothing, and it works without JavaScript. A refused post comes back as
 * `refusal`, with the API's sentence.
 */
export function TokenStepPage({
  data,
  refusal,
}: {
  data: TokenStepData;
  refusal?: FormRefusal<object>;
}) {
  const text = TEXT[data.step];
  let body;
  if (data.done) {
    body = (
      <>
        <p className="form-success" role="status">
          Your registration is cancelled.
        </p>
        <Link
          to={data.done === 'gone' ? '/events' : `/events/${data.done}`}
          className="btn btn-primary"
        >
          {data.done === 'gone' ? 'See the events' : 'Back to the event'}
        </Link>
      </>
    );
  } else if (refusal || data.failed || !data.token) {
    body = (
      <>
        <p className="form-error" role="alert">
          {refusal?.message ?? (data.failed ? TRY_AGAIN : text.failed)}
        </p>
        <Link to="/events" className="btn btn-primary">
          See the events
        </Link>
      </>
    );
  } else {
    body = (
      <form method="post" action={`/events/${data.step}`}>
        <p>{text.ask}</p>
        <input type="hidden" name="token" value={data.token} />
        <button type="submit" className="btn btn-accent">
          {text.button}
        </button>
      </form>
    );
  }
  return (
    <>
      <PageHero title={text.title} />
      <div className="page-section">
        <div className="container narrow">
          <section className="card status-card">{body}</section>
        </div>
      </div>
    </>
  );
}

export function tokenStepHead(data: TokenStepData) {
  return {
    title: `${TEXT[data.step].title} - Pragya Trust`,
    description: 'A link from an e-mail of Pragya Trust about an event registration.',
    noindex: true,
  };
}
