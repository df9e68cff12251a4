/**
 * The site's one way of writing a moment for a member or an admin: India time, labelled IST, the
 * same in the server's HTML and in the browser (the trust works in IST; a page that shows the
 * viewer's own zone says which, as the events' LocalTime does). Mails and CSV say IST too
 * (src/common/india-time-format.ts).
 */
const IST_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const IST_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** "27 Nov 2026, 7:30 am IST"; an em dash for no time, or one that does not read. */
export function istDateTime(iso: string | null | undefined): string {
  const time = iso ? new Date(iso) : null;
  if (!time || Number.isNaN(time.getTime())) return '—';
  return `${IST_DATE_TIME.format(time)} IST`;
}

/** "27 November 2026" (the day in India); null for none. */
export function istDay(iso: string | null | undefined): string | null {
  const time = iso ? new Date(iso) : null;
  if (!time || Number.isNaN(time.getTime())) return null;
  return IST_DATE.format(time);
}
