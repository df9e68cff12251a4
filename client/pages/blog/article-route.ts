import { data, type LoaderFunctionArgs } from 'react-router';
import { site } from '../../content/site';
import { absoluteUrl, type PageHead } from '../../head';
import { publicApi } from '../../lib/public-api';
import { notFound } from '../../lib/route-kit';
import { breadcrumbLd } from '../../lib/structured-data';
import { articleCrumbs, coverPreload } from './ArticlePage';
import type { PublicArticle } from './blog-data';

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

/** /blog/{slug}'s data: the published article, or the 404 page. */
export async function articleLoader(args: LoaderFunctionArgs): Promise<PublicArticle> {
  const slug = args.params.slug ?? '';
  if (!SLUG.test(slug)) notFound('page');
  const result = await publicApi(args, `/api/articles/${slug}`);
  if (result.status === 404) notFound('page');
  if (!result.ok) throw data({ kind: 'page' }, { status: 503 });
  return result.data;
}

/** /blog/{slug}'s head: its summary, the cover as share image, BlogPosting and the breadcrumb. */
export function articleHead(article: PublicArticle, appUrl: string): PageHead {
  return {
    title: `${article.title} - Blog`,
    description:
      article.summary ??
      `${article.title}: an article from Pragya Trust, Varanasi (${article.readingMinutes} min read).`,
    type: 'article',
    ...(article.cover
      ? { image: article.cover.shareUrl, preloadImage: coverPreload(article.cover) }
      : {}),
    jsonLd: [blogPostingLd(appUrl, article), breadcrumbLd(appUrl, articleCrumbs(article))],
  };
}
