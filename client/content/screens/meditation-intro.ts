import type { LinkButton, PageMeta } from '../types';

/** Meditation list (/meditation): H1, intro above the six cards, and the closing call to action. */
export const meditationIntro = {
  meta: {
    title: 'Meditation Practices - Pragya Trust',
    description:
      'Six transformative practices, from conscious action to silent stillness: Kriya, Jap, Samvedana, Sakshi, Ahangrah Upasana and Chup Sadhana.',
  } satisfies PageMeta,
  title: 'Transformative Practices',
  titleAccent: 'Practices',
  intro:
    'Six practices lead from conscious action to silent stillness. Kriya brings awareness into action, Jap steadies the mind in sacred sound, Samvedana opens the heart, Sakshi teaches the art of witnessing, Ahangrah Upasana turns worship towards the Self, and Chup Sadhana rests in silence and non-doing.\n\n' +
    'Each can be practised on its own, and together they move from effort towards effortlessness.',
  cta: {
    heading: 'Begin Your Practice',
    text: 'Not sure where to start? Write to us and we will help you choose a practice that suits you.',
    button: { label: 'Get Guidance', href: '/contact?topic=guidance' } satisfies LinkButton,
  },
};
