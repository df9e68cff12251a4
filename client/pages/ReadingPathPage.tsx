import { Link } from 'react-router';
import { PageHero } from '../components/PageHero';
import { readingPath } from '../content/reading-path';
import { Paragraphs } from '../lib/text';

/** /reading-path: the order of study, each stage with its text, course and practices. */
export function ReadingPathPage() {
  return (
    <>
      <PageHero title={readingPath.title} subtitle={readingPath.subtitle} />
      <section className="page-section">
        <div className="container narrow prose-page">
          <div className="intro-text">
            <Paragraphs text={readingPath.intro} />
          </div>
          <ol className="reading-path">
            {readingPath.stages.map((stage, index) => (
              <li
                key={stage.courseSlug}
                className="reading-stage"
                aria-labelledby={`stage-${index + 1}`}
              >
                <h2 id={`stage-${index + 1}`} className="content-heading">
                  <span className="reading-stage-number">{index + 1}.</span> {stage.title}
                </h2>
                <p className="devanagari" lang="sa">
                  {stage.devanagari}
                </p>
                <p>
                  <strong>What it gives.</strong> {stage.gives}
                </p>
                <p>
                  <strong>What it prepares for.</strong> {stage.preparesFor}
                </p>
                <p>
                  <strong>Practice alongside:</strong>{' '}
                  {stage.practices.map((practice, at) => (
                    <span key={practice.href}>
                      {at > 0 ? ', ' : null}
                      <Link to={practice.href}>{practice.label}</Link>
                    </span>
                  ))}
                </p>
                <p className="reading-stage-links">
                  <Link to={`/courses/${stage.courseSlug}`}>The course</Link> ·{' '}
                  <Link to={`/resources/vedantic-texts/${stage.textSlug}`}>About the text</Link>
                </p>
              </li>
            ))}
          </ol>
          <section aria-labelledby="practice-heading">
            <h2 id="practice-heading" className="content-heading">
              {readingPath.practiceHeading}
            </h2>
            <Paragraphs text={readingPath.practice} />
            <p>
              <Link to={readingPath.sanskritClass.href}>{readingPath.sanskritClass.label}</Link> ·{' '}
              <Link to="/glossary">Glossary of terms</Link>
            </p>
          </section>
        </div>
      </section>
    </>
  );
}
