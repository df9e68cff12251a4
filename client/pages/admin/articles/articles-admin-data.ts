import type { LoaderFunctionArgs } from 'react-router';
import { adminApi, searchOf } from '../access';

export type ArticleState = 'draft' | 'scheduled' | 'published' | 'unpublished';

export interface AdminArticleSummary {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  tags: string[];
  coverMediaId: string | null;
  state: ArticleState;
  publishAt: string | null;
  /** The schedule in India time, as the form's datetime-local field shows it. */
  publishAtIndia: string | null;
  publishedAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminArticle extends AdminArticleSummary {
  markdown: string;
}

export interface Revision {
  id: string;
  number: number;
  title: string;
  authorEmail: string | null;
  createdAt: string;
}

/** A photograph of the media library, as GET /api/admin/media lists it. */
export interface LibraryPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number; format: string }>;
}

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
    id ? adminApi<AdminArticle>(args, `/api/admin/articles/${id}`) : null,
    id ? adminApi<Revision[]>(args, `/api/admin/articles/${id}/revisions`) : null,
    adminApi<{ items: LibraryPhoto[] }>(args, '/api/admin/media'),
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
