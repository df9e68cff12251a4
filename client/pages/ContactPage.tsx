import { useEffect, useState, type FormEvent } from 'react';
import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CheckCircle2, Clock } from 'lucide-react';
import { usePublicContact } from '../app-context';
import { contactContent } from '../content/screens/contact';
import { site } from '../content/site';
import { ContactDetails } from '../components/ContactDetails';
import { VaranasiMap } from '../components/DeferredIllustrations';
import { NewTabLink } from '../components/NewTabLink';
import { PageHero } from '../components/PageHero';
import { SocialLinks } from '../components/SocialLinks';
import { api, fieldErrors } from '../lib/api';
import {
  NEWS_PENDING,
  NewsCheckbox,
  formOutcome,
  mailtoHref,
  newsRequested,
  sendMessage,
  useFields,
  type FormOutcome,
} from '../lib/contact';
import { HoneypotField, honeypotFilled } from '../components/HoneypotField';
import type { MessageFormFailure } from '../lib/message-form-action';
import { storedToken } from '../lib/session-store';

/**
 * A first sentence for the message when a course page sent the visitor here (?course={slug}). The
 * catalogue is loaded only for such a visit: the course page came with it already, and the contact
 * page's own first load stays without it.
 */
async function courseMessage(slug: string | null): Promise<string> {
  if (!slug) return '';
  // A chunk that cannot be loaded (a deploy replaced it) leaves the message empty, here and below.
  const catalogue = await import('../content/courses').catch(() => null);
  const course = catalogue?.findCourse(slug);
  if (!course) return '';
  return course.type === 'upcoming'
    ? `I would like to register my interest in the course “${course.title}”. Please let me know when enrolment opens.`
    : `I have a question about the course “${course.title}”.`;
}

/** The first sentence a call to action asks for (?topic=events, photos, …). */
async function topicMessage(topic: string | null): Promise<string> {
  if (!topic) return '';
  const topics = (await import('../content/screens/contact-topics').catch(() => null))
    ?.contactTopics;
  return (topics && Object.hasOwn(topics, topic) && topics[topic]) || '';
}

/** Read on the server and again on the client, from the same URL, so both render the same text. */
export async function contactLoader({ request }: LoaderFunctionArgs): Promise<{
  message: string;
  outcome: FormOutcome;
  news: boolean;
}> {
  const params = new URL(request.url).searchParams;
  return {
    message:
      (await courseMessage(params.get('course'))) || (await topicMessage(params.get('topic'))),
    outcome: formOutcome(request.url),
    news: newsRequested(request.url),
  };
}

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** When a member is signed in, their name and e-mail fill the empty fields (a failure is only logged). */
function usePrefillFromSession(fill: (name: string, email: string) => void) {
  useEffect(() => {
    if (!storedToken()) return;
    let active = true;
    void api('/api/auth/me', { auth: true }).then((result) => {
      if (!active) return;
      if (result.ok && result.data.user) fill(result.data.user.name, result.data.user.email);
      else console.warn('Contact form: the signed-in user could not be fetched', result.status);
    });
    return () => {
      active = false;
    };
    // Runs once after hydration; `fill` only writes into empty fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function ThankYou({ news, onAgain }: { news: string | null; onAgain: () => void }) {
  const { thankYou } = contactContent;
  return (
    <section className="card contact-form-card thank-you" aria-live="polite">
      <CheckCircle2 aria-hidden="true" size={48} className="thank-you-icon" />
      <h2 className="section-title">{thankYou.heading}</h2>
      <p>{thankYou.text}</p>
      {news ? <p>{news}</p> : null}
      <button type="button" className="btn btn-primary" onClick={onAgain}>
        {thankYou.button}
      </button>
    </section>
  );
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

/** A field's error from the server, under the field and named by it (`aria-describedby`). */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="field-error">
      {message}
    </span>
  ) : null;
}

/** The attributes that tie a field to its error. */
function invalid(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

/**
 * The contact form. With JavaScript it sends through the API and shows the thank-you screen; a
 * refusal of what was typed (400) shows the server's sentence under its field, and only a network
 * or server failure opens the visitor's mail program (spec §8). Without JavaScript it posts to
 * /contact natively (the route's action); a post that was not sent comes back as `failure`, with
 * what was typed and the server's sentences.
 */
function ContactForm({
  message,
  outcome,
  news,
  failure,
}: {
  message: string;
  outcome: FormOutcome;
  news: boolean;
  failure?: MessageFormFailure;
}) {
  const { form } = contactContent;
  const { email: inbox } = usePublicContact();
  const { fields, setFields, field } = useFields(failure?.fields ?? { ...EMPTY, message });
  const [wantsNews, setWantsNews] = useState(failure?.news ?? false);
  const [newsSentence, setNewsSentence] = useState<string | null>(
    outcome === 'sent' && news ? NEWS_PENDING : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>(failure?.errors ?? {});
  // The native post's failure (or ?form=failed), until the form is sent again with the scripts.
  const [failed, setFailed] = useState<MessageFormFailure | boolean>(
    failure ?? outcome === 'failed',
  );
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>(
    outcome === 'sent' ? 'success' : 'idle',
  );
  usePrefillFromSession((name, email) =>
    setFields((current) => ({
      ...current,
      name: current.name || name,
      email: current.email || email,
    })),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (honeypotFilled(formElement)) return;
    setStatus('submitting');
    setErrors({});
    setFailed(false);
    const { result, news: joined } = await sendMessage(fields, wantsNews);
    if (result.ok) {
      setNewsSentence(joined);
      setStatus('success');
      return;
    }
    setStatus('idle');
    const refused = result.status === 400 ? fieldErrors(result) : {};
    if (Object.keys(refused).length) {
      setErrors(refused);
      const first = Object.keys(refused)[0];
      formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    window.location.href = mailtoHref(inbox, fields);
  }

  if (status === 'success') {
    return (
      <ThankYou
        news={newsSentence}
        onAgain={() => {
          setFields(EMPTY);
          setWantsNews(false);
          setNewsSentence(null);
          setStatus('idle');
        }}
      />
    );
  }
  const submitting = status === 'submitting';
  return (
    <section className="card contact-form-card" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="section-title">
        {form.heading}
      </h2>
      {failed ? (
        <p className="form-error" role="alert">
          {typeof failed === 'object' && !Object.keys(failed.errors).length
            ? `${failed.message} `
            : ''}
          Your message could not be sent. Please check the fields and try again, or write to us at{' '}
          <a href={`mailto:${inbox}`}>{inbox}</a>.
        </p>
      ) : null}
      <form className="form contact-form" method="post" action="/contact" onSubmit={submit}>
        <p className="form-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <div className="form-row">
          <label className="field">
            <LabelText text={form.labels.name} />
            <input
              type="text"
              required
              maxLength={100}
              autoComplete="name"
              placeholder={form.placeholders.name}
              {...field('name')}
              {...invalid('contact-name-error', errors.name)}
            />
            <FieldError id="contact-name-error" message={errors.name} />
          </label>
          <label className="field">
            <LabelText text={form.labels.email} />
            <input
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              placeholder={form.placeholders.email}
              {...field('email')}
              {...invalid('contact-email-error', errors.email)}
            />
            <FieldError id="contact-email-error" message={errors.email} />
          </label>
        </div>
        <label className="field">
          <LabelText text={form.labels.phone} />
          <input
            type="tel"
            maxLength={30}
            autoComplete="tel"
            placeholder={form.placeholders.phone}
            {...field('phone')}
            {...invalid('contact-phone-error', errors.phone)}
          />
          <FieldError id="contact-phone-error" message={errors.phone} />
        </label>
        <label className="field">
          <LabelText text={form.labels.message} />
          <textarea
            required
            maxLength={5000}
            rows={6}
            placeholder={form.placeholders.message}
            {...field('message')}
            {...invalid('contact-message-error', errors.message)}
          />
          <FieldError id="contact-message-error" message={errors.message} />
        </label>
        <NewsCheckbox checked={wantsNews} onChange={setWantsNews} />
        <HoneypotField />
        <button type="submit" className="btn btn-primary btn-lg" disabled={submitting}>
          {/* A CSS ring, not an icon: one chunk fewer on the page's first load. */}
          {submitting ? <span aria-hidden="true" className="spinner spin" /> : null}
          {submitting ? 'Sending…' : form.button}
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
  const { message, outcome, news } = useLoaderData<typeof contactLoader>();
  const failure = useActionData<MessageFormFailure | undefined>();
  return (
    <>
      <PageHero
        title={contactContent.title}
        accent={contactContent.titleAccent}
        subtitle={contactContent.intro}
      />
      <div className="page-section">
        <div className="container contact-layout">
          <ContactForm
            key={message}
            message={message}
            outcome={outcome}
            news={news}
            failure={failure}
          />
          <ContactSidebar />
        </div>
      </div>
      <FindUs />
    </>
  );
}
