import { Link, useLoaderData } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { PageHero, type Crumb } from '../../components/PageHero';
import { blogCrumbs } from '../BlogPage';
import { devanagariCutFaces } from '../../../src/common/devanagari-range';
import blogStyles from './blog.css?inline';
import {
  articleDate,
  blogHref,
  readingTime,
  type ArticleCover,
  type CoverVariant,
  type PublicArticle,
} from './blog-data';

export function articleCrumbs(article: Pick<PublicArticle, 'slug' | 'title'>): Crumb[] {
  return [...blogCrumbs, { label: article.title, href: `/blog/${article.slug}` }];
}

/**
 * The column is at most 46rem (736 px) wide; narrower, it is the screen less the container's
 * padding (1.5rem a side from 640 px, 1rem below). Exact sizes let a phone at 1.75× take the
 * 800-px cover rather than the 960.
 */
export const COVER_SIZES =
  '(min-width: 48rem) 46rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)';

const srcSet = (variants: CoverVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * The cover's AVIF for the head's preload: the largest paint of an article is its cover on a
 * phone, and the preload asks for it as the head is read rather than when the parser reaches it.
 */
export function coverPreload(cover: ArticleCover | null) {
  const avif = cover?.variants.filter((v) => v.format === 'avif') ?? [];
  return avif.length ? { srcSet: srcSet(avif), sizes: COVER_SIZES, type: 'image/avif' } : undefined;
}

/** The cover in AVIF, WebP and JPEG at every width made; width and height set, so nothing moves. */
function Cover({ cover }: { cover: ArticleCover }) {
  const of = (format: string) => cover.variants.filter((v) => v.format === format);
  const jpeg = of('jpeg');
  const fallback = jpeg.find((v) => v.width >= 960) ?? jpeg.at(-1);
  if (!fallback) return null;
  return (
    <figure className="article-cover">
      <picture>
        {of('avif').length ? (
          <source type="image/avif" srcSet={srcSet(of('avif'))} sizes={COVER_SIZES} />
        ) : null}
        {of('webp').length ? (
          <source type="image/webp" srcSet={srcSet(of('webp'))} sizes={COVER_SIZES} />
        ) : null}
        <img
          src={fallback.url}
          srcSet={srcSet(jpeg)}
          sizes={COVER_SIZES}
          width={cover.width}
          height={cover.height}
          alt={cover.alt}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
    </figure>
  );
}

/**
 * The article's own cut of the Devanāgarī face (its characters only, 10–25 kB for a verse or two
 * where the whole face is 127 kB): the largest paint of an article with a verse does not wait for
 * the whole face (docs/decisions/0187-what-the-largest-paint-counted.md), declared at every weight
 * and at 400 alone (devanagariCutFaces).
 */
function faceRule(url: string): string {
  return devanagariCutFaces('Noto Serif Devanagari Article', url);
}

/** /blog/{slug}: one article, with its date, reading time, tags, cover and the next ones. */
export function ArticlePage() {
  const article = useLoaderData<PublicArticle>();
  return (
    <>
      <style href="blog" precedence="default">
        {blogStyles}
      </style>
      {article.devanagariFace ? (
        <style href={article.devanagariFace} precedence="default">
          {faceRule(article.devanagariFace)}
        </style>
      ) : null}
      <article className="article-page">
        <PageHero title={article.title} crumbs={articleCrumbs(article)}>
          <p className="blog-meta article-meta">
            <time dateTime={article.publishedAt}>{articleDate(article.publishedAt)}</time>
            {' · '}
            {readingTime(article.readingMinutes)}
          </p>
        </PageHero>
        <div className="page-section">
          <div className="container narrow article-column">
            {article.summary ? <p className="lead article-summary">{article.summary}</p> : null}
            {article.cover ? <Cover cover={article.cover} /> : null}
            <div className="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
            {article.tags.length ? (
              <p className="article-tags">
                <span>Tags:</span>
                {article.tags.map((tag) => (
                  <Link key={tag} to={blogHref(1, tag)} className="badge">
                    {tag}
                  </Link>
                ))}
              </p>
            ) : null}
            {article.previous || article.next ? (
              <nav aria-label="More articles" className="article-pager">
                {article.next ? (
                  <Link to={`/blog/${article.next.slug}`} rel="next" className="article-pager-next">
                    <ArrowLeft aria-hidden="true" size={16} />
                    <span>
                      <span className="article-pager-label">Newer</span> {article.next.title}
                    </span>
                  </Link>
                ) : null}
                {article.previous ? (
                  <Link
                    to={`/blog/${article.previous.slug}`}
                    rel="prev"
                    className="article-pager-previous"
                  >
                    <span>
                      <span className="article-pager-label">Earlier</span> {article.previous.title}
                    </span>
                    <ArrowRight aria-hidden="true" size={16} />
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        </div>
      </article>
    </>
  );
}
