import { defineRouteModule } from '../../lib/route-kit';
import { AccountDeletedPage } from '../../pages/AccountDeletedPage';

export default defineRouteModule({
  Component: AccountDeletedPage,
  head: () => ({
    title: 'Account Deleted - Pragya Trust',
    description: 'Your Pragya Trust account has been deleted.',
    noindex: true,
  }),
});
