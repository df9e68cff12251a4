import { Link, useLocation } from 'react-router';

/** Previous / next links of a paged admin list, keeping the rest of the query. */
export function Pager({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="admin-pager">
      {page > 1 ? <Link to={to(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={to(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
