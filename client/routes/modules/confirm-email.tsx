import { defineRouteModule } from '../../lib/route-kit';
import { ConfirmEmailPage } from '../../pages/account/ConfirmEmailPage';

export default defineRouteModule({
  Component: ConfirmEmailPage,
  head: () => ({
    title: 'Confirm your new e-mail address - Pragya Trust',
    description: 'Confirm the new e-mail address of your Pragya Trust account.',
  }),
});
