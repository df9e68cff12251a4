import type { Schema } from '../../../lib/api-schema';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, errorText } from '../../../lib/api';
import wholeFace from '../../blog/article-face-whole.css?inline';
import blogStyles from '../../blog/blog.css?inline';
import { AdminError, formatWhen } from '../AdminLayout';
import { Outcome } from '../Outcome';
import { useAdminAction, type ActionOutcome } from '../use-admin-action';
import editorStyles from './articles-admin.css?inline';
import {
  STATE_LABELS,
  type AdminArticle,
  type ArticleState,
  type ArticlesAdminData,
  type LibraryPhoto,
  type Revision,
} from './articles-admin-data';

/** How long the preview waits after the last keystroke before asking the server. */
const PREVIEW_DELAY_MS = 400;

/** The states an article can be moved to from where it is (the API refuses the others). */
function choices(current: ArticleState | null): Array<[ArticleState, string]> {
  switch (current) {
    case 'published':
      return [
        ['published', 'Published'],
        ['unpublished', 'Unpublish (take it off the site)'],
      ];
    case 'scheduled':
      return [
        ['scheduled', 'Scheduled'],
        ['published', 'Publish now'],
        ['draft', 'Back to draft (cancel the schedule)'],
      ];
    case 'unpublished':
      return [
        ['unpublished', 'Unpublished'],
        ['published', 'Publish again'],
        ['scheduled', 'Schedule'],
      ];
    default:
      return [
        ['draft', 'Draft'],
        ['published', 'Publish now'],
        ['scheduled', 'Schedule'],
      ];
  }
}

/** The Markdown rendered by the server's renderer: the same function as the public page. */
function usePreview(markdown: string): { html: string; minutes: number; failed: boolean } {
  const [preview, setPreview] = useState({ html: '', minutes: 1, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void api('/api/admin/articles/preview', {
        method: 'POST',
        body: { markdown },
        auth: true,
        signal: controller.signal,
      }).then((answer) => {
        if (controller.signal.aborted) return;
        setPreview(
          answer.ok
            ? { html: answer.data.html, minutes: answer.data.readingMinutes, failed: false }
            : (old) => ({ ...old, failed: true }),
        );
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);
  return preview;
}

function thumbnail(photo: LibraryPhoto): string | undefined {
  const small = [...photo.variants]
    .filter((v) => v.format === 'webp' || v.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  return small[0]?.url;
}

function CoverPicker({
  photos,
  value,
  onChange,
}: {
  photos: LibraryPhoto[] | null;
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  if (!photos) {
    return (
      <div className="admin-field">
        <label htmlFor={id}>Cover photograph (its number in the media library)</label>
        <input id={id} value={value} onChange={(event) => onChange(event.target.value.trim())} />
      </div>
    );
  }
  return (
    <fieldset className="article-cover-picker">
      <legend>Cover photograph</legend>
      <label className="article-cover-choice">
        <input type="radio" name={id} checked={!value} onChange={() => onChange('')} />
        <span>No cover</span>
      </label>
      {photos.map((photo) => (
        <label key={photo.id} className="article-cover-choice">
          <input
            type="radio"
            name={id}
            checked={value === photo.id}
            onChange={() => onChange(photo.id)}
          />
          <img src={thumbnail(photo)} alt={photo.alt} width={96} height={64} loading="lazy" />
        </label>
      ))}
      {photos.length === 0 ? (
        <p>
          The media library has no photograph yet: <a href="/admin/media">upload one</a>.
        </p>
      ) : null}
    </fieldset>
  );
}

function Revisions({
  article,
  revisions,
  onRestore,
  pending,
}: {
  article: AdminArticle;
  revisions: Revision[];
  onRestore: (revision: Revision) => void;
  pending: boolean;
}) {
  return (
    <section aria-labelledby="revisions-heading" className="article-revisions">
      <h2 id="revisions-heading" className="admin-subtitle">
        Saved versions
      </h2>
      <ol>
        {revisions.map((revision) => (
          <li key={revision.id}>
            <span>
              Version {revision.number}: “{revision.title}”, {formatWhen(revision.createdAt)}
              {revision.authorEmail ? ` by ${revision.authorEmail}` : ''}
              {revision.number === article.revision ? ' (current)' : ''}
            </span>
            {revision.number === article.revision ? null : (
              <button
                type="button"
                className="btn btn-outline"
                disabled={pending}
                onClick={() => onRestore(revision)}
              >
                Restore this version
                <span className="visually-hidden"> (version {revision.number})</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The editor: Markdown beside its preview, the details, the state and the saved versions. */
export function ArticleEditor({ data }: { data: Extract<ArticlesAdminData, { view: 'edit' }> }) {
  const navigate = useNavigate();
  const ids = { title: useId(), slug: useId(), summary: useId(), tags: useId(), text: useId() };
  const stateId = useId();
  const timeId = useId();
  const existing = data.article?.ok ? data.article.data : null;
  const [title, setTitle] = useState(existing?.title ?? '');
  const [slug, setSlug] = useState(existing?.slug ?? '');
  const [summary, setSummary] = useState(existing?.summary ?? '');
  const [tags, setTags] = useState(existing?.tags.join(', ') ?? '');
  const [cover, setCover] = useState(existing?.coverMediaId ?? '');
  const [markdown, setMarkdown] = useState(existing?.markdown ?? '');
  const [state, setState] = useState<ArticleState>(existing?.state ?? 'draft');
  const [publishAt, setPublishAt] = useState(existing?.publishAtIndia ?? '');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = usePreview(markdown);
  const remove = useAdminAction();

  /** The fields as the server has the article now (after a version was restored). */
  function load(article: AdminArticle) {
    setTitle(article.title);
    setSlug(article.slug);
    setSummary(article.summary ?? '');
    setTags(article.tags.join(', '));
    setCover(article.coverMediaId ?? '');
    setMarkdown(article.markdown);
  }

  async function restore(revision: Revision) {
    if (!existing) return;
    setBusy(true);
    setOutcome(null);
    const path = `/api/admin/articles/${existing.id}` as const;
    const answer = await api(`${path}/revisions/${revision.id}/restore`, {
      method: 'POST',
      auth: true,
    });
    const fresh = answer.ok ? await api(path, { auth: true }) : null;
    setBusy(false);
    if (!answer.ok || !fresh?.ok) {
      setOutcome({
        kind: 'error',
        text: errorText(
          fresh ?? answer,
          'message',
          'That version could not be restored. Please try again.',
          'The server could not be reached. Please try again.',
        ),
      });
      return;
    }
    load(fresh.data);
    setOutcome({ kind: 'success', text: `Version ${revision.number} is the current text again.` });
    navigate(`/admin/articles?edit=${existing.id}`, { replace: true, preventScrollReset: true });
  }

  if (data.article && !data.article.ok) return <AdminError message={data.article.message} />;

  async function save() {
    setBusy(true);
    setOutcome(null);
    const body: Record<string, unknown> = {
      title,
      markdown,
      summary,
      tags: tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      coverMediaId: cover || null,
      ...(slug.trim() ? { slug: slug.trim() } : {}),
    };
    if (!existing || state !== existing.state) body.state = state;
    if (state === 'scheduled' && (!existing || publishAt !== existing.publishAtIndia)) {
      body.state = 'scheduled';
      body.publishAt = publishAt;
    }
    // Built field by field from the form; the server's validation is its check.
    const answer = existing
      ? await api(`/api/admin/articles/${existing.id}`, {
          method: 'PATCH',
          body: body as Schema<'UpdateArticleDto'>,
          auth: true,
        })
      : await api('/api/admin/articles', {
          method: 'POST',
          body: body as Schema<'CreateArticleDto'>,
          auth: true,
        });
    setBusy(false);
    if (!answer.ok) {
      setOutcome({
        kind: 'error',
        text: errorText(
          answer,
          'message',
          'The article could not be saved. Please try again.',
          'The server could not be reached. Your text is still here; please try again.',
        ),
      });
      return;
    }
    const said: Record<ArticleState, string> = {
      draft: 'Saved as a draft.',
      scheduled: `Scheduled for ${publishAt.replace('T', ' ')} IST.`,
      published: `Published at /blog/${answer.data.slug}.`,
      unpublished: 'Unpublished: it is no longer on the site.',
    };
    setOutcome({ kind: 'success', text: said[state] });
    navigate(`/admin/articles?edit=${answer.data.id}`, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <style href="blog" precedence="default">
        {blogStyles}
      </style>
      <style href="article-face-whole" precedence="default">
        {wholeFace}
      </style>
      <style href="articles-admin" precedence="default">
        {editorStyles}
      </style>
      <p>
        <Link to="/admin/articles">All articles</Link>
        {existing?.state === 'published' ? (
          <>
            {' · '}
            <a href={`/blog/${existing.slug}`}>See it on the site</a>
          </>
        ) : null}
      </p>
      <form
        className="article-editor"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="article-editor-fields">
          <div className="admin-field">
            <label htmlFor={ids.title}>Title</label>
            <input
              id={ids.title}
              required
              maxLength={200}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={ids.slug}>Address: /blog/…</label>
            <input
              id={ids.slug}
              maxLength={80}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              aria-describedby={`${ids.slug}-hint`}
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
            />
            <p id={`${ids.slug}-hint`} className="field-hint">
              Small letters, digits and hyphens; left empty, it is made from the title.
            </p>
          </div>
          <div className="admin-field">
            <label htmlFor={ids.summary}>Summary (shown in the list and when shared)</label>
            <textarea
              id={ids.summary}
              rows={2}
              maxLength={500}
              value={summary}
              onChange={(event) => setSummary(event.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={ids.tags}>Tags, separated by commas</label>
            <input id={ids.tags} value={tags} onChange={(event) => setTags(event.target.value)} />
          </div>
          <CoverPicker photos={data.photos} value={cover} onChange={setCover} />
          <div className="admin-field">
            <label htmlFor={ids.text}>Text (Markdown)</label>
            <textarea
              id={ids.text}
              className="article-editor-text"
              rows={18}
              aria-describedby={`${ids.text}-hint`}
              value={markdown}
              onChange={(event) => setMarkdown(event.target.value)}
            />
            <p id={`${ids.text}-hint`} className="field-hint">
              ## for a heading, &gt; for a verse, [^1] for a footnote, [words](https://…) for a
              link. Devanāgarī is set in its own face.
            </p>
          </div>
          <div className="admin-field">
            <label htmlFor={stateId}>State</label>
            <select
              id={stateId}
              value={state}
              onChange={(event) => setState(event.target.value as ArticleState)}
            >
              {choices(existing?.state ?? null).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {state === 'scheduled' ? (
            <div className="admin-field">
              <label htmlFor={timeId}>Publish at (India time, IST)</label>
              <input
                id={timeId}
                type="datetime-local"
                required
                value={publishAt}
                onChange={(event) => setPublishAt(event.target.value)}
              />
            </div>
          ) : null}
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {existing ? 'Save' : state === 'published' ? 'Publish' : 'Save'}
            </button>
            {existing ? (
              <button
                type="button"
                className="btn btn-outline"
                disabled={remove.pending}
                onClick={() => {
                  if (!window.confirm(`Delete “${existing.title}” and all its versions?`)) return;
                  void remove.run(
                    `/api/admin/articles/${existing.id}`,
                    { method: 'DELETE' },
                    () => 'The article is deleted.',
                    '/admin/articles',
                  );
                }}
              >
                Delete
              </button>
            ) : null}
          </div>
          <Outcome outcome={outcome ?? remove.outcome} />
          {existing ? (
            <p className="field-hint">
              {STATE_LABELS[existing.state]}
              {existing.state === 'scheduled'
                ? `: appears ${formatWhen(existing.publishAt)}.`
                : '.'}
            </p>
          ) : null}
        </div>
        <section className="article-editor-preview" aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="admin-subtitle">
            Preview <span className="field-hint">({preview.minutes} min read)</span>
          </h2>
          {preview.failed ? (
            <p className="notice notice-error">The preview could not be updated just now.</p>
          ) : null}
          <div className="article-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      </form>
      {existing && data.revisions?.ok ? (
        <Revisions
          article={existing}
          revisions={data.revisions.data}
          onRestore={(revision) => void restore(revision)}
          pending={busy}
        />
      ) : null}
      {remove.prompt}
    </>
  );
}
