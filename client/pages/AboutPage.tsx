import { aboutContent } from '../content/screens/about';
import { findPractice, practicePath } from '../content/practices';
import { FounderMonogram } from '../components/InfoIllustrations';
import { InfoCard } from '../components/InfoCard';
import { PageHero } from '../components/PageHero';

function Founder() {
  const { founder } = aboutContent;
  return (
    <section className="page-section" aria-labelledby="founder-heading">
      <div className="container about-founder">
        <figure className="about-founder-art">
          <FounderMonogram />
          <figcaption>{founder.name}</figcaption>
        </figure>
        <div className="prose">
          <h2 id="founder-heading" className="section-title">
            {founder.heading}
          </h2>
          {founder.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Six numbered practice cards, each leading to its page under /courses/other/. */
function SixSteps() {
  const { sixSteps } = aboutContent;
  return (
    <section className="page-section section-tinted" aria-labelledby="six-steps-heading">
      <div className="container">
        <h2 id="six-steps-heading" className="section-title center">
          {sixSteps.heading}
        </h2>
        <ol className="card-grid card-grid-3 step-grid">
          {sixSteps.items.map((step, index) => {
            const practice = findPractice(step.slug);
            return (
              <li key={step.slug}>
                <InfoCard
                  title={step.title}
                  subtitle={practice?.subtitle}
                  text={step.text}
                  icon={
                    <span className="step-number" aria-hidden="true">
                      {index + 1}
                    </span>
                  }
                  link={{ label: sixSteps.linkLabel, href: practicePath(step) }}
                />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function WhatWeDo() {
  const { whatWeDo } = aboutContent;
  return (
    <section className="page-section" aria-labelledby="what-we-do-heading">
      <div className="container">
        <h2 id="what-we-do-heading" className="section-title center">
          {whatWeDo.heading}
        </h2>
        <div className="card-grid card-grid-3">
          {whatWeDo.pillars.map((pillar) => (
            <InfoCard
              key={pillar.title}
              title={pillar.title}
              subtitle={pillar.subtitle}
              text={pillar.text}
              className="pillar-card"
            />
          ))}
        </div>
      </div>
    </section>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHero
        title={aboutContent.title}
        accent={aboutContent.titleAccent}
        subtitle={aboutContent.subtitle}
      />
      <Founder />
      <SixSteps />
      <WhatWeDo />
    </>
  );
}
