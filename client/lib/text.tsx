import { GlossaryText } from '../components/glossary/GlossaryText';

/**
 * Splits content text into paragraphs (blank-line separated) and renders each as <p>, with the
 * glossary links the page's plan gives it (components/glossary/GlossaryText.tsx).
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className={className}>
            <GlossaryText text={paragraph} />
          </p>
        ))}
    </>
  );
}
