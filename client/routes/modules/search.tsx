import { searchContent } from '../../content/screens/search';
import { defineRouteModule } from '../../lib/route-kit';
import { SearchPage, searchLoader } from '../../pages/SearchPage';

export default defineRouteModule({
  Component: SearchPage,
  loader: searchLoader,
  head: ({ data }) =>
    data.query
      ? { ...searchContent.meta, title: `${data.query} - Search`, noindex: true }
      : searchContent.meta,
});
