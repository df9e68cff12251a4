import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { usePublicContact } from '../app-context';
import { footerColumns, type NavLink } from '../content/navigation';
import { signOut } from '../lib/session';
import { useViewer } from '../lib/use-viewer';
import { phoneHref, postalAddress, site } from '../content/site';
import { LogoMark } from './LogoMark';
import { SocialLinks } from './SocialLinks';

/** The footer's Account column for a signed-in member (Sign Out follows them). */
function memberFooterLinks(admin: boolean): NavLink[] {
  return [
    { label: 'Dashboard', href: '/dashboard' },
    { label: 'Daily Practice', href: '/practice' },
    { label: 'Account settings', href: '/account' },
    ...(admin ? [{ label: 'Admin', href: '/admin' }] : []),
  ];
}

/** The site footer: brand and motto, link columns, contact block and copyright. */
export function Footer() {
  const contact = usePublicContact();
  const viewer = useViewer();
  return (
    // Its id is what the first paint waits for (the head's `rel=expect` link, client/root.tsx).
    <footer id="site-footer" className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to="/" className="brand brand-footer">
            <LogoMark size={32} />
            <span className="brand-name">{site.name}</span>
          </Link>
          <blockquote className="motto">
            <p>“{site.motto}”</p>
            <p className="motto-source">{site.mottoSource}</p>
          </blockquote>
          <p className="footer-tagline">{site.tagline}</p>
          <SocialLinks />
        </div>
        {footerColumns.map((column) => {
          // The account links follow the signed-in state.
          const member = column.heading === 'Account' && viewer;
          const links = member ? memberFooterLinks(viewer.role === 'admin') : column.links;
          return (
            <nav key={column.heading} aria-label={column.heading} className="footer-column">
              <h2 className="footer-heading">{column.heading}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
                {member ? (
                  <li>
                    <button
                      type="button"
                      className="footer-link-button"
                      onClick={() => void signOut()}
                    >
                      Sign Out
                    </button>
                  </li>
                ) : null}
              </ul>
            </nav>
          );
        })}
        <div className="footer-column">
          <h2 className="footer-heading">Contact</h2>
          <address>
            <ul>
              {contact.phone ? (
                <li>
                  <Phone aria-hidden="true" size={16} />
                  <a href={phoneHref(contact.phone)}>{contact.phone}</a>
                </li>
              ) : null}
              <li>
                <Mail aria-hidden="true" size={16} />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                <MapPin aria-hidden="true" size={16} />
                <span>{postalAddress}</span>
              </li>
            </ul>
          </address>
        </div>
      </div>
      <div className="footer-bottom">
        <p className="container">
          © {new Date().getFullYear()} {site.name} — All Rights Reserved.
        </p>
      </div>
    </footer>
  );
}
