import { Link } from 'react-router';
import { PageHero } from '../components/PageHero';
import { Verses } from '../components/Verses';
import { glossary, glossaryContent } from '../content/glossary';
import { glossaryUsage, usagePageTitles } from '../content/glossary-usage';

/** The first letter a term is filed under (diacritics aside). */
function letterOf(term: string): string {
  return term.normalize('NFD').charAt(0).toUpperCase();
}

const letters = [...new Set(glossary.map((term) => letterOf(term.term)))];

/** JSON-LD: the glossary as a DefinedTermSet, each term a DefinedTerm with its own address. */
export function glossaryLd(appUrl: string): object {
  const url = `${appUrl}/glossary`;
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    name: glossaryContent.title,
    url,
    hasDefinedTerm: glossary.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${term.slug}`,
      name: term.term,
      alternateName: term.devanagari,
      description: term.definition,
      inDefinedTermSet: url,
    })),
  };
}

/** /glossary: every term with its Devanāgarī, pronunciation, definition and the pages that use it. */
export function GlossaryPage() {
  return (
    <>
      <PageHero title={glossaryContent.title} subtitle={glossaryContent.subtitle} />
      <section className="page-section">
        <div className="container narrow prose-page">
          <p className="intro-text">{glossaryContent.intro}</p>
          <nav aria-label="Glossary letters" className="glossary-letters">
            {letters.map((letter) => (
              <a key={letter} href={`#letter-${letter}`}>
                {letter}
              </a>
            ))}
          </nav>
          <dl className="glossary">
            {glossary.map((term, index) => {
              const letter = letterOf(term.term);
              const first = index === 0 || letterOf(glossary[index - 1].term) !== letter;
              const usedOn = glossaryUsage[term.slug] ?? [];
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
                            <Link to={url}>{usagePageTitles[url] ?? url}</Link>
                          </span>
                        ))}
                      </p>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p>
            <Link to="/reading-path">Our reading path</Link> · <Link to="/search">Search the site</Link>
          </p>
        </div>
      </section>
    </>
  );
}
