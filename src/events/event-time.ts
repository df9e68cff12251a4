import { EVENT_ZONE } from './recurrence';

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: EVENT_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: EVENT_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Sunday, 7 March 2027, 7:00 am – 8:30 am IST": how mails and the admin name an occurrence. */
export function istRange(startsAt: Date, endsAt: Date): string {
  return `${IST.format(startsAt)} – ${IST_TIME.format(endsAt)} IST`;
}
