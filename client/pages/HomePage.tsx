import { useState, type FormEvent } from 'react';
import { HoneypotField, honeypotFilled } from '../components/HoneypotField';
import { Link, useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArrowRight, UserRound } from 'lucide-react';
import { courses } from '../content/courses';
import { homeContent } from '../content/screens/home';
import { Icon } from '../components/Icon';
import { errorText } from '../lib/api';
import {
  NewsCheckbox,
  NEWS_PENDING,
  formOutcome,
  newsRequested,
  sendMessage,
  useFields,
  type FormOutcome,
} from '../lib/contact';
import type { MessageFormFailure } from '../lib/message-form-action';
import { renderVariant } from '../lib/route-kit';
import type { OccurrenceItem } from './events/event-data';
import { HomeEvents, homeEvents } from './events/home-events';
import { useViewer } from '../lib/use-viewer';

/** The specification's sentences for the home form (§8). */
const MESSAGE_THANKS = 'Thank you for your message! We will get back to you soon.';
const MESSAGE_FAILED = 'Error sending message. Try again.';

const FEATURED_COUNT = 3;

/** Every choice of three of the courses, in a fixed order: each is one variant of the page. */
function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

const FEATURED_SETS = combinations(courses, FEATURED_COUNT);
export const FEATURED_VARIANTS = FEATURED_SETS.length;

/**
 * Three courses chosen at random on each load. The server picks the variant (so it can reuse the
 * rendered page), and only its number travels to the client in the hydration data: the courses'
 * cards are in the page's bundle already.
 */
export async function homeLoader(args: LoaderFunctionArgs): Promise<{
  variant: number;
  outcome: FormOutcome;
  news: boolean;
  events: OccurrenceItem[];
}> {
  const { request } = args;
  return {
    outcome: formOutcome(request.url),
    news: newsRequested(request.url),
    variant: renderVariant(request, FEATURED_VARIANTS),
    events: await homeEvents(args),
  };
}

/**
 * The signed-in member's name above the hero: rendered by the server from the session cookie, so
 * it is in the first paint and nothing below it moves when the page runs.
 */
function Greeting() {
  const user = useViewer();
  if (!user) return null;
  return (
    <div className="hero-greeting">
      {user.avatar ? (
        <img
          src={user.avatar}
          alt=""
          width={48}
          height={48}
          className="avatar avatar-lg"
          referrerPolicy="no-referrer"
        />
      ) : (
        <UserRound aria-hidden="true" className="avatar avatar-lg avatar-icon" />
      )}
      <p>
        <span className="hero-greeting-name">{user.name}</span>
        {user.username ? <span className="hero-greeting-username">@{user.username}</span> : null}
      </p>
    </div>
  );
}

function Hero() {
  const { hero } = homeContent;
  return (
    <section className="hero">
      <div className="hero-art" aria-hidden="true" />
      <div className="container hero-inner">
        <Greeting />
        <h1 className="hero-title">
          <span>{hero.lines[0]}</span> <span className="accent">{hero.lines[1]}</span>
          <span className="hero-title-small">{hero.lines[2]}</span>
        </h1>
        <p className="hero-motto">“{hero.motto}”</p>
        <p className="hero-intro">{hero.intro}</p>
        <Link to={hero.button.href} className="btn btn-accent btn-lg">
          {hero.button.label}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}

function Pillars() {
  return (
    <section className="page-section" aria-labelledby="pillars-heading">
      <div className="container">
        <h2 id="pillars-heading" className="visually-hidden">
          What we offer
        </h2>
        <div className="card-grid card-grid-3">
          {homeContent.pillars.map((pillar) => (
            <article key={pillar.title} className="card pillar">
              <Icon name={pillar.icon} size={32} className="card-icon" />
              <h3 className="card-title">{pillar.title}</h3>
              <p>{pillar.text}</p>
              <Link to={pillar.link.href} className="text-link">
                {pillar.link.label}
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function FeaturedCourses() {
  const featured = FEATURED_SETS[useLoaderData<typeof homeLoader>().variant] ?? [];
  return (
    <section className="page-section section-tinted" aria-labelledby="featured-heading">
      <div className="container">
        <h2 id="featured-heading" className="section-title center">
          {homeContent.featured.heading}
        </h2>
        <div className="card-grid card-grid-3">
          {featured.map((course) => (
            <article key={course.slug} className="card course-card">
              <span
                className={`badge ${course.type === 'upcoming' ? 'badge-upcoming' : 'badge-previous'}`}
              >
                {course.type === 'upcoming' ? 'Upcoming' : 'Completed'}
              </span>
              <h3 className="card-title">{course.title}</h3>
              <p className="card-subtitle">{course.subtitle}</p>
              <p>{course.summary}</p>
              <Link to={`/courses/${course.slug}`} className="text-link">
                Learn More<span className="visually-hidden"> about {course.title}</span>
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

const EMPTY = { name: '', email: '', message: '' };

/**
 * Stay Connected (spec §5, §8): name, e-mail and message, all required, sent to the trust's inbox
 * as a contact message; success alerts the specification's thank-you and clears the fields, any
 * failure alerts its error sentence. The unticked news box also asks for the news (double opt-in),
 * its sentence after the thank-you. Before JavaScript loads the form posts natively (the route's
 * action): sent, the outcome comes back in the address; not sent, the page comes back with what
 * was typed and the server's sentence.
 */
function StayConnected() {
  const { stayConnected } = homeContent;
  const { outcome, news } = useLoaderData<typeof homeLoader>();
  // A native post that was not sent; forgotten once the form is sent again with the scripts.
  const [failure, setFailure] = useState(useActionData<MessageFormFailure | undefined>());
  const { fields, setFields, field } = useFields(
    failure
      ? { name: failure.fields.name, email: failure.fields.email, message: failure.fields.message }
      : EMPTY,
  );
  const [wantsNews, setWantsNews] = useState(failure?.news ?? false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (honeypotFilled(event.currentTarget)) return;
    setFailure(undefined);
    setSending(true);
    const sent = await sendMessage(fields, wantsNews);
    setSending(false);
    if (sent.result.ok) {
      window.alert(sent.news ? `${MESSAGE_THANKS} ${sent.news}` : MESSAGE_THANKS);
      setFields(EMPTY);
      setWantsNews(false);
    } else {
      console.error('Stay Connected: the message could not be sent', sent.result.status);
      // A rate limit's own sentence says how long to wait; other failures keep the form's.
      window.alert(
        sent.result.status === 429
          ? errorText(sent.result, 'message', MESSAGE_FAILED, MESSAGE_FAILED)
          : MESSAGE_FAILED,
      );
    }
  }

  return (
    <section className="page-section" id="stay-connected" aria-labelledby="stay-connected-heading">
      <div className="container narrow">
        <h2 id="stay-connected-heading" className="section-title center">
          {stayConnected.heading}
        </h2>
        <p className="lead center">{stayConnected.text}</p>
        {failure ? (
          <p className="form-error" role="status">
            {MESSAGE_FAILED} {Object.values(failure.errors)[0] ?? failure.message}
          </p>
        ) : outcome ? (
          <p className={outcome === 'sent' ? 'form-success' : 'form-error'} role="status">
            {outcome === 'sent'
              ? news
                ? `${MESSAGE_THANKS} ${NEWS_PENDING}`
                : MESSAGE_THANKS
              : MESSAGE_FAILED}
          </p>
        ) : null}
        <form className="form stay-connected" method="post" action="/" onSubmit={submit}>
          <div className="form-row">
            <label className="field">
              <span className="visually-hidden">Name</span>
              <input
                type="text"
                required
                maxLength={100}
                autoComplete="name"
                placeholder={stayConnected.placeholders.name}
                {...field('name')}
              />
            </label>
            <label className="field">
              <span className="visually-hidden">Email</span>
              <input
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                placeholder={stayConnected.placeholders.email}
                {...field('email')}
              />
            </label>
          </div>
          <label className="field">
            <span className="visually-hidden">Message</span>
            <textarea
              required
              maxLength={5000}
              rows={4}
              placeholder={stayConnected.placeholders.message}
              {...field('message')}
            />
          </label>
          <NewsCheckbox checked={wantsNews} onChange={setWantsNews} />
          <HoneypotField />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending…' : stayConnected.button}
          </button>
        </form>
      </div>
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <Hero />
      <Pillars />
      <FeaturedCourses />
      <HomeEvents />
      <StayConnected />
    </>
  );
}
