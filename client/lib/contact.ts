import { useState } from 'react';
import { api, type ApiResult, type MessageAnswer } from './api';
import { storedToken } from './session';

/** A message to the trust, from the Contact page (with phone) or the home page's form. */
export interface ContactFields {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** Sends the message to the API; a signed-in member's token goes along so the message names them. */
export function sendContactMessage(fields: ContactFields): Promise<ApiResult<MessageAnswer>> {
  const body: ContactFields = { name: fields.name, email: fields.email, message: fields.message };
  if (fields.phone?.trim()) body.phone = fields.phone.trim();
  return api<MessageAnswer>('/api/contact', { body, auth: storedToken() !== null });
}

/** Stay Connected: asks for the news list's confirmation link (double opt-in). */
export function subscribeToNews(
  fields: Pick<ContactFields, 'name' | 'email'>,
): Promise<ApiResult<MessageAnswer>> {
  const body: { email: string; name?: string } = { email: fields.email };
  if (fields.name.trim()) body.name = fields.name.trim();
  return api<MessageAnswer>('/api/news', { body });
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
