import { useLoaderData } from 'react-router';
import { Brain, Check } from 'lucide-react';
import { keyFeatures, pitcsCta, pitcsIntro } from '../content/pitcs';
import type { KeyFeature } from '../content/types';
import { Accordion } from '../components/Accordion';
import {
  GlossaryLinks,
  GlossaryParagraphs,
  GlossaryText,
  type GlossaryPlan,
} from '../components/glossary/GlossaryText';
import { CtaBox, ItemList } from '../components/ContentBlocks';
import { Icon } from '../components/Icon';
import { PageHero, type Crumb } from '../components/PageHero';

export const pitcsTitle = 'PITCs';
export const pitcsSubtitle = 'Pragya Institute for Transformational Consciousness Studies';

export const pitcsCrumbs: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: pitcsTitle, href: '/pitcs' },
];

/** Where the page's glossary terms link (client/search/glossary-links.ts). */
export async function pitcsLoader(): Promise<{ glossary: GlossaryPlan }> {
  const { pagePlans } = await import('../search/glossary-links');
  return { glossary: pagePlans.pitcs(pitcsIntro, keyFeatures) };
}

/** The expanded part of a key feature: introduction, explanation, why it matters, benefits. */
function FeatureDetails({ feature }: { feature: KeyFeature }) {
  const namedParts = feature.explanation.some((part) => part.name);
  return (
    <div className="feature-details">
      <h4>Introduction</h4>
      <p>
        <GlossaryText text={feature.introduction} />
      </p>
      <h4>Explanation</h4>
      {feature.explanationLead ? (
        <p>
          <GlossaryText text={feature.explanationLead} />
        </p>
      ) : null}
      {namedParts ? (
        <ItemList items={feature.explanation} />
      ) : (
        feature.explanation.map((part) => (
          <p key={part.text}>
            <GlossaryText text={part.text} />
          </p>
        ))
      )}
      {feature.explanationClose ? (
        <p>
          <GlossaryText text={feature.explanationClose} />
        </p>
      ) : null}
      <h4>Why It Matters</h4>
      <p>
        <GlossaryText text={feature.whyItMatters} />
      </p>
      <h4>Benefits</h4>
      <ul className="check-list">
        {feature.benefits.map((benefit) => (
          <li key={benefit}>
            <Check aria-hidden="true" size={18} className="check-list-icon" />
            <GlossaryText text={benefit} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /pitcs (and /pragya-academy/pitcs): the institute and its four key features. */
export function PitcsPage() {
  const { glossary } = useLoaderData<typeof pitcsLoader>();
  return (
    <GlossaryLinks plan={glossary}>
      <PageHero
        title={pitcsTitle}
        subtitle={pitcsSubtitle}
        crumbs={pitcsCrumbs}
        back={{ label: 'Back to Home', href: '/' }}
        icon={<Brain aria-hidden="true" size={40} />}
      />
      <div className="page-section">
        <div className="container prose">
          <div className="card feature-card intro-card">
            <GlossaryParagraphs text={pitcsIntro.intro} />
          </div>
          <section className="content-section" aria-labelledby="transformational-heading">
            <h2 id="transformational-heading" className="content-heading">
              What is Transformational Studies?
            </h2>
            <GlossaryParagraphs text={pitcsIntro.whatIs} />
          </section>
          <section className="content-section" aria-labelledby="key-features-heading">
            <h2 id="key-features-heading" className="content-heading">
              Key Features
            </h2>
            <Accordion
              idPrefix="feature"
              items={keyFeatures.map((feature) => ({
                id: feature.id,
                title: feature.title,
                subtitle: feature.subtitle,
                icon: <Icon name={feature.icon} size={24} />,
                summary: (
                  <p>
                    <GlossaryText text={feature.brief} />
                  </p>
                ),
                content: <FeatureDetails feature={feature} />,
              }))}
            />
          </section>
          <CtaBox
            heading={pitcsCta.heading}
            text={pitcsCta.text}
            actions={[{ label: pitcsCta.button, href: '/contact' }]}
          />
        </div>
      </div>
    </GlossaryLinks>
  );
}
