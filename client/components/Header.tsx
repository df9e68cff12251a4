import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import { academyNav, mainNav } from '../content/navigation';
import { site } from '../content/site';
import { deferred } from '../lib/deferred';
import { useViewer } from '../lib/use-viewer';
import { LogoMark } from './LogoMark';
import { HeaderSearch } from './search/HeaderSearch';

const SCROLL_SHADOW_AT = 10;

function navClass({ isActive }: { isActive: boolean }): string {
  return `nav-link${isActive ? ' nav-link-active' : ''}`;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

// The signed-in member's links load only for members (docs/decisions/0064-first-load-javascript.md).
const MemberAccount = deferred(
  'MemberAccount',
  async () => (await import('./MemberAccount')).MemberAccount,
);
const MemberMobileLinks = deferred(
  'MemberMobileLinks',
  async () => (await import('./MemberAccount')).MemberMobileLinks,
);

/**
 * Closes an open `<details>` menu on a click outside it or on Escape (the focus back on its
 * summary). The menu itself opens natively, before the scripts run.
 */
function useCloseOutside(menu: RefObject<HTMLDetailsElement | null>): void {
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
  }, [menu]);
}

/** The academy dropdown: a `<details>` that closes on an outside click, Escape or a choice. */
function AcademyMenu({ onNavigate }: { onNavigate: () => void }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const active = academyNav.activeFor.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  useCloseOutside(menu);

  return (
    <details className="dropdown" ref={menu}>
      <summary
        className={`nav-link dropdown-toggle${active ? ' nav-link-active' : ''}`}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          menu.current!.open = true;
          menu.current!.querySelector<HTMLAnchorElement>('.dropdown-menu a')?.focus();
        }}
      >
        {academyNav.label}
        <ChevronDown aria-hidden="true" size={16} className="chevron" />
      </summary>
      <ul className="dropdown-menu">
        {academyNav.links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              className={navClass}
              onClick={() => {
                menu.current!.open = false;
                onNavigate();
              }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AccountArea({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useViewer();
  if (!viewer) {
    return (
      <div className="account-area">
        <Link to="/login" className="btn btn-ghost" onClick={onNavigate}>
          Sign In
        </Link>
        <Link to="/register" className="btn btn-primary" onClick={onNavigate}>
          Sign Up
        </Link>
      </div>
    );
  }
  return <MemberAccount viewer={viewer} onNavigate={onNavigate} />;
}

/**
 * The fixed site header: brand, main links, academy menu, search box, account area and the mobile
 * menu (the search box is in the bar from 480 px and at the top of the menu below that). The
 * mobile menu is a `<details>`: its toggle works before the scripts run, a scrim (the open
 * summary's backdrop: a click on it closes the menu) covers the page, and the page does not
 * scroll behind it (CSS alone). Once the scripts run, Escape closes it and gives the focus back
 * to the toggle, and a choice or a route change closes it.
 */
export function Header() {
  const scrolled = useScrolledPast(SCROLL_SHADOW_AT);
  const viewer = useViewer();
  const { pathname } = useLocation();
  const mobile = useRef<HTMLDetailsElement>(null);
  const closeMenus = () => {
    if (mobile.current) mobile.current.open = false;
  };

  useCloseOutside(mobile);

  // A route change always closes the mobile menu.
  useEffect(() => {
    if (mobile.current) mobile.current.open = false;
  }, [pathname]);

  return (
    <header className={`site-header${scrolled ? ' site-header-scrolled' : ''}`}>
      <div className="container header-bar">
        <Link to="/" className="brand" onClick={closeMenus} aria-label={`${site.name} home`}>
          <LogoMark size={40} />
          <span className="brand-name">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="desktop-nav">
          <ul className="nav-list">
            {mainNav.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === '/'} className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <AcademyMenu onNavigate={closeMenus} />
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <div className="desktop-account">
          <AccountArea onNavigate={closeMenus} />
        </div>
        <details ref={mobile} className="mobile-menu">
          <summary className="menu-toggle" aria-label="Toggle navigation menu">
            <Menu aria-hidden="true" className="menu-icon-open" />
            <X aria-hidden="true" className="menu-icon-close" />
          </summary>
          <nav aria-label="Mobile" className="mobile-nav">
            <HeaderSearch />
            <ul className="mobile-list">
              {mainNav.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end={link.href === '/'}
                    className={navClass}
                    onClick={closeMenus}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="mobile-section">{academyNav.label}</p>
            <ul className="mobile-list">
              {academyNav.links.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className={navClass} onClick={closeMenus}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {viewer ? (
              <MemberMobileLinks viewer={viewer} navClass={navClass} onNavigate={closeMenus} />
            ) : (
              <div className="mobile-account">
                <AccountArea onNavigate={closeMenus} />
              </div>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}
