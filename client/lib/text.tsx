/** Content text's paragraphs: separated by a blank line, trimmed. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Splits content text into paragraphs (blank-line separated) and renders each as <p>. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
