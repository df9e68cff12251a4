import { createContext, useContext, type ReactNode } from 'react';
import { paragraphsOf } from '../../lib/text';

/**
 * Where a content page links its glossary terms: for each paragraph or list item that holds the
 * first occurrence of one (keyed by `proseKey` of its text), the spans to link, as [start, end,
 * term slug]. Worked out from the typed content by the page's loader (client/search/glossary-links.ts),
 * so the server renders the links and hydration finds them in the loader data: no page carries the
 * glossary in its JavaScript.
 */
export type GlossaryPlan = Record<string, [number, number, string][]>;

/**
 * A short key for a paragraph's text (32-bit FNV-1a, base 36): the plan names paragraphs by it
 * rather than repeating them in the hydration data.
 */
export function proseKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const PlanContext = createContext<GlossaryPlan | undefined>(undefined);

/** Gives the prose inside it the page's plan. */
export function GlossaryLinks({ plan, children }: { plan?: GlossaryPlan; children: ReactNode }) {
  return <PlanContext.Provider value={plan}>{children}</PlanContext.Provider>;
}

/**
 * A paragraph's text with its planned glossary links: plain links to /glossary#term, which the
 * entry gives a popover once the scripts run (glossary/wire-popover.ts).
 */
export function GlossaryText({ text }: { text: string }) {
  const spans = useContext(PlanContext)?.[proseKey(text)];
  if (!spans) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end, slug] of spans) {
    parts.push(
      text.slice(at, start),
      <a key={start} href={`/glossary#${slug}`} className="glossary-link">
        {text.slice(start, end)}
      </a>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return parts;
}

/**
 * Content text as paragraphs, like `Paragraphs`, with their glossary links: for the content pages'
 * prose (the other pages keep `Paragraphs`, and none of this code).
 */
export function GlossaryParagraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>
          <GlossaryText text={paragraph} />
        </p>
      ))}
    </>
  );
}
