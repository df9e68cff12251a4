import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { AdminError, AdminLayout, formatWhen } from './AdminLayout';
import { adminApi, searchOf } from './access';
import { Pager } from './Pager';
import type { Schema } from '../../lib/api-schema';

export type AuditEntry = Schema<'AuditEntryDto'>;
export type AuditList = Schema<'AuditPage'>;

type AuditData = { ok: true; data: AuditList } | { ok: false; message: string };

export async function auditLoader(args: LoaderFunctionArgs): Promise<AuditData> {
  const search = searchOf(args);
  const query = new URLSearchParams();
  for (const key of ['page', 'action', 'actor']) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  return adminApi(args, `/api/admin/audit?${query.toString()}`);
}

/** The detail of an entry as short "key: value" text. */
function detailText(detail: AuditEntry['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** What the entry acted on: its name when known, else its kind and id. */
function targetText(entry: AuditEntry): string {
  if (entry.targetName) return entry.targetName;
  return entry.targetId ? `${entry.targetType ?? ''} ${entry.targetId}`.trim() : '—';
}

/** An IPv4 address as people write it: Node reports it in its IPv6-mapped form (`::ffff:`). */
function readableIp(ip: string | null): string {
  return ip ? ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') : '—';
}

/** The log's rows as a table (also the overview's recent activity). */
export function AuditTable({ items, caption }: { items: AuditEntry[]; caption: string }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Target</th>
            <th scope="col">Detail</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td>{formatWhen(entry.at)}</td>
              <td>{entry.actorEmail}</td>
              <td>
                {entry.actionText} <code>{entry.action}</code>
              </td>
              <td>{targetText(entry)}</td>
              <td>{detailText(entry.detail) || '—'}</td>
              <td>{readableIp(entry.ip)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/audit: every admin action and role change, newest first, filterable. */
export function AuditPage() {
  const result = useLoaderData<AuditData>();
  return (
    <AdminLayout
      title="Audit log"
      intro={
        <p>
          Every action taken in the admin area and every change of role, with who made it and from
          where. Entries are never changed or removed.
        </p>
      }
    >
      {result.ok ? <AuditResults list={result.data} /> : <AdminError message={result.message} />}
    </AdminLayout>
  );
}

function AuditResults({ list }: { list: AuditList }) {
  const params = new URLSearchParams(useLocation().search);
  const action = params.get('action') ?? '';
  const actor = params.get('actor') ?? '';
  return (
    <>
      <form method="get" className="admin-filters" role="search" aria-label="Filter the log">
        <div className="admin-field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={action}>
            <option value="">Every action</option>
            {list.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="audit-actor">Who (address or part of it)</label>
          <input id="audit-actor" name="actor" type="search" maxLength={254} defaultValue={actor} />
        </div>
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        <Link to="/admin/audit" className="btn btn-ghost">
          Clear
        </Link>
      </form>
      {list.items.length ? (
        <AuditTable items={list.items} caption={`Audit log, ${list.total} entries`} />
      ) : (
        <p>No entries match.</p>
      )}
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
    </>
  );
}
