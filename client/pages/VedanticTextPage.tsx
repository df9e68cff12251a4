import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BookOpen } from 'lucide-react';
import { findVedanticText } from '../content/vedantic-texts';
import type { VedanticText, VedanticTextCard } from '../content/types';
import { ContentSection, CtaBox } from '../components/ContentBlocks';
import { PageHero, type Crumb } from '../components/PageHero';
import { pageOr404 } from '../lib/route-kit';

/** Checks the slug (unknown → 404 "Text Not Found") and hands the page its one text. */
export async function vedanticTextLoader({
  params,
}: LoaderFunctionArgs): Promise<{ text: VedanticText }> {
  const text = await pageOr404(findVedanticText, params.slug, 'text', async () => {
    return (await import('../content/vedantic-text-pages')).findVedanticTextPage;
  });
  return { text };
}

export function textCrumbs(text: VedanticTextCard): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Resources', href: '/resources' },
    { label: text.title, href: `/resources/vedantic-texts/${text.slug}` },
  ];
}

/** One text under /resources/vedantic-texts/{slug}: the same template for all seven. */
export function VedanticTextPage() {
  const { text } = useLoaderData<typeof vedanticTextLoader>();
  const actions = [{ label: 'Get in Touch', href: '/contact' }];
  if (text.courseSlug)
    actions.push({ label: 'View the Course', href: `/courses/${text.courseSlug}` });
  return (
    <>
      <PageHero
        title={text.title}
        subtitle={text.subtitle}
        crumbs={textCrumbs(text)}
        back={{ label: 'Back to Resources', href: '/resources' }}
        icon={<BookOpen aria-hidden="true" size={40} />}
      >
        {text.author ? (
          <p className="text-author">
            <span className="text-author-label">Author:</span> {text.author}
          </p>
        ) : null}
      </PageHero>
      <div className="page-section">
        <div className="container prose">
          <ContentSection id="about-text" heading="About the Text" body={text.about} />
          <ContentSection
            id="key-teachings"
            heading="Key Teachings"
            body=""
            items={text.keyTeachings}
          />
          <ContentSection id="why-useful" heading="Why It’s Useful" body={text.whyUseful} />
          <ContentSection
            id="course-benefits"
            heading="Course Benefits"
            body=""
            items={text.benefits}
          />
          <CtaBox
            heading="Interested in This Text?"
            text={
              text.courseSlug
                ? `Write to us with your questions about ${text.title}, or read about the course in which we study it.`
                : `Write to us with your questions about ${text.title}.`
            }
            actions={actions}
          />
        </div>
      </div>
    </>
  );
}
