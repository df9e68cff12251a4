import { defineRouteModule } from '../../lib/route-kit';
import { ResetPasswordPage } from '../../pages/ResetPasswordPage';

export default defineRouteModule({
  Component: ResetPasswordPage,
  head: () => ({
    title: 'Reset Password - Pragya Trust',
    description: 'Choose a new password for your Pragya Trust account.',
  }),
});
