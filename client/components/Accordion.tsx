import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  /** Unique on the page: used for the button and panel ids. */
  id: string;
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  /** Always visible under the button (e.g. a one-line brief). */
  summary?: ReactNode;
  content: ReactNode;
}

/** Keys that move focus between the accordion's buttons (WAI-ARIA accordion pattern). */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * An accordion where at most one item is open; clicking the open item closes it. Every panel is in
 * the server HTML (closed ones carry `hidden`), and the buttons are native, so Enter and Space work;
 * arrow keys, Home and End move between them.
 */
export function Accordion({
  items,
  headingLevel = 3,
  idPrefix = 'accordion',
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  idPrefix?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = targetIndex(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${idPrefix}-${item.id}-button`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            className={open ? 'accordion-item accordion-item-open' : 'accordion-item'}
          >
            <Heading className="accordion-heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className="accordion-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.icon ? <span className="accordion-icon">{item.icon}</span> : null}
                <span className="accordion-label">
                  <span className="accordion-title">{item.title}</span>
                  {item.subtitle ? (
                    <span className="accordion-subtitle">{item.subtitle}</span>
                  ) : null}
                </span>
                <ChevronDown aria-hidden="true" size={22} className="accordion-chevron" />
              </button>
            </Heading>
            {item.summary ? <div className="accordion-summary">{item.summary}</div> : null}
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
