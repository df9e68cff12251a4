import { defineRouteModule } from '../../lib/route-kit';
import { ResetPasswordPage, resetPasswordLoader } from '../../pages/ResetPasswordPage';

export default defineRouteModule({
  Component: ResetPasswordPage,
  loader: resetPasswordLoader,
  head: () => ({
    title: 'Reset Password - Pragya Trust',
    description: 'Choose a new password for your Pragya Trust account.',
  }),
});
