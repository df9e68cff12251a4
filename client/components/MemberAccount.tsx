import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
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
 * The signed-in member's part of the header: their name opens an account menu (Dashboard, Account
 * settings, Admin for admins, Sign Out), one control wide at every width. A `<details>`, so it
 * opens before the scripts run; once they do, an outside click, Escape or a choice closes it. A
 * chunk of its own (client/lib/deferred.tsx): visitors' first loads carry none of it.
 */
export function MemberAccount({
  viewer,
  onNavigate,
}: {
  viewer: SessionUser;
  onNavigate: () => void;
}) {
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const choose = () => {
    if (menu.current) menu.current.open = false;
    onNavigate();
  };

  return (
    <details className="account-menu" ref={menu}>
      <summary className="account-link" title={viewer.name}>
        <Avatar user={viewer} />
        <span className="account-name">{viewer.name}</span>
        <ChevronDown aria-hidden="true" size={16} className="chevron" />
      </summary>
      <ul className="dropdown-menu" aria-label="Account">
        <li>
          <Link to="/dashboard" className="nav-link" onClick={choose}>
            Dashboard
          </Link>
        </li>
        <li>
          <Link to="/account" className="nav-link" onClick={choose}>
            Account settings
          </Link>
        </li>
        {viewer.role === 'admin' ? (
          <li>
            <Link to="/admin" className="nav-link" onClick={choose}>
              Admin
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="nav-link" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" size={16} />
            Sign Out
          </button>
        </li>
      </ul>
    </details>
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
