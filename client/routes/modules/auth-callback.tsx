import { defineRouteModule } from '../../lib/route-kit';
import { AuthCallbackPage, authCallbackLoader } from '../../pages/AuthCallbackPage';

export default defineRouteModule({
  Component: AuthCallbackPage,
  loader: authCallbackLoader,
  head: () => ({
    title: 'Authenticating - Pragya Trust',
    description: 'Completing your sign-in to Pragya Trust.',
    noindex: true,
  }),
});
