import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { NewTabLink } from './NewTabLink';

export interface CardLink {
  label: string;
  href: string;
  external?: boolean;
  /** Render as a button rather than an inline text link. */
  button?: boolean;
}

/** The card's call to action: an internal link, or a new-tab link for other sites. */
export function CardAction({ link, title }: { link: CardLink; title: string }) {
  if (link.external) {
    return (
      <NewTabLink href={link.href} className={link.button ? 'btn btn-accent' : 'text-link'}>
        {link.label}
      </NewTabLink>
    );
  }
  return (
    <Link
      to={link.href}
      className={link.button ? 'btn btn-primary' : 'text-link'}
      aria-label={link.button ? undefined : `${link.label}: ${title}`}
    >
      {link.label}
      {link.button ? null : <ArrowRight aria-hidden="true" size={16} />}
    </Link>
  );
}

/**
 * A content card of the information pages: an optional icon or marker, a title, a subtitle, text
 * and one link. Cards sit under a section heading, so their titles default to h3.
 */
export function InfoCard({
  title,
  subtitle,
  text,
  icon,
  link,
  headingLevel = 3,
  headingId,
  className,
  children,
}: {
  title: string;
  subtitle?: string;
  text?: string;
  icon?: ReactNode;
  link?: CardLink;
  headingLevel?: 2 | 3;
  headingId?: string;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={className ? `card info-card ${className}` : 'card info-card'}>
      {icon}
      <Heading id={headingId} className="card-title">
        {title}
      </Heading>
      {subtitle ? <p className="card-subtitle">{subtitle}</p> : null}
      {text ? <p>{text}</p> : null}
      {children}
      {link ? (
        <div className="info-card-action">
          <CardAction link={link} title={title} />
        </div>
      ) : null}
    </article>
  );
}
