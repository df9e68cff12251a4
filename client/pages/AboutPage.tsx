import { aboutContent } from '../content/screens/about';
import { findPractice, practicePath } from '../content/practices';
import { FounderMonogram } from '../components/InfoIllustrations';
import { InfoCard } from '../components/InfoCard';
import { PageHero } from '../components/PageHero';
import { Link, useLoaderData } from 'react-router';
import type { GalleryAlbumPage } from './gallery/gallery-data';
import { Picture } from './gallery/Picture';

export interface AboutData {
  /** The gallery's first album (the trust's photographs by the river), when it can be read. */
  river: GalleryAlbumPage | null;
}

/** The trust's own photographs, below the fold: small, lazy, never the page's largest paint. */
function ByTheRiver({ river }: { river: GalleryAlbumPage }) {
  return (
    <section className="page-section about-photos" aria-labelledby="river-heading">
      <div className="container">
        <h2 id="river-heading" className="section-title">
          By the Gaṅgā in Varanasi
        </h2>
        <ul>
          {river.photos.slice(0, 3).map((photo) => (
            <li key={photo.id}>
              <figure>
                <Picture
                  photo={photo}
                  sizes="(min-width: 1200px) 370px, (min-width: 720px) 33vw, 100vw"
                />
                {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
        <p>
          <Link to={`/gallery/${river.album.slug}`}>More photographs in the gallery</Link>
        </p>
      </div>
    </section>
  );
}

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
  const river = useLoaderData<AboutData | undefined>()?.river;
  return (
    <>
      <PageHero
        title={aboutContent.title}
        accent={aboutContent.titleAccent}
        subtitle={aboutContent.subtitle}
      />
      <Founder />
      <SixSteps />
      {river?.photos.length ? <ByTheRiver river={river} /> : null}
      <WhatWeDo />
    </>
  );
}
