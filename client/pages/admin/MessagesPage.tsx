import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { AdminLayout, formatWhen } from './AdminLayout';
import { ListSearch, OpenedRow, PagedList, type Loaded } from './admin-lists';
import { adminApi, searchOf } from './access';
import { Outcome } from './Outcome';
import { useAdminAction } from './use-admin-action';
import { useOpenHref } from './use-open-href';
import type { Schema } from '../../lib/api-schema';

type AdminMessage = Schema<'AdminMessageDto'>;
type MessagesList = Schema<'AdminMessagesPage'>;

interface MessagesData {
  list: Loaded<MessagesList>;
  open: Loaded<AdminMessage> | null;
}

const FILTERS = ['query', 'handled', 'page'];

export async function messagesLoader(args: LoaderFunctionArgs): Promise<MessagesData> {
  const search = searchOf(args);
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  const openId = search.get('open');
  const [list, open] = await Promise.all([
    adminApi(args, `/api/admin/messages?${query.toString()}`),
    openId ? adminApi(args, `/api/admin/messages/${encodeURIComponent(openId)}`) : null,
  ]);
  return { list, open };
}

/**
 * The start of a message for the list, cut by whole characters: a cut inside a surrogate pair
 * (an emoji, say) would be sent as U+FFFD by the server and stay a lone surrogate in the browser,
 * and the page would not hydrate.
 */
function preview(text: string): string {
  const characters = Array.from(text);
  return characters.length > 140 ? `${characters.slice(0, 140).join('')}…` : text;
}

/**
 * A reply in the admin's own mail program, addressed and titled. The sender typed the address, and
 * a local part may hold `?`, `&` or `=`: each side of the last `@` is percent-encoded (RFC 6068),
 * so the address can never add a recipient or a header to the link.
 */
export function replyHref(message: Pick<AdminMessage, 'email'>): string {
  const subject = encodeURIComponent('Re: Your message to Pragya Trust');
  const at = message.email.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(message.email)
      : `${encodeURIComponent(message.email.slice(0, at))}@${encodeURIComponent(message.email.slice(at + 1))}`;
  return `mailto:${to}?subject=${subject}`;
}

function MessageDetail({ message }: { message: AdminMessage }) {
  const openHref = useOpenHref();
  const { pending, outcome, run } = useAdminAction();
  const handled = Boolean(message.handledAt);
  return (
    <section className="card admin-detail" aria-labelledby="message-heading">
      <h2 id="message-heading" className="admin-subtitle">
        Message from {message.name}
      </h2>
      <dl>
        <dt>Received</dt>
        <dd>{formatWhen(message.createdAt)}</dd>
        <dt>E-mail</dt>
        <dd>{message.email}</dd>
        <dt>Phone</dt>
        <dd>{message.phone ?? '—'}</dd>
        <dt>Sent by</dt>
        <dd>{message.fromMember ? 'A signed-in member' : 'A visitor'}</dd>
        <dt>Status</dt>
        <dd>{handled ? `Handled ${formatWhen(message.handledAt)}` : 'Not handled yet'}</dd>
      </dl>
      <p className="admin-message-text">{message.message}</p>
      <div className="admin-actions">
        <a className="btn btn-primary" href={replyHref(message)}>
          Reply by e-mail
        </a>
        <button
          type="button"
          className="btn btn-outline"
          disabled={pending}
          onClick={() =>
            void run(
              `/api/admin/messages/${message.id}`,
              { method: 'PATCH', body: { handled: !handled } },
              () => (handled ? 'Marked as not handled.' : 'Marked as handled.'),
            )
          }
        >
          {handled ? 'Mark as not handled' : 'Mark as handled'}
        </button>
        <Link className="btn btn-ghost" to={openHref(null)}>
          Close
        </Link>
      </div>
      <Outcome outcome={outcome} />
    </section>
  );
}

function MessagesTable({ list }: { list: MessagesList }) {
  const openHref = useOpenHref();
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Messages">
      <table className="admin-table">
        <caption>
          Messages, newest first: {list.total} shown by this search, {list.unhandled} not handled in
          all
        </caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">From</th>
            <th scope="col">Message</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((message) => (
            <tr key={message.id}>
              <td>{formatWhen(message.createdAt)}</td>
              <td>
                <Link to={openHref(message.id)}>{message.name}</Link>
                <br />
                {message.email}
              </td>
              <td>{preview(message.message)}</td>
              <td>
                {message.handledAt ? (
                  <span className="admin-badge admin-badge-done">Handled</span>
                ) : (
                  <span className="admin-badge">Not handled</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/messages: the contact inbox. */
export function MessagesPage() {
  const { list, open } = useLoaderData<MessagesData>();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const exportQuery = new URLSearchParams();
  for (const key of ['query', 'handled']) {
    const value = params.get(key);
    if (value) exportQuery.set(key, value);
  }
  return (
    <AdminLayout
      title="Messages"
      intro={<p>Messages sent through the contact form, newest first.</p>}
    >
      <OpenedRow open={open}>
        {(message) => <MessageDetail key={message.id} message={message} />}
      </OpenedRow>
      <ListSearch
        name="messages"
        label="Search name, e-mail or text"
        field="messages-query"
        maxLength={200}
        after={
          <a
            className="btn btn-outline"
            href={`/api/admin/messages.csv${exportQuery.size ? `?${exportQuery.toString()}` : ''}`}
            download
          >
            Export CSV
          </a>
        }
      >
        <div className="admin-field">
          <label htmlFor="messages-handled">Show</label>
          <select id="messages-handled" name="handled" defaultValue={params.get('handled') ?? ''}>
            <option value="">All messages</option>
            <option value="false">Not handled</option>
            <option value="true">Handled</option>
          </select>
        </div>
      </ListSearch>
      <PagedList list={list} empty="No messages match.">
        {(page) => <MessagesTable list={page} />}
      </PagedList>
    </AdminLayout>
  );
}
