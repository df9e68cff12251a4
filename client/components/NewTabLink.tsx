import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';

/** A link to another site: opens in a new tab, shows an icon and tells screen readers so. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" size={16} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
