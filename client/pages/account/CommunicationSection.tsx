import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { api, errorText, type ApiResult } from '../../lib/api';
import type { Schema } from '../../lib/api-schema';
import { formText } from '../../lib/form-action';
import { memberApi } from '../../lib/member-loader';
import { useForm } from '../../lib/use-form';
import { part } from './account-data';
import { done, refuse, refused, type Answer, type Post } from './account-post';
import { NETWORK } from './reauth';
import { useRefusedPost } from './refused-post';
import {
  Section,
  sectionMessage,
  type AccountSection,
  type SectionNotes,
  type SectionProps,
} from './Section';
import { useExpired } from './use-expired';

/** GET /api/account/communication: the news, and the course interest lists the member is on. */
type Preferences = Schema<'CommunicationPreferencesResponse'>;

const NOTES = {
  'news-on': { tone: 'success', text: 'You will receive News from Pragya Trust at this address.' },
  'news-off': { tone: 'success', text: 'We will no longer send you News from Pragya Trust.' },
  'list-left': {
    tone: 'success',
    text: 'You have left that course’s interest list. We will not write to you about it.',
  },
} satisfies SectionNotes;

const NOT_SAVED = 'Your choice could not be saved.';
const CHOOSE_NEWS = 'Please choose whether you would like the news. Nothing was changed.';

/**
 * Communication preferences: whether the member receives the news, and the course interest lists
 * they are on, each of which they can leave, so that all the mail the trust may send them is
 * decided here. Both are native forms (POST /account, intent `communication-news` or
 * `communication-leave`) that the page sends to the API instead once its JavaScript runs.
 */
export function CommunicationSection({ id, title, data, flash }: SectionProps) {
  const [preferences, setPreferences] = useState(data.communication.data);
  const form = useForm();
  const posted = useRefusedPost(id);
  const expired = useExpired();
  if (!preferences) {
    return <Section id={id} title={title} description={data.communication.problem} />;
  }

  function send(call: () => Promise<ApiResult<Preferences>>, note: keyof typeof NOTES) {
    return form.submit(async () => {
      posted.dismiss();
      const result = await call();
      if (result.status === 401) return expired();
      if (!result.ok) return form.fail(errorText(result, 'message', NOT_SAVED, NETWORK));
      setPreferences(result.data);
      form.setNotice(NOTES[note].text);
    });
  }

  const news = preferences.news;
  return (
    <Section
      id={id}
      title={title}
      description={`What we may send to ${preferences.email}, and how to stop it.`}
      message={sectionMessage(form, posted.message ?? flash)}
    >
      <h3 className="data-heading">News from the trust</h3>
      <p className="account-section-text">
        {news
          ? 'You receive News from Pragya Trust: the announcements we send to everyone who asked for them.'
          : 'You do not receive News from Pragya Trust. Your address is already confirmed, so it starts at once, without a confirmation e-mail.'}
      </p>
      <form
        method="post"
        action={`/account#${id}`}
        onSubmit={send(
          () =>
            api('/api/account/communication/news', {
              method: 'PUT',
              auth: true,
              body: { subscribed: !news },
            }),
          news ? 'news-off' : 'news-on',
        )}
      >
        <input type="hidden" name="intent" value="communication-news" />
        <input type="hidden" name="subscribed" value={news ? 'false' : 'true'} />
        <button type="submit" className="btn btn-outline" disabled={form.busy}>
          {news ? 'Stop the news' : 'Send me the news'}
        </button>
      </form>

      <h3 className="data-heading">Course interest lists</h3>
      {preferences.interests.length === 0 ? (
        <p className="account-section-text">
          You are on no course’s interest list. On an upcoming course’s page, Register Interest puts
          you on its list, and we write to you when enrollment opens.
        </p>
      ) : (
        <>
          <p className="account-section-text">
            We write to you about these courses, for example when enrollment opens.
          </p>
          <ul className="interest-list">
            {preferences.interests.map((interest) => (
              <li key={interest.courseSlug}>
                <Link to={`/courses/${interest.courseSlug}`}>{interest.title}</Link>
                <form
                  method="post"
                  action={`/account#${id}`}
                  onSubmit={send(
                    () =>
                      api(
                        `/api/account/communication/interests/${encodeURIComponent(interest.courseSlug)}`,
                        { method: 'DELETE', auth: true },
                      ),
                    'list-left',
                  )}
                >
                  <input type="hidden" name="intent" value="communication-leave" />
                  <input type="hidden" name="courseSlug" value={interest.courseSlug} />
                  <button type="submit" className="btn btn-outline btn-sm" disabled={form.busy}>
                    Leave
                    <span className="visually-hidden"> the interest list of {interest.title}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="data-heading">Mails we always send</h3>
      <p className="account-section-text">
        Mails about your account, such as sign-in codes and password resets, and mails about an
        event you registered for are always sent, because you need them to use your account and to
        take part.
      </p>
    </Section>
  );
}

async function chooseNews(post: Post): Promise<Answer> {
  const choice = formText(post.form, 'subscribed');
  if (choice !== 'true' && choice !== 'false') return refuse('communication', 400, CHOOSE_NEWS);
  const subscribed = choice === 'true';
  const answer = await memberApi(post.args, '/api/account/communication/news', {
    method: 'PUT',
    body: { subscribed },
  });
  if (!answer.ok) return refused('communication', answer);
  return done('communication', subscribed ? 'news-on' : 'news-off');
}

async function leaveList(post: Post): Promise<Answer> {
  // An empty slug names no list: the API refuses it as it refuses any name that is not a list's.
  const slug = formText(post.form, 'courseSlug') || '-';
  const answer = await memberApi(
    post.args,
    `/api/account/communication/interests/${encodeURIComponent(slug)}`,
    { method: 'DELETE' },
  );
  return answer.ok ? done('communication', 'list-left') : refused('communication', answer);
}

const communicationCalls = {
  /** The news and the course interest lists of the member's address. */
  communication: (args: LoaderFunctionArgs) =>
    part(args, '/api/account/communication', (answer: Preferences) => answer),
};

export const COMMUNICATION_SECTION: AccountSection<typeof communicationCalls> = {
  id: 'communication',
  title: 'Communication preferences',
  Component: CommunicationSection,
  notes: NOTES,
  calls: communicationCalls,
  intents: import.meta.env.SSR
    ? { 'communication-news': chooseNews, 'communication-leave': leaveList }
    : {},
};
