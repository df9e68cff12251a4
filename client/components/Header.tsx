import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import { academyNav, mainNav } from '../content/navigation';
import { site } from '../content/site';
import { deferred } from '../lib/deferred';
import { useViewer } from '../lib/use-viewer';
import { LogoMark } from './BrandIcons';

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

/** The academy dropdown: opens by click or keyboard, closes on outside click, Escape or a choice. */
function AcademyMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = academyNav.activeFor.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={`nav-link dropdown-toggle${active ? ' nav-link-active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() =>
              wrapper.current?.querySelector<HTMLAnchorElement>('.dropdown-menu a')?.focus(),
            );
          }
        }}
      >
        {academyNav.label}
        <ChevronDown
          aria-hidden="true"
          size={16}
          className={`chevron${open ? ' chevron-open' : ''}`}
        />
      </button>
      <ul id={menuId} className="dropdown-menu" hidden={!open}>
        {academyNav.links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              className={navClass}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
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

/** The fixed site header: brand, main links, academy menu, account area and the mobile menu. */
export function Header() {
  const scrolled = useScrolledPast(SCROLL_SHADOW_AT);
  const [mobileOpen, setMobileOpen] = useState(false);
  const viewer = useViewer();
  const { pathname } = useLocation();
  const mobileId = useId();
  const closeMenus = () => setMobileOpen(false);

  // A route change always closes the mobile menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

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
        <div className="desktop-account">
          <AccountArea onNavigate={closeMenus} />
        </div>
        <button
          type="button"
          className="menu-toggle"
          aria-label="Toggle navigation menu"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      <nav id={mobileId} aria-label="Mobile" className="mobile-nav" hidden={!mobileOpen}>
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
    </header>
  );
}
