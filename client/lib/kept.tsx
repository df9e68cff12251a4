import type { ReactNode } from 'react';

/**
 * The loader-data property for text the server's HTML already shows. The server's entry leaves it
 * out of the hydration data (`withoutKept`), so a first visit gets that text once, in the HTML; a
 * client-side visit runs the loader in the browser and has it.
 */
export const KEPT = 'kept';

/** Loader data as serialized for hydration: the same, less its `kept` property. */
export function withoutKept(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !(KEPT in data)) return data;
  return { ...data, [KEPT]: undefined };
}

/**
 * An element whose children are text from the loader's `kept` property. With the text (the
 * server's rendering, a client-side visit), it renders them. Without it (hydration of the server's
 * page), it renders the same element with an empty inner HTML and no hydration warning: React
 * neither compares nor replaces what the server put inside, so the page keeps its text and the
 * browser never needs a second copy of it. The two cases are keyed apart: when a revalidation
 * brings the text, React replaces the element rather than adding the text to the kept one.
 */
export function Kept<T>({
  content,
  className,
  children,
}: {
  content: T | undefined;
  className?: string;
  children: (content: T) => ReactNode;
}) {
  if (content === undefined) {
    return (
      <div
        key="kept"
        className={className}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="live" className={className}>
      {children(content)}
    </div>
  );
}
