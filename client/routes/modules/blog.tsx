import { data } from 'react-router';
import { blogContent } from '../../content/screens/blog';
import { publicApi } from '../../lib/public-api';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { BlogPage, blogCrumbs } from '../../pages/BlogPage';
import type { ArticleList } from '../../pages/blog/blog-data';

export default defineRouteModule<ArticleList>({
  Component: BlogPage,
  loader: async (args) => {
    const query = new URL(args.request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const tag = query.get('tag')?.slice(0, 40);
    const params = new URLSearchParams({
      page: String(Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1),
    });
    if (tag) params.set('tag', tag);
    const result = await publicApi<ArticleList>(args, `/api/articles?${params.toString()}`);
    // Never the "being prepared" note in place of articles that could not be read.
    if (!result.ok) throw data({ kind: 'page' }, { status: 503 });
    return result.data;
  },
  head: ({ data: list, appUrl }) => {
    const meta =
      list.total > 0 || list.tag
        ? {
            title: list.tag ? `Articles on ${list.tag} - Blog` : 'Blog - Pragya Trust',
            description:
              'Articles from Pragya Trust, Varanasi, on Advaita Vedānta, meditation, daily practice and the texts studied in its courses.',
          }
        : blogContent.meta;
    return withBreadcrumbs(meta, appUrl, blogCrumbs);
  },
});
