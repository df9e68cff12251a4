import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AdminError } from './AdminLayout';
import { Pager } from './Pager';

/** An admin API answer as a loader hands it to its page: the data, or the sentence to show. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/** One page of an admin list, as every `/api/admin/*` list answers. */
export interface AdminListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The row opened from a list (`?open=`), or why it could not be loaded; nothing when none is. */
export function OpenedRow<T>({
  open,
  children,
}: {
  open: Loaded<T> | null;
  children: (row: T) => ReactNode;
}) {
  if (!open) return null;
  return open.ok ? children(open.data) : <AdminError message={open.message} />;
}

/** A loaded list: its table and pager, the sentence for an empty list, or why it failed. */
export function PagedList<P extends AdminListPage<unknown>>({
  list,
  empty,
  children,
}: {
  list: Loaded<P>;
  empty: string;
  children: (page: P) => ReactNode;
}) {
  if (!list.ok) return <AdminError message={list.message} />;
  if (!list.data.items.length) return <p>{empty}</p>;
  const { page, pageSize, total } = list.data;
  return (
    <>
      {children(list.data)}
      <Pager page={page} pageSize={pageSize} total={total} />
    </>
  );
}

/**
 * The search form above a list: a plain GET form, so it works before the page's script runs and
 * the search is part of the address. `children` adds filters; `after` follows the buttons.
 */
export function ListSearch({
  name,
  label,
  field,
  maxLength,
  children,
  after,
}: {
  /** What is searched, for the form's accessible name ("Search the messages"). */
  name: string;
  label: string;
  field: string;
  maxLength: number;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <form method="get" className="admin-filters" role="search" aria-label={`Search the ${name}`}>
      <div className="admin-field">
        <label htmlFor={field}>{label}</label>
        <input
          id={field}
          name="query"
          type="search"
          maxLength={maxLength}
          defaultValue={new URLSearchParams(search).get('query') ?? ''}
        />
      </div>
      {children}
      <button type="submit" className="btn btn-primary">
        Search
      </button>
      <Link to={pathname} className="btn btn-ghost">
        Clear
      </Link>
      {after}
    </form>
  );
}
