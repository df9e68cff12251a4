import { Link, useLoaderData } from 'react-router';
import { AdminError, AdminLayout, formatWhen } from '../AdminLayout';
import { ArticleEditor } from './ArticleEditor';
import {
  STATE_LABELS,
  type AdminArticleSummary,
  type ArticlesAdminData,
} from './articles-admin-data';

function when(article: AdminArticleSummary): string {
  if (article.state === 'scheduled') return `Appears ${formatWhen(article.publishAt)}`;
  if (article.state === 'published') return `Published ${formatWhen(article.publishedAt)}`;
  return `Changed ${formatWhen(article.updatedAt)}`;
}

function ArticleList({ data }: { data: Extract<ArticlesAdminData, { view: 'list' }> }) {
  const { list } = data;
  return (
    <>
      <p>
        <Link to="/admin/articles?edit=new" className="btn btn-primary">
          Write an article
        </Link>
      </p>
      {!list.ok ? (
        <AdminError message={list.message} />
      ) : list.data.items.length ? (
        <ul className="article-admin-list">
          {list.data.items.map((article) => (
            <li key={article.id} className="card">
              <h2 className="admin-subtitle">
                <Link to={`/admin/articles?edit=${article.id}`}>{article.title}</Link>
              </h2>
              <p>
                <span className={`admin-badge article-state-${article.state}`}>
                  {STATE_LABELS[article.state]}
                </span>{' '}
                {when(article)}
              </p>
              {article.state === 'published' ? (
                <p>
                  <a href={`/blog/${article.slug}`}>/blog/{article.slug}</a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No article has been written yet.</p>
      )}
    </>
  );
}

/** /admin/articles: the blog's articles, and the editor (?edit=new, ?edit={id}). */
export function ArticlesAdminPage() {
  const data = useLoaderData<ArticlesAdminData>();
  return (
    <AdminLayout
      title="Articles"
      intro={
        data.view === 'list' ? (
          <p>
            The blog at <a href="/blog">/blog</a>: write in Markdown, publish now or at a time
            (India time), unpublish, and go back to any saved version.
          </p>
        ) : null
      }
    >
      {data.view === 'list' ? <ArticleList data={data} /> : <ArticleEditor data={data} />}
    </AdminLayout>
  );
}
