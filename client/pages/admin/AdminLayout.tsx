import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS } from './admin-sections';

function sectionClass({ isActive }: { isActive: boolean }): string {
  return `admin-nav-link${isActive ? ' admin-nav-link-active' : ''}`;
}

/** Every admin page: its title, the admin navigation, then the page's own content. */
export function AdminLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-page">
      <div className="container">
        <p className="admin-kicker">Administration</p>
        <h1 className="admin-title">{title}</h1>
        <nav aria-label="Administration" className="admin-nav">
          <ul>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end className={sectionClass}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {intro ? <div className="admin-intro">{intro}</div> : null}
        {children}
      </div>
    </div>
  );
}

/** A list that could not be loaded: the API's sentence, announced to screen readers. */
export function AdminError({ message }: { message: string }) {
  return (
    <p className="notice notice-error" role="alert">
      {message}
    </p>
  );
}

/** A date and time as the trust reads it: India time, labelled IST (client/lib/time.ts). */
export { istDateTime as formatWhen } from '../../lib/time';
