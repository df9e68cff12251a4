import { BookOpen, Headphones, Newspaper, Podcast, Video } from 'lucide-react';
import { resourcesContent } from '../content/screens/resources';
import { vedanticTexts } from '../content/vedantic-texts';
import { InfoCard } from '../components/InfoCard';
import { PageHero } from '../components/PageHero';

function SacredBook() {
  const { sacredBook } = resourcesContent;
  return (
    <section className="page-section" aria-labelledby="sacred-book-heading">
      <div className="container narrow">
        <InfoCard
          title={sacredBook.title}
          text={sacredBook.text}
          headingLevel={2}
          headingId="sacred-book-heading"
          className="feature-card"
          icon={<BookOpen aria-hidden="true" size={32} className="card-icon" />}
        />
      </div>
    </section>
  );
}

/** The seven texts, each leading to its page under /resources/vedantic-texts/. */
function VedanticTexts() {
  return (
    <section className="page-section section-tinted" aria-labelledby="texts-heading">
      <div className="container">
        <h2 id="texts-heading" className="section-title center">
          {resourcesContent.textsHeading}
        </h2>
        <p className="center">
          <a href="/reading-path">{resourcesContent.readingPath}</a> ·{' '}
          <a href="/glossary">{resourcesContent.glossary}</a> ·{' '}
          <a href="/search">{resourcesContent.search}</a>
        </p>
        <div className="card-grid card-grid-3">
          {vedanticTexts.map((text) => (
            <InfoCard
              key={text.slug}
              title={text.title}
              subtitle={text.subtitle}
              text={text.overview}
              link={{ label: 'Learn More', href: `/resources/vedantic-texts/${text.slug}` }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function LecturesAndTalks() {
  const { lectures } = resourcesContent;
  return (
    <section className="page-section" aria-labelledby="lectures-heading">
      <div className="container">
        <h2 id="lectures-heading" className="section-title center">
          {lectures.heading}
        </h2>
        <div className="card-grid card-grid-2">
          <InfoCard
            title={lectures.video.title}
            text={lectures.video.text}
            icon={<Video aria-hidden="true" size={32} className="card-icon" />}
            link={{
              label: lectures.video.button,
              href: lectures.video.href,
              external: true,
              button: true,
            }}
          />
          <InfoCard
            title={lectures.audio.title}
            text={lectures.audio.text}
            icon={<Headphones aria-hidden="true" size={32} className="card-icon" />}
            link={{ label: lectures.audio.button, href: lectures.audio.href, button: true }}
          />
        </div>
      </div>
    </section>
  );
}

/** The Asparsha Yoga podcast and the blog, side by side. */
function MoreToExplore() {
  const { podcast, blog } = resourcesContent;
  return (
    <div className="page-section section-tinted">
      <div className="container card-grid card-grid-2">
        <InfoCard
          title={podcast.title}
          text={podcast.text}
          headingLevel={2}
          icon={<Podcast aria-hidden="true" size={32} className="card-icon" />}
          link={{ label: podcast.button, href: podcast.href, external: true, button: true }}
        />
        <InfoCard
          title={blog.title}
          text={blog.text}
          headingLevel={2}
          icon={<Newspaper aria-hidden="true" size={32} className="card-icon" />}
          link={{ label: blog.button, href: blog.href, button: true }}
        />
      </div>
    </div>
  );
}

export function ResourcesPage() {
  return (
    <>
      <PageHero title={resourcesContent.title} subtitle={resourcesContent.subtitle} />
      <SacredBook />
      <VedanticTexts />
      <LecturesAndTalks />
      <MoreToExplore />
    </>
  );
}
