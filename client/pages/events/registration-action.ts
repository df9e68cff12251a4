import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { formText, refused } from '../../lib/form-action';
import type { FormRefusal } from '../../lib/form-refusal';
import { loaderViewer, memberApi } from '../../lib/member-loader';
import { publicApi } from '../../lib/public-api';
import { notFound } from '../../lib/route-kit';
import type { RegistrationOutcome } from './event-data';

/** What a visitor typed into the registration card, given back with a refusal. */
export interface RegistrationFields {
  name: string;
  email: string;
  occurrence: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a registration's outcome is shown: the event's card, or the member's dashboard. */
function outcomeUrl(slug: string, toDashboard: boolean, outcome: RegistrationOutcome): string {
  return toDashboard
    ? `/dashboard?events=${outcome}#my-events`
    : `/events/${encodeURIComponent(slug)}?registration=${outcome}#register`;
}

/**
 * A refusal on an event's page. The API refuses a registration for an unknown event as bad input
 * (400), but the page at that address is the not-found page, and its status must say so too.
 */
async function onEventPage<T>(args: ActionFunctionArgs, slug: string, refusal: T): Promise<T> {
  if ((await publicApi(args, `/api/events/${encodeURIComponent(slug)}`)).status === 404) {
    notFound('page');
  }
  return refusal;
}

/**
 * The buttons of the pages a mailed link opens. Done: to the event's card (a confirmation) or the
 * cancel page's own thank-you. Refused: the page again with the API's sentence.
 */
async function tokenStep(args: ActionFunctionArgs, step: 'confirm' | 'cancel', token: string) {
  if (step === 'confirm') {
    const answer = await publicApi(args, '/api/events/registrations/confirm', {
      method: 'POST',
      body: { token },
    });
    if (!answer.ok) return refused(answer, {});
    const { slug, status } = answer.data;
    const placed = status === 'waitlisted' ? 'waitlisted' : 'confirmed';
    return typeof slug === 'string' && SLUG.test(slug)
      ? redirect(outcomeUrl(slug, false, placed), 303)
      : redirect('/events', 303);
  }
  const answer = await publicApi(
    args,
    `/api/events/registrations/cancel?token=${encodeURIComponent(token)}`,
    { method: 'POST' },
  );
  if (!answer.ok) return refused(answer, {});
  const slug = answer.data.slug;
  // An event gone since (its registrations with it): the page offers the list of events instead.
  const done = typeof slug === 'string' && SLUG.test(slug) ? slug : 'gone';
  return redirect(`/events/cancel?done=${done}`, 303);
}

/**
 * The action of an event's page (/events/{slug}) and of the pages a mailed link opens
 * (/events/confirm, /events/cancel), posted natively. A member's Register and Cancel are the
 * member's API calls (the session cookie's viewer), from the card or the dashboard
 * (`return=dashboard`); a visitor's registration is the public call, which mails the link and
 * answers a filled honeypot as if it had. Done: a 303 to where the outcome is shown. Refused: the
 * event's page again, saying why in its card; from the dashboard, back there with `events=failed`.
 */
export async function registrationAction(args: ActionFunctionArgs) {
  const slug = args.params.slug ?? '';
  const form = await args.request.formData();
  if (slug === 'confirm' || slug === 'cancel') {
    return tokenStep(args, slug, formText(form, 'token').trim());
  }
  const toDashboard = formText(form, 'return') === 'dashboard';
  const fields: RegistrationFields = {
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    occurrence: formText(form, 'occurrence').trim(),
  };
  const occurrence = fields.occurrence ? { occurrence: fields.occurrence } : {};
  const path = `/api/events/${encodeURIComponent(slug)}/registrations` as const;
  let answer;
  let done: RegistrationOutcome;
  if (loaderViewer(args)) {
    if (formText(form, 'action') === 'cancel') {
      answer = await memberApi(args, `${path}/mine`, { method: 'DELETE', body: occurrence });
      done = 'cancelled';
    } else {
      const placed = await memberApi(args, path, {
        method: 'POST',
        body: occurrence,
      });
      answer = placed;
      done = placed.ok && placed.data.status === 'waitlisted' ? 'waitlisted' : 'confirmed';
    }
  } else {
    // The card asks for a name, which the people at the door read from the list; the API leaves
    // it optional for its other callers.
    if (!fields.name.trim()) {
      const message = 'Please enter your name.';
      return onEventPage(
        args,
        slug,
        data<FormRefusal<RegistrationFields>>(
          { message, errors: { name: message }, fields },
          { status: 400 },
        ),
      );
    }
    const website = formText(form, 'website');
    answer = await publicApi(args, path, {
      method: 'POST',
      body: {
        ...occurrence,
        name: fields.name.trim(),
        email: fields.email,
        ...(website ? { website } : {}),
      },
    });
    done = 'pending';
  }
  if (answer.ok) return redirect(outcomeUrl(slug, toDashboard, done), 303);
  if (toDashboard) return redirect(outcomeUrl(slug, true, 'failed'), 303);
  return onEventPage(args, slug, refused(answer, fields));
}
