import { defineRouteModule } from '../../lib/route-kit';
import { AuthCallbackPage } from '../../pages/AuthCallbackPage';

export default defineRouteModule({
  Component: AuthCallbackPage,
  head: () => ({
    title: 'Authenticating - Pragya Trust',
    description: 'Completing your sign-in to Pragya Trust.',
  }),
});
