import { defineRouteModule } from '../../lib/route-kit';
import { DashboardPage } from '../../pages/DashboardPage';
import { dashboardLoader } from '../../pages/dashboard/dashboard-data';

export default defineRouteModule({
  Component: DashboardPage,
  loader: dashboardLoader,
  head: () => ({
    title: 'Dashboard - Pragya Trust',
    description: 'Your Pragya Trust account: profile, security settings and quick links.',
  }),
});
