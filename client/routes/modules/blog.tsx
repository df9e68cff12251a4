import { data, useParams } from 'react-router';
import { blogContent } from '../../content/screens/blog';
import { publicApi } from '../../lib/public-api';
import { defineRouteModule } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import { BlogPage, blogCrumbs } from '../../pages/BlogPage';
import { ArticlePage } from '../../pages/blog/ArticlePage';
import { articleHead, articleLoader } from '../../pages/blog/article-route';
import type { ArticleList, PublicArticle } from '../../pages/blog/blog-data';

type BlogData = ArticleList | PublicArticle;

/** The list, or one article: /blog/{slug} shares the module, so the route table names one. */
function BlogOrArticle() {
  return useParams().slug ? <ArticlePage /> : <BlogPage />;
}

/** /blog: the articles of a page (and tag). */
async function listLoader(args: Parameters<typeof articleLoader>[0]): Promise<ArticleList> {
  const query = new URL(args.request.url).searchParams;
  const page = Number(query.get('page') ?? 1);
  const tag = query.get('tag')?.slice(0, 40);
  const params = new URLSearchParams({
    page: String(Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1),
  });
  if (tag) params.set('tag', tag);
  const result = await publicApi(args, `/api/articles?${params.toString()}`);
  // Never the "being prepared" note in place of articles that could not be read.
  if (!result.ok) throw data({ kind: 'page' }, { status: 503 });
  return result.data;
}

export default defineRouteModule<BlogData>({
  Component: BlogOrArticle,
  loader: (args) => (args.params.slug ? articleLoader(args) : listLoader(args)),
  head: ({ data: found, appUrl }) => {
    if ('html' in found) return articleHead(found, appUrl);
    const list = found;
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
