import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { defineRouteModule } from '../../lib/route-kit';
import { requireMember } from '../../lib/member-loader';
import { loadAccountData, type AccountLoaderData } from '../../pages/account/account-data';
import { AccountPage } from '../../pages/account/AccountPage';
import { ConfirmEmailPage } from '../../pages/account/ConfirmEmailPage';
import { flashOf } from '../../pages/account/flash';

/**
 * The account area's pages, in one chunk: /account (signed-in members) and the page the link of a
 * change of address opens, /account/confirm-email (anyone holding the link).
 */
const isConfirmPage = (pathname: string) => pathname.endsWith('/confirm-email');

async function accountLoader(args: LoaderFunctionArgs): Promise<AccountLoaderData | null> {
  if (isConfirmPage(new URL(args.request.url).pathname)) return null;
  requireMember(args);
  return { data: await loadAccountData(args), flash: flashOf(args.request.url) };
}

function AccountArea() {
  return useLoaderData() ? <AccountPage /> : <ConfirmEmailPage />;
}

export default defineRouteModule({
  Component: AccountArea,
  loader: accountLoader,
  head: ({ pathname }) =>
    isConfirmPage(pathname)
      ? {
          title: 'Confirm your new e-mail address - Pragya Trust',
          description: 'Confirm the new e-mail address of your Pragya Trust account.',
        }
      : {
          title: 'Account settings - Pragya Trust',
          description:
            'Your Pragya Trust account: profile, e-mail, password, sign-in methods, sessions and data.',
        },
});
