import type { Verse } from '../content/types';

function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <span key={index}>
      {line}
      {index < lines.length - 1 ? <br /> : null}
    </span>
  ));
}

/** Verses in Devanāgarī, IAST and our translation, each with its reference. */
export function Verses({
  verses,
  heading = 'Key Verses',
  id = 'verses',
}: {
  verses: Verse[];
  heading?: string;
  id?: string;
}) {
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-heading">
        {heading}
      </h2>
      {verses.map((verse) => (
        <figure key={verse.reference} className="verse">
          <p className="devanagari verse-devanagari" lang="sa">
            <Lines text={verse.devanagari} />
          </p>
          <p className="verse-iast" lang="sa-Latn">
            <Lines text={verse.iast} />
          </p>
          <figcaption className="verse-translation">
            {verse.translation} <cite>({verse.reference})</cite>
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
