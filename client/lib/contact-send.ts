import { api } from './api';
import { NEWS_PENDING, type ContactFields } from './contact';
import { storedToken } from './session-store';

// Loaded when a message form is sent, not with the page: content pages' first load is capped.

/** Sends the message to the API; a signed-in member's token goes along so the message names them. */
export function sendContactMessage(fields: ContactFields) {
  const body: ContactFields = { name: fields.name, email: fields.email, message: fields.message };
  if (fields.phone?.trim()) body.phone = fields.phone.trim();
  return api('/api/contact', { method: 'POST', body, auth: storedToken() !== null });
}

/** Asks for the news list's confirmation link (double opt-in). */
export function subscribeToNews(fields: Pick<ContactFields, 'name' | 'email'>) {
  const body: { email: string; name?: string } = { email: fields.email };
  if (fields.name.trim()) body.name = fields.name.trim();
  return api('/api/news', { method: 'POST', body });
}

export const NEWS_FAILED =
  'We could not add you to the news just now; please tick the box again with your next message.';

/**
 * Sends the message and, when the box was ticked and the message went, asks for the news list's
 * confirmation link. `news` is the sentence that follows the thank-you, or null.
 */
export async function sendMessageAndNews(
  fields: ContactFields,
  wantsNews: boolean,
): Promise<{ result: Awaited<ReturnType<typeof sendContactMessage>>; news: string | null }> {
  const result = await sendContactMessage(fields);
  if (!result.ok || !wantsNews) return { result, news: null };
  const joined = await subscribeToNews(fields);
  return { result, news: joined.ok ? NEWS_PENDING : NEWS_FAILED };
}
