import { useState, type FormEvent } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { api, errorText } from '../../lib/api';
import { formText } from '../../lib/form-action';
import { memberApi } from '../../lib/member-loader';
import { clearSession } from '../../lib/session';
import { useForm } from '../../lib/use-form';
import { istDateTime } from '../../lib/time';
import type { SessionView } from '../../../src/sessions/session-view';
import { part } from './account-data';
import { done, refused, type Answer, type Post } from './account-post';
import { NETWORK } from './reauth';
import { useRefusedPost } from './refused-post';
import {
  Section,
  sectionMessage,
  type AccountSection,
  type SectionNotes,
  type SectionProps,
} from './Section';

const OTHERS_ENDED = 'You are signed out everywhere else. This device stays signed in.';

export const SESSIONS_NOTES: SectionNotes = {
  'session-ended': { tone: 'success', text: 'That session has ended.' },
  'other-sessions-ended': { tone: 'success', text: OTHERS_ENDED },
};

/** A date and time in India time, labelled IST: the same on the server and in the browser. */
function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{istDateTime(iso)}</time>;
}

/**
 * Sessions: every device where the member is signed in, the current one marked; end one, or all
 * the others. Both are native forms (POST /account, intent `end-session` or `end-other-sessions`)
 * that the page sends to the API instead once its JavaScript runs.
 */
export function SessionsSection({ id, title, data, flash }: SectionProps) {
  const [sessions, setSessions] = useState<SessionView[]>(data.sessions.data ?? []);
  const form = useForm();
  const posted = useRefusedPost(id);
  const others = sessions.filter((session) => !session.current);

  function end(session: SessionView) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      posted.dismiss();
      void form.run(async () => {
        const result = await api(`/api/auth/sessions/${encodeURIComponent(session.id)}`, {
          method: 'DELETE',
          auth: true,
        });
        if (result.ok || result.status === 404) {
          setSessions((list) => list.filter((s) => s.id !== session.id));
          form.setNotice(
            result.ok
              ? `The session on ${session.device} has ended.`
              : 'That session had already ended.',
          );
          return;
        }
        if (result.status === 401) {
          clearSession();
          window.location.assign('/login');
          return;
        }
        form.fail(errorText(result, 'message', 'The session could not be ended.', NETWORK));
      });
    };
  }

  const endOthers = form.submit(async () => {
    posted.dismiss();
    const result = await api('/api/auth/sessions/revoke-others', {
      method: 'POST',
      auth: true,
    });
    if (!result.ok) {
      form.fail(errorText(result, 'message', 'The other sessions could not be ended.', NETWORK));
      return;
    }
    setSessions((list) => list.filter((s) => s.current));
    form.setNotice(OTHERS_ENDED);
  });

  return (
    <Section
      id={id}
      title={title}
      description="The devices where you are signed in. If you do not recognise one, end it and change your password."
      message={sectionMessage(form, posted.message ?? flash)}
    >
      {data.sessions.problem ? (
        <p className="account-section-text">{data.sessions.problem}</p>
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id} className="session-item">
              <MonitorSmartphone aria-hidden="true" size={22} className="session-icon" />
              <div className="session-facts">
                <p className="session-device">
                  {session.device}
                  {session.current ? <span className="session-badge">This device</span> : null}
                </p>
                <p className="session-detail">
                  {session.ip ? <>Near {session.ip} · </> : null}
                  Signed in <When iso={session.createdAt} />
                  {session.lastUsedAt ? (
                    <>
                      {' '}
                      · Last used <When iso={session.lastUsedAt} />
                    </>
                  ) : null}
                </p>
              </div>
              {session.current ? null : (
                <form
                  method="post"
                  action={`/account#${id}`}
                  onSubmit={end(session)}
                  className="session-end"
                >
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="id" value={session.id} />
                  <button
                    type="submit"
                    className="btn btn-outline btn-sm"
                    disabled={form.busy}
                    aria-label={`End the session on ${session.device}`}
                  >
                    End session
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <form method="post" action={`/account#${id}`} onSubmit={endOthers}>
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className="btn btn-outline" disabled={form.busy}>
            <LogOut aria-hidden="true" size={16} /> Sign out of all other sessions
          </button>
        </form>
      ) : null}
    </Section>
  );
}

async function endSession(post: Post): Promise<Answer> {
  // An empty id names no session: the API answers it as it answers any id that is not the member's.
  const id = formText(post.form, 'id') || '-';
  const answer = await memberApi(post.args, `/api/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  if (!answer.ok) return refused('sessions', answer);
  // Ending the session of this very browser signs it out.
  const still = await memberApi(post.args, '/api/auth/me');
  return still.status === 401 ? redirect('/login', 303) : done('sessions', 'session-ended');
}

async function endOtherSessions(post: Post): Promise<Answer> {
  const answer = await memberApi(post.args, '/api/auth/sessions/revoke-others', {
    method: 'POST',
  });
  return answer.ok ? done('sessions', 'other-sessions-ended') : refused('sessions', answer);
}

const sessionsCalls = {
  /** Every live session of the account, the current one marked. */
  sessions: (args: LoaderFunctionArgs) =>
    part(args, '/api/auth/sessions', (answer: SessionView[]) => answer),
};

export const SESSIONS_SECTION: AccountSection<typeof sessionsCalls> = {
  id: 'sessions',
  title: 'Sessions',
  Component: SessionsSection,
  notes: SESSIONS_NOTES,
  calls: sessionsCalls,
  intents: import.meta.env.SSR
    ? { 'end-session': endSession, 'end-other-sessions': endOtherSessions }
    : {},
};
