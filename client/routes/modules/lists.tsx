import { defineRouteModule } from '../../lib/route-kit';
import { ListPage, listPageLoader } from '../../pages/ListPage';

export default defineRouteModule({
  Component: ListPage,
  loader: listPageLoader,
  head: ({ data }) => ({
    title:
      data.mode === 'confirm'
        ? 'Confirm Your Address - Pragya Trust'
        : 'Unsubscribe - Pragya Trust',
    description:
      data.mode === 'confirm'
        ? 'Confirm that Pragya Trust may write to you.'
        : 'Leave a Pragya Trust mailing list.',
  }),
});
