import { data as withStatus, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { defineRouteModule, notFound } from '../../lib/route-kit';
import { AccountDeletedPage } from '../../pages/account/AccountDeletedPage';
import { requireMember } from '../../lib/member-loader';
import { loadAccountData, type AccountLoaderData } from '../../pages/account/account-data';
import { AccountPage } from '../../pages/account/AccountPage';
import { ConfirmEmailPage } from '../../pages/account/ConfirmEmailPage';

/**
 * The account area's pages, in one chunk (one entry of every page's first-load route table):
 * /account (signed-in members), the page the link of a change of address opens,
 * /account/confirm-email (anyone holding the link), and /account/deleted, where a member lands once
 * the account is gone.
 */
type AccountAreaData = AccountLoaderData | { page: 'confirm-email' | 'deleted' };

async function accountLoader(args: LoaderFunctionArgs): Promise<AccountAreaData> {
  const { page } = args.params;
  if (page === 'confirm-email' || page === 'deleted') return { page };
  if (page !== undefined) notFound('page');
  requireMember(args);
  return { data: await loadAccountData(args) };
}

/**
 * The forms of /account and /account/confirm-email, posted natively; /account/deleted has none, so
 * it answers as a page without an action does.
 */
async function accountAreaAction(args: ActionFunctionArgs) {
  const { page } = args.params;
  if (page === 'deleted') throw withStatus(null, { status: 405, statusText: 'Method Not Allowed' });
  if (page !== undefined && page !== 'confirm-email') notFound('page');
  const { accountAction } = await import('../../pages/account/account-actions');
  return accountAction(args);
}

function AccountArea() {
  const data = useLoaderData() as AccountAreaData;
  if (!('page' in data)) return <AccountPage />;
  return data.page === 'deleted' ? <AccountDeletedPage /> : <ConfirmEmailPage />;
}

export default defineRouteModule({
  Component: AccountArea,
  loader: accountLoader,
  // Only the server runs it (a native post): the browser's bundle carries none of it.
  action: import.meta.env.SSR ? accountAreaAction : undefined,
  head: ({ pathname }) =>
    pathname.endsWith('/deleted')
      ? {
          title: 'Account deleted - Pragya Trust',
          description: 'Your Pragya Trust account has been deleted.',
        }
      : pathname.endsWith('/confirm-email')
        ? {
            title: 'Confirm your new e-mail address - Pragya Trust',
            description: 'Confirm the new e-mail address of your Pragya Trust account.',
          }
        : {
            title: 'Account settings - Pragya Trust',
            description:
              'Your Pragya Trust account: profile, e-mail, communication preferences, password, sign-in methods, sessions and data.',
          },
});
