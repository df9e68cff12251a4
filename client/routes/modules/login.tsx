import { accountHead } from '../../lib/account-head';
import { defineRouteModule } from '../../lib/route-kit';
import { LoginPage, loginLoader } from '../../pages/LoginPage';

export default defineRouteModule({
  Component: LoginPage,
  loader: loginLoader,
  head: accountHead(
    'Sign In - Pragya Trust',
    'Sign in to your Pragya Trust account to continue your spiritual journey: courses, resources and meditation.',
  ),
});
