import { Calendar, ShieldCheck, UserRound } from 'lucide-react';
import type { SessionUser } from '../../lib/session';

/** The member at a glance: picture, name, addresses, verification and role. */
export function ProfileSummary({ user, joined }: { user: SessionUser; joined: string | null }) {
  return (
    <section className="card dash-profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="visually-hidden">
        Profile
      </h2>
      {user.avatar ? (
        <img src={user.avatar} alt="" className="dash-avatar" width={96} height={96} />
      ) : (
        <span className="dash-avatar dash-avatar-icon" aria-hidden="true">
          <UserRound size={48} />
        </span>
      )}
      <p className="dash-name">{user.name}</p>
      <p className="dash-email">{user.email}</p>
      {user.username ? <p className="dash-username">@{user.username}</p> : null}
      <span className={`badge ${user.isEmailVerified ? 'badge-verified' : 'badge-unverified'}`}>
        {user.isEmailVerified ? 'Verified' : 'Unverified'}
      </span>
      <ul className="dash-facts">
        {joined ? (
          <li>
            <Calendar aria-hidden="true" size={16} /> Joined {joined}
          </li>
        ) : null}
        <li>
          <ShieldCheck aria-hidden="true" size={16} /> Role: {user.role ?? 'user'}
        </li>
      </ul>
    </section>
  );
}
