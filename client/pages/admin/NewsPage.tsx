import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AdminLayout } from './AdminLayout';
import { ListAdmin, listLoader, type ListData } from './ListAdmin';

export function newsLoader(args: LoaderFunctionArgs): Promise<ListData> {
  return listLoader(args, 'news');
}

/** /admin/news: the Stay Connected list and its announcements. */
export function NewsPage() {
  const data = useLoaderData<ListData>();
  return (
    <AdminLayout
      title="News"
      intro={
        <p>
          People who joined through Stay Connected and confirmed their address. An announcement goes
          to every confirmed address.
        </p>
      }
    >
      <ListAdmin data={data} label="The news list" announceHeading="Send news" />
    </AdminLayout>
  );
}
