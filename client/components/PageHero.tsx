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
 * A hero subtitle of one to two phone lines (26 to 56 characters at the subtitle's size) wraps on a
 * phone to one line or to two depending on the face it is set in: the sized fallback of the first
 * paint and the web face differ by a few per cent on a given line of Title Case (0065), and a
 * tagline that lands near the edge of the column wrapped in the fallback and not in the web face,
 * so the page below moved up when the faces switched (CLS 0.027 on /courses/other/dhyan-dharana in
 * Lighthouse's mobile run). Such a subtitle takes the class that reserves two lines on narrow
 * screens (app.css), the same in both faces. Shorter ones stay on one line on every phone; longer
 * ones are paragraphs.
 */
export function subtitleClass(base: string, text: string): string {
  return text.length >= 26 && text.length <= 56 ? `${base} two-line-subtitle` : base;
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
        {subtitle ? <p className={subtitleClass('page-subtitle', subtitle)}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
