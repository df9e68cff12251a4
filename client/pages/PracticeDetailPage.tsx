import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { findPractice, practicePath } from '../content/practices';
import type { Practice, PracticeCard } from '../content/types';
import { ContentSection, LevelBanner } from '../components/ContentBlocks';
import {
  GlossaryLinks,
  GlossaryParagraphs,
  GlossaryText,
  type GlossaryPlan,
} from '../components/glossary/GlossaryText';
import { PageHero, type Crumb } from '../components/PageHero';
import { pageOr404 } from '../lib/route-kit';

/**
 * Checks the slug (unknown → 404 "Course Not Found") and hands the page its one practice, with
 * where its glossary terms link (client/search/glossary-links.ts).
 */
export async function practiceLoader({
  params,
}: LoaderFunctionArgs): Promise<{ practice: Practice; glossary: GlossaryPlan }> {
  const practice = await pageOr404(findPractice, params.slug, 'practice', async () => {
    return (await import('../content/practice-pages')).findPracticePage;
  });
  const { pagePlans } = await import('../search/glossary-links');
  return { practice, glossary: pagePlans.practice(practice) };
}

export function practiceCrumbs(practice: PracticeCard): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Courses', href: '/courses' },
    { label: practice.title, href: practicePath(practice) },
  ];
}

/** The Jap page's four cards on the heart of the practice. */
function PracticeCards({ practice }: { practice: Practice }) {
  if (!practice.cards?.length) return null;
  return (
    <section className="content-section" aria-labelledby="practice-cards-heading">
      <h2 id="practice-cards-heading" className="content-heading">
        The Practice at a Glance
      </h2>
      <div className="card-grid card-grid-2">
        {practice.cards.map((card) => (
          <article key={card.name ?? card.text} className="card practice-aspect">
            {card.name ? <h3 className="card-title">{card.name}</h3> : null}
            <p>
              <GlossaryText text={card.text} />
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** One template for every practice of "Other Courses" (/courses/other/{slug} and its alias). */
export function PracticeDetailPage() {
  const { practice, glossary } = useLoaderData<typeof practiceLoader>();
  return (
    <GlossaryLinks plan={glossary}>
      <PageHero
        title={practice.title}
        subtitle={practice.subtitle}
        crumbs={practiceCrumbs(practice)}
      >
        <p className="detail-tag">Other Courses · Practice</p>
      </PageHero>
      <div className="page-section">
        <div className="container prose-page">
          <div className="intro-text">
            <GlossaryParagraphs text={practice.introduction} />
          </div>
          <PracticeCards practice={practice} />
          <ContentSection heading={`What is ${practice.title}?`} id="what" body={practice.what} />
          <ContentSection
            heading="Philosophical Roots"
            id="roots"
            body={practice.philosophicalRoots}
          />
          <ContentSection
            heading={practice.howHeading}
            id="how"
            items={practice.howToApproach}
            ordered
          />
          <ContentSection heading="Benefits" id="benefits" items={practice.benefits} />
          <div className="caution-box">
            <ContentSection heading="Caution" id="caution" body={practice.caution} />
          </div>
          <div className="reflection-box">
            <ContentSection heading="Reflection" id="reflection" body={practice.reflection} />
          </div>
          <LevelBanner level={practice.pageLevel} note={practice.levelNote} />
          <div className="button-row">
            <Link to="/courses" className="btn btn-outline">
              All Courses
            </Link>
            <Link to="/contact" className="btn btn-accent">
              Get Guidance
            </Link>
          </div>
        </div>
      </div>
    </GlossaryLinks>
  );
}
