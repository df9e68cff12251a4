import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AdminLayout, formatWhen } from './AdminLayout';
import { ListSearch, OpenedRow, PagedList, type AdminListPage, type Loaded } from './admin-lists';
import { adminApi, searchOf } from './access';
import { ConfirmButton } from './ConfirmButton';
import { Outcome } from './Outcome';
import { useAdminAction } from './use-admin-action';
import { useOpenHref } from './use-open-href';
import type { Schema } from '../../lib/api-schema';

type AdminMember = Schema<'AdminMemberDto'>;

type MembersList = AdminListPage<AdminMember>;

interface MembersData {
  list: Loaded<MembersList>;
  open: Loaded<AdminMember> | null;
}

export async function membersLoader(args: LoaderFunctionArgs): Promise<MembersData> {
  const search = searchOf(args);
  const query = new URLSearchParams();
  for (const key of ['query', 'page']) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  const openId = search.get('open');
  const [list, open] = await Promise.all([
    adminApi(args, `/api/admin/users?${query.toString()}`),
    openId ? adminApi(args, `/api/admin/users/${encodeURIComponent(openId)}`) : null,
  ]);
  return { list, open };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const SECOND_FACTORS: Record<AdminMember['secondFactor'], string> = {
  off: 'Off',
  email: 'E-mailed code',
  app: 'Authenticator app',
};

/** Deleting needs the address typed again, so a slip of the hand cannot remove an account. */
function DeleteMember({ member }: { member: AdminMember }) {
  const [typed, setTyped] = useState('');
  const memberHref = useOpenHref();
  const { pending, outcome, run, prompt } = useAdminAction();
  const matches = typed.trim().toLowerCase() === member.email.toLowerCase();
  return (
    <>
      <form
        className="admin-delete"
        aria-labelledby="delete-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches) return;
          void run(
            `/api/admin/users/${member.id}`,
            { method: 'DELETE', body: { email: typed } },
            () => `The account of ${member.email} was deleted, and they have been told by e-mail.`,
            memberHref(null),
          );
        }}
      >
        <h3 id="delete-heading">Delete this account</h3>
        <p>
          Only when the member has asked for it. Everything the account holds is removed and the
          member is told by e-mail. This cannot be undone.
        </p>
        <div className="admin-field">
          <label htmlFor="delete-confirm">Type the address {member.email} to confirm</label>
          <input
            id="delete-confirm"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={pending || !matches}>
            Delete the account
          </button>
        </div>
        <Outcome outcome={outcome} />
      </form>
      {prompt}
    </>
  );
}

function MemberDetail({ member }: { member: AdminMember }) {
  const memberHref = useOpenHref();
  const { pending, outcome, run, prompt } = useAdminAction();
  const otherRole = member.role === 'admin' ? 'user' : 'admin';
  return (
    <section className="card admin-detail" aria-labelledby="member-heading">
      <h2 id="member-heading" className="admin-subtitle">
        {member.name}
      </h2>
      <dl>
        <dt>E-mail</dt>
        <dd>{member.email}</dd>
        <dt>Username</dt>
        <dd>{member.username ?? '—'}</dd>
        <dt>Role</dt>
        <dd>{member.role === 'admin' ? 'Admin' : 'Member'}</dd>
        <dt>Joined</dt>
        <dd>{formatWhen(member.createdAt)}</dd>
        <dt>Address verified</dt>
        <dd>{yesNo(member.isEmailVerified)}</dd>
        <dt>Last sign-in</dt>
        <dd>{formatWhen(member.lastLogin)}</dd>
        <dt>Second factor</dt>
        <dd>{SECOND_FACTORS[member.secondFactor]}</dd>
        <dt>Google linked</dt>
        <dd>{yesNo(member.googleLinked)}</dd>
        <dt>Open sessions</dt>
        <dd>{member.sessions}</dd>
      </dl>
      <div className="admin-actions">
        {member.isEmailVerified ? null : (
          <button
            type="button"
            className="btn btn-outline"
            disabled={pending}
            onClick={() =>
              void run(
                `/api/admin/users/${member.id}/verification`,
                { method: 'POST' },
                (data) => data.message ?? 'A new verification link is on its way.',
              )
            }
          >
            Resend verification
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={pending}
          onClick={() =>
            void run(
              `/api/admin/users/${member.id}/sessions`,
              { method: 'DELETE' },
              (data) => data.message ?? 'Every session was ended.',
            )
          }
        >
          End all sessions
        </button>
        <ConfirmButton
          label={otherRole === 'admin' ? 'Make admin' : 'Remove admin role'}
          question={
            otherRole === 'admin'
              ? `Make ${member.name} (${member.email}) an admin? They will see every message, member and list.`
              : `Remove the admin role of ${member.name} (${member.email})?`
          }
          confirmLabel={otherRole === 'admin' ? 'Yes, make admin' : 'Yes, remove the role'}
          disabled={pending}
          onConfirm={() =>
            void run(
              `/api/admin/users/${member.id}`,
              { method: 'PATCH', body: { role: otherRole } },
              () =>
                otherRole === 'admin'
                  ? `${member.email} is now an admin.`
                  : `${member.email} is no longer an admin.`,
            )
          }
        />
        <Link className="btn btn-ghost" to={memberHref(null)}>
          Close
        </Link>
      </div>
      {prompt}
      <Outcome outcome={outcome} />
      <DeleteMember member={member} />
    </section>
  );
}

function MembersTable({ list }: { list: MembersList }) {
  const memberHref = useOpenHref();
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Members">
      <table className="admin-table">
        <caption>Accounts, newest first: {list.total} found</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Verified</th>
            <th scope="col">Joined</th>
            <th scope="col">Last sign-in</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((member) => (
            <tr key={member.id}>
              <td>
                <Link to={memberHref(member.id)}>{member.name}</Link>
                {member.username ? (
                  <>
                    <br />@{member.username}
                  </>
                ) : null}
              </td>
              <td>{member.email}</td>
              <td>{member.role === 'admin' ? 'Admin' : 'Member'}</td>
              <td>{yesNo(member.isEmailVerified)}</td>
              <td>{formatWhen(member.createdAt)}</td>
              <td>{formatWhen(member.lastLogin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/members: find and look after accounts. */
export function MembersPage() {
  const { list, open } = useLoaderData<MembersData>();
  return (
    <AdminLayout
      title="Members"
      intro={<p>Find an account by its e-mail address, name or username.</p>}
    >
      <OpenedRow open={open}>
        {(member) => <MemberDetail key={member.id} member={member} />}
      </OpenedRow>
      <ListSearch
        name="members"
        label="E-mail, name or username"
        field="members-query"
        maxLength={254}
      />
      <PagedList list={list} empty="No accounts match.">
        {(page) => <MembersTable list={page} />}
      </PagedList>
    </AdminLayout>
  );
}
