import { meditationIntro } from '../content/screens/meditation-intro';
import { meditations } from '../content/meditation';
import { CtaBox } from '../components/ContentBlocks';
import { Icon } from '../components/Icon';
import { InfoCard } from '../components/InfoCard';
import { PageHero } from '../components/PageHero';
import { Paragraphs } from '../lib/text';

/** /meditation: the six practices, from conscious action to silent stillness. */
export function MeditationListPage() {
  return (
    <>
      <PageHero title={meditationIntro.title} accent={meditationIntro.titleAccent}>
        <div className="page-subtitle hero-paragraphs">
          <Paragraphs text={meditationIntro.intro} />
        </div>
      </PageHero>
      <div className="page-section">
        <div className="container">
          <section aria-labelledby="practices-heading">
            <h2 id="practices-heading" className="visually-hidden">
              The six practices
            </h2>
            <div className="card-grid card-grid-3">
              {meditations.map((practice) => (
                <InfoCard
                  key={practice.slug}
                  title={practice.title}
                  subtitle={practice.subtitle}
                  text={practice.description}
                  icon={<Icon name={practice.icon} size={32} className="card-icon" />}
                  link={{ label: 'View More', href: `/meditation/${practice.slug}` }}
                />
              ))}
            </div>
          </section>
          <CtaBox
            heading={meditationIntro.cta.heading}
            text={meditationIntro.cta.text}
            actions={[meditationIntro.cta.button]}
          />
        </div>
      </div>
    </>
  );
}
