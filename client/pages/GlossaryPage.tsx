import { Link, useLoaderData } from 'react-router';
import { PageHero } from '../components/PageHero';
import { Verses } from '../components/Verses';
import type { GlossaryTerm } from '../content/glossary';
import { glossaryContent } from '../content/screens/glossary';
import { Kept } from '../lib/kept';

/** The terms and the pages that use them: in the server's HTML only (client/lib/kept.tsx). */
interface GlossaryEntries {
  terms: GlossaryTerm[];
  usage: Record<string, string[]>;
  titles: Record<string, string>;
}

/**
 * The terms come as chunks of their own, so the page's first-load JavaScript carries none of them;
 * a first visit gets them in the HTML alone.
 */
export async function glossaryLoader(): Promise<{ kept?: GlossaryEntries }> {
  const [{ glossary }, { glossaryUsage, usagePageTitles }] = await Promise.all([
    import('../content/glossary'),
    import('../content/glossary-usage'),
  ]);
  return { kept: { terms: glossary, usage: glossaryUsage, titles: usagePageTitles } };
}

/** The first letter a term is filed under (diacritics aside). */
function letterOf(term: string): string {
  return term.normalize('NFD').charAt(0).toUpperCase();
}

/** JSON-LD: the glossary as a DefinedTermSet, each term a DefinedTerm with its own address. */
export function glossaryLd(appUrl: string, terms: GlossaryTerm[]): object {
  const url = `${appUrl}/glossary`;
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    name: glossaryContent.title,
    url,
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${term.slug}`,
      name: term.term,
      alternateName: term.devanagari,
      description: term.definition,
      inDefinedTermSet: url,
    })),
  };
}

function Entries({ terms, usage, titles }: GlossaryEntries) {
  const letters = [...new Set(terms.map((term) => letterOf(term.term)))];
  return (
    <>
      <nav aria-label="Glossary letters" className="glossary-letters">
        {letters.map((letter) => (
          <a key={letter} href={`#letter-${letter}`}>
            {letter}
          </a>
        ))}
      </nav>
      <dl className="glossary">
        {terms.map((term, index) => {
          const letter = letterOf(term.term);
          const first = index === 0 || letterOf(terms[index - 1].term) !== letter;
          const usedOn = usage[term.slug] ?? [];
          return (
            <div key={term.slug} id={term.slug} className="glossary-term">
              <dt id={first ? `letter-${letter}` : undefined}>
                <dfn lang="sa-Latn">{term.term}</dfn>{' '}
                <span className="devanagari" lang="sa">
                  {term.devanagari}
                </span>
              </dt>
              <dd>
                <p className="glossary-pronunciation">
                  <span className="visually-hidden">Pronunciation: </span>
                  {term.pronunciation}
                </p>
                <p>{term.definition}</p>
                {term.verses ? (
                  <Verses verses={term.verses} heading="In the texts" id={`${term.slug}-verses`} />
                ) : null}
                {usedOn.length > 0 ? (
                  <p className="glossary-used">
                    Used on:{' '}
                    {usedOn.map((url, at) => (
                      <span key={url}>
                        {at > 0 ? ', ' : null}
                        <Link to={url}>{titles[url] ?? url}</Link>
                      </span>
                    ))}
                  </p>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

/** /glossary: every term with its Devanāgarī, pronunciation, definition and the pages that use it. */
export function GlossaryPage() {
  const { kept } = useLoaderData<typeof glossaryLoader>();
  return (
    <>
      <PageHero title={glossaryContent.title} subtitle={glossaryContent.subtitle} />
      <section className="page-section">
        <div className="container narrow prose-page">
          <p className="intro-text">{glossaryContent.intro}</p>
          <Kept content={kept}>{(entries) => <Entries {...entries} />}</Kept>
          <p>
            <Link to="/reading-path">Our reading path</Link> ·{' '}
            <Link to="/search">Search the site</Link>
          </p>
        </div>
      </section>
    </>
  );
}
