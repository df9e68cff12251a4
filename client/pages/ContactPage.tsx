import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Clock } from 'lucide-react';
import { findCourse } from '../content/courses';
import { contactContent } from '../content/pages';
import { site } from '../content/site';
import { ContactDetails } from '../components/ContactDetails';
import { VaranasiMap } from '../components/InfoIllustrations';
import { NewTabLink } from '../components/NewTabLink';
import { PageHero } from '../components/PageHero';
import { SocialLinks } from '../components/SocialLinks';

/** A first sentence for the message when a course page sent the visitor here (?course={slug}). */
export function courseMessage(slug: string | null): string {
  const course = slug ? findCourse(slug) : undefined;
  if (!course) return '';
  return course.type === 'upcoming'
    ? `I would like to register my interest in the course “${course.title}”. Please let me know when enrolment opens.`
    : `I have a question about the course “${course.title}”.`;
}

/** Read on the server and again on the client, from the same URL, so both render the same text. */
export function contactLoader({ request }: LoaderFunctionArgs): { message: string } {
  return { message: courseMessage(new URL(request.url).searchParams.get('course')) };
}

/** A field label: a trailing " *" is shown but not read out (the field itself is `required`). */
function LabelText({ text }: { text: string }) {
  const required = text.endsWith(' *');
  return (
    <span className="field-label">
      {required ? text.slice(0, -2) : text}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </span>
  );
}

/** The native form: it posts to /contact, so it works before (and without) JavaScript. */
function ContactForm({ message }: { message: string }) {
  const { form } = contactContent;
  return (
    <section className="card contact-form-card" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="section-title">
        {form.heading}
      </h2>
      <form className="form contact-form" method="post" action="/contact">
        <p className="form-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <div className="form-row">
          <label className="field">
            <LabelText text={form.labels.name} />
            <input
              type="text"
              name="name"
              required
              autoComplete="name"
              placeholder={form.placeholders.name}
            />
          </label>
          <label className="field">
            <LabelText text={form.labels.email} />
            <input
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder={form.placeholders.email}
            />
          </label>
        </div>
        <label className="field">
          <LabelText text={form.labels.phone} />
          <input type="tel" name="phone" autoComplete="tel" placeholder={form.placeholders.phone} />
        </label>
        <label className="field">
          <LabelText text={form.labels.message} />
          <textarea
            key={message}
            name="message"
            required
            rows={6}
            placeholder={form.placeholders.message}
            defaultValue={message}
          />
        </label>
        <div className="visually-hidden" aria-hidden="true">
          <label>
            Leave this field empty if you are human
            <input type="text" name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className="btn btn-primary btn-lg">
          {form.button}
        </button>
      </form>
    </section>
  );
}

function ContactSidebar() {
  const { getInTouch, followUs, responseTime } = contactContent;
  return (
    <div className="contact-side">
      <section className="card" aria-labelledby="get-in-touch-heading">
        <h2 id="get-in-touch-heading" className="card-title">
          {getInTouch.heading}
        </h2>
        <ContactDetails />
      </section>
      <section className="card" aria-labelledby="follow-us-heading">
        <h2 id="follow-us-heading" className="card-title">
          {followUs.heading}
        </h2>
        <SocialLinks className="social-links contact-social" />
      </section>
      <section className="card response-time" aria-labelledby="response-time-heading">
        <h2 id="response-time-heading" className="card-title">
          <Clock aria-hidden="true" size={20} /> {responseTime.heading}
        </h2>
        <p>{responseTime.text}</p>
      </section>
    </div>
  );
}

function FindUs() {
  const { findUs } = contactContent;
  return (
    <section className="page-section find-us" aria-labelledby="find-us-heading">
      <div className="container">
        <h2 id="find-us-heading" className="section-title center">
          {findUs.heading}
        </h2>
        <p className="lead center">{findUs.text}</p>
        <div className="map-frame">
          <VaranasiMap />
        </div>
        <div className="button-row center">
          <NewTabLink href={site.contact.mapsUrl} className="btn btn-accent">
            {findUs.button}
          </NewTabLink>
        </div>
      </div>
    </section>
  );
}

export function ContactPage() {
  const { message } = useLoaderData<typeof contactLoader>();
  return (
    <>
      <PageHero
        title={contactContent.title}
        accent={contactContent.titleAccent}
        subtitle={contactContent.intro}
      />
      <div className="page-section">
        <div className="container contact-layout">
          <ContactForm message={message} />
          <ContactSidebar />
        </div>
      </div>
      <FindUs />
    </>
  );
}
