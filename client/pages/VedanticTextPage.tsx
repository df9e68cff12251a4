import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BookOpen } from 'lucide-react';
import { findVedanticText } from '../content/vedantic-texts';
import type { VedanticText, VedanticTextBody, VedanticTextCard } from '../content/types';
import { ContentSection, CtaBox } from '../components/ContentBlocks';
import { GlossaryLinks, type GlossaryPlan } from '../components/glossary/GlossaryText';
import { Verses } from '../components/Verses';
import { PageHero, type Crumb } from '../components/PageHero';
import { Kept } from '../lib/kept';
import { pageOr404 } from '../lib/route-kit';

/** The text's sections, which the server's HTML carries (client/lib/kept.tsx). */
type TextSections = Pick<
  VedanticTextBody,
  'about' | 'keyTeachings' | 'whyUseful' | 'benefits' | 'verses'
>;

/**
 * Checks the slug (unknown → 404 "Text Not Found") and hands the page its one text; its sections
 * are `kept`: in the HTML only, not a second time in the hydration data.
 */
export async function vedanticTextLoader({ params }: LoaderFunctionArgs): Promise<{
  text: Omit<VedanticText, keyof TextSections>;
  kept?: TextSections;
  glossary: GlossaryPlan;
}> {
  const page = await pageOr404(findVedanticText, params.slug, 'text', async () => {
    return (await import('../content/vedantic-text-pages')).findVedanticTextPage;
  });
  const { pagePlans } = await import('../search/glossary-links');
  const { about, keyTeachings, whyUseful, benefits, verses, ...text } = page;
  return {
    text,
    kept: { about, keyTeachings, whyUseful, benefits, verses },
    glossary: pagePlans.text(page),
  };
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
  const { text, kept, glossary } = useLoaderData<typeof vedanticTextLoader>();
  const actions = [{ label: 'Get in Touch', href: '/contact' }];
  if (text.courseSlug)
    actions.push({ label: 'View the Course', href: `/courses/${text.courseSlug}` });
  if (text.devanagari) actions.push({ label: 'Our Reading Path', href: '/reading-path' });
  return (
    <GlossaryLinks plan={glossary}>
      <PageHero
        title={text.title}
        subtitle={text.subtitle}
        crumbs={textCrumbs(text)}
        back={{ label: 'Back to Resources', href: '/resources' }}
        icon={<BookOpen aria-hidden="true" size={40} />}
      >
        {text.devanagari ? (
          <p className="devanagari text-devanagari" lang="sa">
            {text.devanagari}
          </p>
        ) : null}
        {text.author ? (
          <p className="text-author">
            <span className="text-author-label">Author:</span> {text.author}
          </p>
        ) : null}
      </PageHero>
      <div className="page-section">
        <div className="container prose">
          <Kept content={kept}>
            {(sections) => (
              <>
                <ContentSection id="about-text" heading="About the Text" body={sections.about} />
                {sections.verses ? <Verses verses={sections.verses} /> : null}
                <ContentSection
                  id="key-teachings"
                  heading="Key Teachings"
                  body=""
                  items={sections.keyTeachings}
                />
                <ContentSection
                  id="why-useful"
                  heading="Why It’s Useful"
                  body={sections.whyUseful}
                />
                <ContentSection
                  id="course-benefits"
                  heading="Course Benefits"
                  body=""
                  items={sections.benefits}
                />
              </>
            )}
          </Kept>
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
    </GlossaryLinks>
  );
}
