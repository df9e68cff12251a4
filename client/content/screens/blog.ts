import type { LinkButton, PageMeta } from '../types';

/** Blog (/blog): an honest placeholder until articles are published. */
export const blogContent = {
  meta: {
    title: 'Blog - Pragya Trust',
    description:
      'Articles from Pragya Trust on Vedānta, meditation and the sacred texts are being prepared. Meanwhile, explore our recorded lectures or write to us.',
  } satisfies PageMeta,
  title: 'Blog',
  subtitle: 'Reflections on Vedānta, practice and the sacred texts',
  intro:
    'We are preparing articles on the teachings of Vedānta, on meditation and daily practice, and on the texts studied in our courses. They will appear here as they are completed.\n\n' +
    'In the meantime, recorded lectures and talks are available among our resources, and you are always welcome to write to us with a question.',
  pointers: [
    {
      label: 'Browse Resources',
      href: '/resources',
      text: 'Recorded lectures, talks and notes on the texts we study.',
    },
    {
      label: 'Contact Us',
      href: '/contact?topic=articles',
      text: 'Ask a question, or ask to be told when new articles appear.',
    },
  ] satisfies (LinkButton & { text: string })[],
};
