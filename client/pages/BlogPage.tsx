import { Link, useLoaderData } from 'react-router';
import { ArrowRight, PenLine, Rss } from 'lucide-react';
import { blogContent } from '../content/screens/blog';
import { PageHero, type Crumb } from '../components/PageHero';
import { Paragraphs } from '../lib/text';
import blogStyles from './blog/blog.css?inline';
import { articleDate, blogHref, readingTime, type ArticleList } from './blog/blog-data';

export const blogCrumbs: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Resources', href: '/resources' },
  { label: 'Blog', href: '/blog' },
];

export const FEED_PATH = '/blog/feed.xml';

/** The blog before its first article: an honest note, and where to go meanwhile. */
function BeingPrepared() {
  return (
    <>
      <section className="card status-card" aria-labelledby="blog-status-heading">
        <PenLine aria-hidden="true" size={36} className="card-icon" />
        <h2 id="blog-status-heading" className="section-title">
          Articles Are Being Prepared
        </h2>
        <Paragraphs text={blogContent.intro} />
      </section>
      <ul className="card-grid card-grid-2 pointer-list">
        {blogContent.pointers.map((pointer) => (
          <li key={pointer.href} className="card">
            <p>{pointer.text}</p>
            <Link to={pointer.href} className="btn btn-primary">
              {pointer.label} <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Articles({ list }: { list: ArticleList }) {
  return (
    <>
      {list.tags.length > 1 || list.tag ? (
        <nav aria-label="Tags" className="blog-tags">
          <ul>
            <li>
              <Link to="/blog" aria-current={list.tag ? undefined : 'page'}>
                All
              </Link>
            </li>
            {list.tags.map(({ name, count }) => (
              <li key={name}>
                <Link to={blogHref(1, name)} aria-current={list.tag === name ? 'page' : undefined}>
                  {name} <span className="blog-tag-count">({count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.items.length ? (
        <ol className="blog-list">
          {list.items.map((article) => (
            <li key={article.slug} className="card blog-card">
              <h2 className="blog-card-title">
                <Link to={`/blog/${article.slug}`}>{article.title}</Link>
              </h2>
              <p className="blog-meta">
                <time dateTime={article.publishedAt}>{articleDate(article.publishedAt)}</time>
                {' · '}
                {readingTime(article.readingMinutes)}
              </p>
              {article.summary ? <p>{article.summary}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="card">
          {list.tag ? `No article has the tag “${list.tag}” yet. ` : 'There is no such page. '}
          <Link to="/blog">See every article</Link>.
        </p>
      )}
      {list.pages > 1 ? (
        <nav aria-label="Pages of articles" className="blog-pager">
          {list.page > 1 ? (
            <Link to={blogHref(list.page - 1, list.tag)} rel="prev">
              Newer articles
            </Link>
          ) : null}
          <span>
            Page {list.page} of {list.pages}
          </span>
          {list.page < list.pages ? (
            <Link to={blogHref(list.page + 1, list.tag)} rel="next">
              Older articles
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p className="blog-feed">
        <a href={FEED_PATH}>
          <Rss aria-hidden="true" size={16} /> Follow the blog in a feed reader (Atom)
        </a>
      </p>
    </>
  );
}

/** /blog: the articles, newest first, ten a page, by tag; the honest note until the first one. */
export function BlogPage() {
  const list = useLoaderData<ArticleList | null>();
  const empty = !list || (list.total === 0 && !list.tag);
  return (
    <>
      {/* React places it in the head; a feed reader finds the feed from the page's address. */}
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Pragya Trust — Blog"
        href={FEED_PATH}
      />
      <style href="blog" precedence="default">
        {blogStyles}
      </style>
      <PageHero title={blogContent.title} subtitle={blogContent.subtitle} crumbs={blogCrumbs} />
      <div className="page-section">
        <div className="container narrow">
          {empty ? <BeingPrepared /> : <Articles list={list} />}
        </div>
      </div>
    </>
  );
}
