import { useState, type FormEvent } from 'react';
import { HoneypotField, honeypotFilled } from '../components/HoneypotField';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArrowRight, UserRound } from 'lucide-react';
import { courses } from '../content/courses';
import { homeContent } from '../content/screens/home';
import { Icon } from '../components/Icon';
import { errorText } from '../lib/api';
import {
  formOutcome,
  sendContactMessage,
  subscribeToNews,
  useFields,
  type FormOutcome,
} from '../lib/contact';
import { renderVariant } from '../lib/route-kit';
import { useSession } from '../lib/session';

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
export function homeLoader({ request }: LoaderFunctionArgs): {
  variant: number;
  outcome: FormOutcome;
} {
  return {
    outcome: formOutcome(request.url),
    variant: renderVariant(request, FEATURED_VARIANTS),
  };
}

function Greeting() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
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

const THANK_YOU =
  'Thank you! Please check your inbox: we have sent you a link to confirm your subscription.';
const SEND_FAILED = 'Error sending message. Try again.';
const EMPTY = { name: '', email: '', message: '' };

/**
 * The Stay Connected form: joins the news list (a confirmation link is mailed) and, when a message
 * is written, sends it to the trust through the contact API, with an alert for the outcome; before
 * JavaScript loads it posts natively and the outcome comes back in the address.
 */
function StayConnected() {
  const { stayConnected } = homeContent;
  const { outcome } = useLoaderData<typeof homeLoader>();
  const { fields, setFields, field } = useFields(EMPTY);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (honeypotFilled(event.currentTarget)) return;
    setSending(true);
    let result = await subscribeToNews(fields);
    if (result.ok && fields.message.trim()) result = await sendContactMessage(fields);
    setSending(false);
    if (result.ok) {
      window.alert(THANK_YOU);
      setFields(EMPTY);
    } else {
      console.error('Stay Connected: the message could not be sent', result.status);
      // A rate limit's own sentence says how long to wait; other failures keep the form's.
      window.alert(
        result.status === 429
          ? errorText(result, 'message', SEND_FAILED, SEND_FAILED)
          : SEND_FAILED,
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
        {outcome ? (
          <p className={outcome === 'sent' ? 'form-success' : 'form-error'} role="status">
            {outcome === 'sent' ? THANK_YOU : SEND_FAILED}
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
            <span className="visually-hidden">Message (optional)</span>
            <textarea
              maxLength={5000}
              rows={4}
              placeholder={stayConnected.placeholders.message}
              {...field('message')}
            />
          </label>
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
      <StayConnected />
    </>
  );
}
