import type { ReactNode } from 'react';
import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { MailCheck, MailQuestion, XCircle } from 'lucide-react';
import { AuthCard } from '../components/AuthCard';
import { notFound } from '../lib/route-kit';
import { findCourse } from '../content/courses';
import { TRY_AGAIN, type FormRefusal } from '../lib/form-refusal';

/** What a list is called on the pages: a course's title, or the news. */
function listName(list: string): string | null {
  if (list === 'news') return 'news from Pragya Trust';
  return findCourse(list)?.title ?? null;
}

type Mode = 'confirm' | 'unsubscribe';

export interface ListPageData {
  mode: Mode;
  token: string;
  /** The list that was just joined or left (its name), after the form's post. */
  done: string | null;
  /** Refused before the action ran (`?form=failed`: the page posts' own limit, say). */
  failed: boolean;
}

/**
 * /lists/confirm?token= (the double opt-in link) and /lists/unsubscribe?token= (the link in every
 * list mail): a page with one button, whose native post (the route's action, list-action.ts)
 * acts and comes back here with the outcome, or with the API's sentence. Opening a link never acts
 * by itself, so a mail scanner that follows links confirms or unsubscribes nobody.
 */
export function listPageLoader({ request, params }: LoaderFunctionArgs): ListPageData {
  if (params.step !== 'confirm' && params.step !== 'unsubscribe') notFound('page');
  const url = new URL(request.url);
  const list = url.searchParams.get('done');
  return {
    mode: params.step,
    token: url.searchParams.get('token') ?? '',
    done: list === null ? null : (listName(list) ?? 'the list'),
    failed: url.searchParams.get('form') === 'failed',
  };
}

const TEXT = {
  confirm: {
    title: 'Confirm your address',
    subtitle: 'One more step: press the button to confirm that we may write to this address.',
    button: 'Confirm',
    done: (name: string) =>
      name === 'news from Pragya Trust'
        ? 'Thank you. You will receive news from Pragya Trust; every message lets you leave with one click.'
        : `Thank you. You’re on the list for ${name}. We’ll write to you when enrollment opens.`,
    failed:
      'This link has expired or was already used. Please register your interest again on the course page.',
  },
  unsubscribe: {
    title: 'Leave this list',
    subtitle: 'Press the button and we will not write to this address about it again.',
    button: 'Unsubscribe',
    done: (name: string) =>
      `You have left the list for ${name}. We will not write to you about it again.`,
    failed: 'This unsubscribe link is not valid. Please use the link from the e-mail.',
  },
} as const;

/** The list's page; `fallback` when the route is another page of the same module (no list data). */
export function ListPage({ fallback }: { fallback: ReactNode }) {
  const data = useLoaderData<ListPageData | null>();
  const refusal = useActionData<FormRefusal<object> | undefined>();
  if (!data) return fallback;
  const { mode, token, done, failed } = data;
  const text = TEXT[mode];
  const back = { href: '/', label: 'Back to Home' };
  if (done) {
    return (
      <AuthCard
        title={mode === 'confirm' ? 'Confirmed' : 'Unsubscribed'}
        icon={<MailCheck aria-hidden="true" size={32} />}
        tone="success"
        back={back}
      >
        <p role="status">{text.done(done)}</p>
      </AuthCard>
    );
  }
  if (refusal || failed || !token) {
    return (
      <AuthCard
        title="This link does not work"
        icon={<XCircle aria-hidden="true" size={32} />}
        tone="danger"
        back={back}
      >
        <p role="alert">{refusal?.message ?? (failed ? TRY_AGAIN : text.failed)}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      icon={
        mode === 'confirm' ? (
          <MailCheck aria-hidden="true" size={32} />
        ) : (
          <MailQuestion aria-hidden="true" size={32} />
        )
      }
      back={back}
    >
      <form method="post" action={`/lists/${mode}`}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn btn-primary btn-block">
          {text.button}
        </button>
      </form>
    </AuthCard>
  );
}
