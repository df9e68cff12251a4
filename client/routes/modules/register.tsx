import { accountHead } from '../../lib/account-head';
import { defineRouteModule } from '../../lib/route-kit';
import { RegisterPage } from '../../pages/RegisterPage';

export default defineRouteModule({
  Component: RegisterPage,
  head: accountHead(
    'Sign Up - Pragya Trust',
    'Create your Pragya Trust account and begin your journey of consciousness exploration.',
  ),
});
