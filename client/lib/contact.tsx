import { useState } from 'react';
import type { ApiResult, MessageAnswer } from './api';

/** A message to the trust, from the Contact page (with phone) or the home page's form. */
export interface ContactFields {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** The box under both message forms that also asks for the news. */
export const NEWS_LABEL = "Also send me the trust's news";
/** Follows the thank-you when the box was ticked: the news needs the mailed link confirmed. */
export const NEWS_PENDING =
  'To receive the news, please open the link we have e-mailed you and confirm your address.';
/**
 * Sends a message form (and the news request when its box is ticked). The sending code is fetched
 * on the first send, off the page's first load; if even that fails, it is a network failure.
 */
export async function sendMessage(
  fields: ContactFields,
  wantsNews: boolean,
): Promise<{ result: ApiResult<MessageAnswer>; news: string | null }> {
  try {
    return await (await import('./contact-send')).sendMessageAndNews(fields, wantsNews);
  } catch {
    return { result: { kind: 'network', ok: false, status: 0, data: null }, news: null };
  }
}

/** Whether a native post came back having asked for the news (`?news=1`). */
export function newsRequested(url: string): boolean {
  return new URL(url).searchParams.get('news') === '1';
}

/** The visitor's own mail program, addressed to the trust: the fallback when the API fails. */
export function mailtoHref(to: string, fields: Pick<ContactFields, 'name' | 'message'>): string {
  const subject = encodeURIComponent(`Contact from ${fields.name}`);
  const body = encodeURIComponent(fields.message);
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

/** Outcome of a native (no-JavaScript) form post, carried back in the address after the redirect. */
export type FormOutcome = 'sent' | 'failed' | null;

export function formOutcome(url: string): FormOutcome {
  const value = new URL(url).searchParams.get('form');
  return value === 'sent' || value === 'failed' ? value : null;
}

/** Controlled text fields: `field(name)` gives an input its name, value and change handler. */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [fields, setFields] = useState(initial);
  const field = (name: keyof T & string) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });
  return { fields, setFields, field };
}

/**
 * The unticked box under a message form that also asks for the trust's news (double opt-in: a
 * confirmation link is mailed). Posted natively as `news=yes` before JavaScript runs.
 */
export function NewsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="check-field">
      <input
        type="checkbox"
        name="news"
        value="yes"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{NEWS_LABEL}</span>
    </label>
  );
}
