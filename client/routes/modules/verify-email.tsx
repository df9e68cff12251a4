import { defineRouteModule } from '../../lib/route-kit';
import { VerifyEmailPage } from '../../pages/VerifyEmailPage';

export default defineRouteModule({
  Component: VerifyEmailPage,
  head: () => ({
    title: 'Email Verification - Pragya Trust',
    description: 'Confirm the e-mail address of your Pragya Trust account.',
  }),
});
