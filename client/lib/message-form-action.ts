import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { fieldErrors } from './api';
import { formText, refusalStatus } from './form-action';
import type { ContactFields } from './contact';
import { publicApi } from './public-api';

/**
 * A message form posted natively that was not sent: what was typed (so nothing is lost), the
 * server's sentence under each field it refused, and the API's sentence for anything else.
 */
export interface MessageFormFailure {
  fields: Required<ContactFields>;
  news: boolean;
  errors: Record<string, string>;
  message: string;
}

/** Where each message form's page shows its thank-you after a native post (post-redirect-get). */
const SENT: Record<'/' | '/contact', (news: boolean) => string> = {
  '/': (news) => `/?form=sent${news ? '&news=1' : ''}#stay-connected`,
  '/contact': (news) => `/contact?form=sent${news ? '&news=1' : ''}`,
};

/**
 * The action of the two message forms (Contact, and Stay Connected on the home page) when they are
 * posted without JavaScript: the same API calls the scripts make (the message; then, when the box
 * is ticked, the news list's double opt-in), in-process on the server. Sent: a 303 to the page's
 * thank-you. Not sent: the page again, with what was typed and why.
 */
export async function messageFormAction(
  args: ActionFunctionArgs,
  page: '/' | '/contact',
): Promise<Response | ReturnType<typeof data<MessageFormFailure>>> {
  const form = await args.request.formData();
  const fields = {
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    phone: formText(form, 'phone'),
    message: formText(form, 'message'),
  };
  const news = formText(form, 'news') === 'yes';
  // The honeypot goes to the API, which answers a filled one as if sent and keeps nothing.
  const website = formText(form, 'website');
  const sent = await publicApi(args, '/api/contact', {
    method: 'POST',
    body: {
      name: fields.name,
      email: fields.email,
      message: fields.message,
      ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
      ...(website ? { website } : {}),
    },
  });
  if (sent.ok) {
    const joined = news
      ? await publicApi(args, '/api/news', {
          method: 'POST',
          body: {
            email: fields.email,
            ...(fields.name.trim() ? { name: fields.name.trim() } : {}),
            ...(website ? { website } : {}),
          },
        })
      : undefined;
    return redirect(SENT[page](Boolean(joined?.ok)), 303);
  }
  const status = refusalStatus(sent);
  const message =
    sent.kind === 'error' && typeof sent.data.message === 'string'
      ? sent.data.message
      : 'Your message could not be sent just now.';
  return data({ fields, news, errors: fieldErrors(sent), message }, { status });
}
