import { data as withStatus, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { defineRouteModule, notFound } from '../../lib/route-kit';
import { ListPage, listPageLoader, type ListPageData } from '../../pages/ListPage';
import { VerifyEmailPage } from '../../pages/VerifyEmailPage';

/**
 * The pages that confirm an address with a mailed link: an account's (/verify-email) and a
 * list's (/lists/confirm, and /lists/unsubscribe beside it). One module, so that the lists' pages
 * add no entry to every page's first-load route table (scripts/bundle-budget.mjs).
 */
const forList = (args: LoaderFunctionArgs) => args.params.step !== undefined;

/**
 * The list pages' button, posted natively; /verify-email has no form to post, so it answers as a
 * page without an action does.
 */
async function listPageAction(args: ActionFunctionArgs) {
  const { step } = args.params;
  if (step === undefined) throw withStatus(null, { status: 405, statusText: 'Method Not Allowed' });
  if (step !== 'confirm' && step !== 'unsubscribe') notFound('page');
  const { listAction } = await import('../../pages/list-action');
  return listAction(args, step);
}

export default defineRouteModule({
  Component: VerifyOrListPage,
  loader: (args: LoaderFunctionArgs): ListPageData | null =>
    forList(args) ? listPageLoader(args) : null,
  // Only the server runs it (a native post): the browser's bundle carries none of it.
  action: import.meta.env.SSR ? listPageAction : undefined,
  head: ({ data }) =>
    data === null
      ? {
          title: 'Email Verification - Pragya Trust',
          description: 'Confirm the e-mail address of your Pragya Trust account.',
        }
      : data.mode === 'confirm'
        ? {
            title: 'Confirm Your Address - Pragya Trust',
            description: 'Confirm that Pragya Trust may write to you.',
          }
        : {
            title: 'Unsubscribe - Pragya Trust',
            description: 'Leave a Pragya Trust mailing list.',
          },
});

function VerifyOrListPage() {
  return <ListPage fallback={<VerifyEmailPage />} />;
}
