import { data } from 'react-router';
import { site } from '../../content/site';
import { absoluteUrl } from '../../head';
import { publicApi } from '../../lib/public-api';
import { defineRouteModule, notFound } from '../../lib/route-kit';
import { breadcrumbLd } from '../../lib/structured-data';
import { ArticlePage, articleCrumbs } from '../../pages/blog/ArticlePage';
import type { PublicArticle } from '../../pages/blog/blog-data';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** schema.org BlogPosting: what search engines show of an article. */
function blogPostingLd(appUrl: string, article: PublicArticle): object {
  const url = absoluteUrl(appUrl, `/blog/${article.slug}`);
  const trust = { '@type': 'Organization', name: site.name, url: appUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    url,
    mainEntityOfPage: url,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: 'en',
    timeRequired: `PT${article.readingMinutes}M`,
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    ...(article.cover ? { image: absoluteUrl(appUrl, article.cover.shareUrl) } : {}),
    author: trust,
    publisher: { ...trust, logo: absoluteUrl(appUrl, '/images/logo.svg') },
  };
}

export default defineRouteModule<PublicArticle>({
  Component: ArticlePage,
  loader: async (args) => {
    const slug = args.params.slug ?? '';
    if (!SLUG.test(slug)) notFound('page');
    const result = await publicApi<PublicArticle>(args, `/api/articles/${slug}`);
    if (result.status === 404) notFound('page');
    if (!result.ok) throw data({ kind: 'page' }, { status: 503 });
    return result.data;
  },
  head: ({ data: article, appUrl }) => ({
    title: `${article.title} - Blog`,
    description:
      article.summary ??
      `${article.title}: an article from Pragya Trust, Varanasi (${article.readingMinutes} min read).`,
    type: 'article',
    ...(article.cover ? { image: article.cover.shareUrl } : {}),
    jsonLd: [blogPostingLd(appUrl, article), breadcrumbLd(appUrl, articleCrumbs(article))],
  }),
});
