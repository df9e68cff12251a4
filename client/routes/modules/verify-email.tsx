import type { LoaderFunctionArgs } from 'react-router';
import { defineRouteModule } from '../../lib/route-kit';
import { ListPage, listPageLoader, type ListPageData } from '../../pages/ListPage';
import { VerifyEmailPage } from '../../pages/VerifyEmailPage';

/**
 * The pages that confirm an address with a mailed link: an account's (/verify-email) and a
 * list's (/lists/confirm, and /lists/unsubscribe beside it). One module, so that the lists' pages
 * add no entry to every page's first-load route table (scripts/bundle-budget.mjs).
 */
const forList = (args: LoaderFunctionArgs) => args.params.step !== undefined;

export default defineRouteModule({
  Component: VerifyOrListPage,
  loader: (args: LoaderFunctionArgs): ListPageData | null =>
    forList(args) ? listPageLoader(args) : null,
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
