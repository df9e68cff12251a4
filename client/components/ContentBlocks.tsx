import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListItem, Section } from '../content/types';
import { GlossaryParagraphs, GlossaryText } from './glossary/GlossaryText';

/** A list of content items: bold name (if any) and text. */
export function ItemList({ items, ordered = false }: { items: ListItem[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={ordered ? 'item-list item-list-ordered' : 'item-list'}>
      {items.map((item, index) => (
        <li key={item.name ?? index}>
          {item.name ? <strong className="item-name">{item.name}</strong> : null}
          {item.name ? ' ' : null}
          <span>
            <GlossaryText text={item.text} />
          </span>
        </li>
      ))}
    </Tag>
  );
}

/** A titled block of prose with an optional list: the building block of every detail page. */
export function ContentSection({
  heading,
  body,
  items,
  ordered,
  id,
  children,
}: Partial<Section> & { heading: string; id?: string; children?: ReactNode }) {
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-heading">
        {heading}
      </h2>
      {body ? <GlossaryParagraphs text={body} /> : null}
      {items?.length ? <ItemList items={items} ordered={ordered} /> : null}
      {children}
    </section>
  );
}

/** The level banner of course and practice pages. */
export function LevelBanner({ level, note }: { level: string; note?: string }) {
  return (
    <aside className="level-banner" aria-label="Level">
      <p className="level-banner-level">Level: {level}</p>
      {note ? <p className="level-banner-note">{note}</p> : null}
    </aside>
  );
}

/** A closing call to action with one or two buttons. */
export function CtaBox({
  heading,
  text,
  actions,
}: {
  heading: string;
  text?: string;
  actions: { label: string; href: string; external?: boolean }[];
}) {
  return (
    <section className="cta-box" aria-label={heading}>
      <h2 className="cta-heading">{heading}</h2>
      {text ? <p>{text}</p> : null}
      <div className="button-row center">
        {actions.map((action, index) =>
          action.external ? (
            <a
              key={action.href}
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              className={index === 0 ? 'btn btn-accent' : 'btn btn-outline-light'}
            >
              {action.label}
            </a>
          ) : (
            <Link
              key={action.href}
              to={action.href}
              className={index === 0 ? 'btn btn-accent' : 'btn btn-outline-light'}
            >
              {action.label}
            </Link>
          ),
        )}
      </div>
    </section>
  );
}

/** Main column plus an aside on wide screens (detail pages with a side card). */
export function WithAside({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="with-aside">
      <div className="with-aside-main">{children}</div>
      <aside className="with-aside-side">{aside}</aside>
    </div>
  );
}
