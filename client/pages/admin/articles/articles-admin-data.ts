import type { LoaderFunctionArgs } from 'react-router';
import type { Schema } from '../../../lib/api-schema';
import { adminApi, searchOf } from '../access';

export type ArticleState = Schema<'AdminArticleSummaryView'>['state'];

export type AdminArticleSummary = Schema<'AdminArticleSummaryView'>;
export type AdminArticle = Schema<'AdminArticleView'>;
export type Revision = Schema<'RevisionSummaryView'>;
/** A photograph of the media library, as GET /api/admin/media lists it. */
export type LibraryPhoto = Schema<'MediaView'>;

type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export type ArticlesAdminData =
  | {
      view: 'list';
      list: Loaded<{ items: AdminArticleSummary[]; total: number; page: number; pageSize: number }>;
    }
  | {
      view: 'edit';
      article: Loaded<AdminArticle> | null;
      revisions: Loaded<Revision[]> | null;
      photos: LibraryPhoto[] | null;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/articles lists the articles; ?edit=new writes one, ?edit={id} edits one (with its
 * versions). The media library gives the cover's choices; without it, the cover is an id field.
 */
export async function articlesAdminLoader(args: LoaderFunctionArgs): Promise<ArticlesAdminData> {
  const search = searchOf(args);
  const edit = search.get('edit');
  if (!edit) {
    const page = Math.max(1, Number(search.get('page')) || 1);
    return {
      view: 'list',
      list: await adminApi(args, `/api/admin/articles?page=${page}`),
    };
  }
  const id = UUID.test(edit) ? edit : null;
  const [article, revisions, media] = await Promise.all([
    id ? adminApi(args, `/api/admin/articles/${id}`) : null,
    id ? adminApi(args, `/api/admin/articles/${id}/revisions`) : null,
    adminApi(args, '/api/admin/media'),
  ]);
  return {
    view: 'edit',
    article,
    revisions,
    photos: media.ok && Array.isArray(media.data.items) ? media.data.items : null,
  };
}

export const STATE_LABELS: Record<ArticleState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};
