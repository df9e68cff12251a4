import { accountHead } from '../../lib/account-head';
import { defineRouteModule } from '../../lib/route-kit';
import { ForgotPasswordPage } from '../../pages/ForgotPasswordPage';

export default defineRouteModule({
  Component: ForgotPasswordPage,
  head: accountHead(
    'Forgot Password - Pragya Trust',
    'Forgot your Pragya Trust password? Enter your e-mail and we will send you reset instructions.',
  ),
});
