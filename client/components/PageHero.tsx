import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ChevronRight } from 'lucide-react';

export interface Crumb {
  label: string;
  href: string;
}

/** Home / Section / Page: the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index < crumbs.length - 1 ? (
              <>
                <Link to={crumb.href}>{crumb.label}</Link>
                <ChevronRight aria-hidden="true" size={14} />
              </>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The top of a content page: optional breadcrumb and back link, the H1 (with an accented trailing
 * part), a subtitle and anything else the page puts under it (meta rows, badges).
 */
export function PageHero({
  title,
  accent,
  subtitle,
  crumbs,
  back,
  icon,
  children,
}: {
  title: string;
  /** Trailing part of the title shown in the accent colour, if the title ends with it. */
  accent?: string;
  subtitle?: string;
  crumbs?: Crumb[];
  back?: Crumb;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const accented =
    accent && title.endsWith(accent) ? title.slice(0, title.length - accent.length) : null;
  return (
    <section className="page-hero">
      <div className="container">
        {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
        {back ? (
          <Link to={back.href} className="back-link">
            <ArrowLeft aria-hidden="true" size={16} /> {back.label}
          </Link>
        ) : null}
        {icon ? <div className="page-hero-icon">{icon}</div> : null}
        <h1 className="page-title">
          {accented !== null ? (
            <>
              {accented}
              <span className="accent">{accent}</span>
            </>
          ) : (
            title
          )}
        </h1>
        {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
