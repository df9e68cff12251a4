import type { LoaderFunctionArgs } from 'react-router';
import { defineRouteModule } from '../../lib/route-kit';
import { requireMember } from '../../lib/viewer';
import { loadAccountData, type AccountLoaderData } from '../../pages/account/account-data';
import { AccountPage } from '../../pages/account/AccountPage';
import { flashOf } from '../../pages/account/flash';

async function accountLoader(args: LoaderFunctionArgs): Promise<AccountLoaderData> {
  requireMember(args);
  return { data: await loadAccountData(args), flash: flashOf(args.request.url) };
}

export default defineRouteModule({
  Component: AccountPage,
  loader: accountLoader,
  head: () => ({
    title: 'Account settings - Pragya Trust',
    description:
      'Your Pragya Trust account: profile, e-mail, password, sign-in methods, sessions and data.',
  }),
});
