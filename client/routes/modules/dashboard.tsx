import { defineRouteModule } from '../../lib/route-kit';
import { DashboardPage } from '../../pages/DashboardPage';

export default defineRouteModule({
  Component: DashboardPage,
  head: () => ({
    title: 'Dashboard - Pragya Trust',
    description: 'Your Pragya Trust account: profile, security settings and quick links.',
  }),
});
