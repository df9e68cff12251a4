import { defineRouteModule } from '../../lib/route-kit';
import { PracticePage } from '../../pages/PracticePage';

export default defineRouteModule({
  Component: PracticePage,
  head: () => ({
    title: 'Daily Practice: Meditation Timer, Mālā and Journal - Pragya Trust',
    description:
      'A meditation timer with interval bells, a mālā counter of 108 beads and a private journal of your sādhana, working with no network.',
  }),
});
