import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { findMeditation } from '../content/meditation';
import type { Meditation, MeditationCard } from '../content/types';
import { ContentSection, CtaBox } from '../components/ContentBlocks';
import {
  GlossaryLinks,
  GlossaryParagraphs,
  GlossaryText,
  type GlossaryPlan,
} from '../components/glossary/GlossaryText';
import { Icon } from '../components/Icon';
import { PageHero, type Crumb } from '../components/PageHero';
import { pageOr404 } from '../lib/route-kit';

/**
 * Checks the slug (unknown → 404 "Practice Not Found") and hands the page its one practice, with
 * where its glossary terms link (client/search/glossary-links.ts).
 */
export async function meditationLoader({
  params,
}: LoaderFunctionArgs): Promise<{ practice: Meditation; glossary: GlossaryPlan }> {
  const practice = await pageOr404(findMeditation, params.slug, 'meditation', async () => {
    return (await import('../content/meditation-pages')).findMeditationPage;
  });
  const { pagePlans } = await import('../search/glossary-links');
  return { practice, glossary: pagePlans.meditation(practice) };
}

export function meditationCrumbs(practice: MeditationCard): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Meditation', href: '/meditation' },
    { label: practice.title, href: `/meditation/${practice.slug}` },
  ];
}

/** The four cards under the introduction: the practice at a glance. */
function PracticeCards({ practice }: { practice: Meditation }) {
  return (
    <section className="content-section" aria-labelledby="glance-heading">
      <h2 id="glance-heading" className="visually-hidden">
        {practice.title} at a glance
      </h2>
      <ul className="card-grid card-grid-2 glance-grid">
        {practice.cards.map((card) => (
          <li key={card.name} className="card">
            <h3 className="card-title">{card.name}</h3>
            <p>
              <GlossaryText text={card.text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One practice under /meditation/{slug}: the same template for all six. */
export function MeditationPage() {
  const { practice, glossary } = useLoaderData<typeof meditationLoader>();
  return (
    <GlossaryLinks plan={glossary}>
      <PageHero
        title={practice.title}
        subtitle={practice.pageSubtitle}
        crumbs={meditationCrumbs(practice)}
        back={{ label: 'All Practices', href: '/meditation' }}
        icon={<Icon name={practice.icon} size={40} />}
      >
        <p className="hero-lead">{practice.description}</p>
      </PageHero>
      <div className="page-section">
        <div className="container prose">
          <div className="info-intro">
            <GlossaryParagraphs text={practice.introduction} />
          </div>
          <PracticeCards practice={practice} />
          <div className="insight">
            <GlossaryParagraphs text={practice.insight} />
          </div>
          {practice.sections.map((section, index) => (
            <ContentSection key={section.heading} id={`section-${index + 1}`} {...section} />
          ))}
          <CtaBox
            heading={practice.ctaHeading}
            text="Write to us about your practice: where to begin, how to keep it steady, or a question that has come up along the way."
            actions={[
              { label: 'Get Guidance', href: '/contact' },
              { label: 'All Practices', href: '/meditation' },
            ]}
          />
        </div>
      </div>
    </GlossaryLinks>
  );
}
