import type { LinkButton, PageMeta } from '../types';

/** Coming Soon (/coming-soon and the Asparsha Yoga 3-day and 7-day pages). */
export const comingSoonContent = {
  meta: {
    title: 'Coming Soon - Pragya Trust',
    description:
      'This Pragya Trust programme is being prepared. Details and dates will be shared here; write to us to be notified when it opens.',
  } satisfies PageMeta,
  title: 'Coming Soon',
  text: 'This programme is being prepared. Details and dates will be shared here when they are ready. Ask to be notified, and we will write to you when it opens.',
  buttons: [
    { label: 'Back to Courses', href: '/courses' },
    { label: 'Get Notified', href: '/contact?topic=programme' },
  ] satisfies LinkButton[],
};
