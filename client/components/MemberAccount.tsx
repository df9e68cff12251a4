import { Link, NavLink } from 'react-router';
import { LogOut, UserRound } from 'lucide-react';
import { signOut, type SessionUser } from '../lib/session';

function Avatar({ user }: { user: SessionUser }) {
  return user.avatar ? (
    <img
      src={user.avatar}
      alt=""
      width={32}
      height={32}
      className="avatar"
      referrerPolicy="no-referrer"
    />
  ) : (
    <UserRound aria-hidden="true" className="avatar avatar-icon" />
  );
}

/**
 * The signed-in member's part of the header: their name (to the dashboard), account settings, the
 * admin area for admins, and Sign Out. A chunk
 * of its own (client/lib/deferred.tsx): visitors' first loads carry none of it.
 */
export function MemberAccount({
  viewer,
  onNavigate,
}: {
  viewer: SessionUser;
  onNavigate: () => void;
}) {
  return (
    <div className="account-area">
      <Link to="/dashboard" className="account-link" onClick={onNavigate}>
        <Avatar user={viewer} />
        <span className="account-name">{viewer.name}</span>
      </Link>
      <Link to="/account" className="btn btn-ghost" onClick={onNavigate}>
        Settings
      </Link>
      {viewer.role === 'admin' ? (
        <Link to="/admin" className="btn btn-ghost" onClick={onNavigate}>
          Admin
        </Link>
      ) : null}
      <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" size={16} />
        Sign Out
      </button>
    </div>
  );
}

/** The member's section of the mobile menu. */
export function MemberMobileLinks({
  viewer,
  navClass,
  onNavigate,
}: {
  viewer: SessionUser;
  navClass: (state: { isActive: boolean }) => string;
  onNavigate: () => void;
}) {
  return (
    <>
      <p className="mobile-section">Account</p>
      <ul className="mobile-list">
        <li>
          <NavLink to="/dashboard" className={navClass} onClick={onNavigate}>
            Dashboard
          </NavLink>
        </li>
        <li>
          <NavLink to="/practice" className={navClass} onClick={onNavigate}>
            Daily practice
          </NavLink>
        </li>
        {viewer.role === 'admin' ? (
          <li>
            <NavLink to="/admin" className={navClass} onClick={onNavigate}>
              Admin
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/account" className={navClass} onClick={onNavigate}>
            Account settings
          </NavLink>
        </li>
        <li>
          <button type="button" className="nav-link" onClick={() => void signOut()}>
            Sign Out
          </button>
        </li>
      </ul>
    </>
  );
}
