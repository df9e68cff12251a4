import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FileText, Scale, ShieldCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import { usePublicContact } from '../app-context';
import type { LegalPage as LegalPageContent, Section } from '../content/types';
import { ItemList } from '../components/ContentBlocks';
import { PageHero, type Crumb } from '../components/PageHero';
import { Kept } from '../lib/kept';
import { notFound, requestPath } from '../lib/route-kit';
import { Paragraphs } from '../lib/text';

const EMAIL_TOKEN = '{email}';

const icons: Record<string, LucideIcon> = {
  'privacy-policy': ShieldCheck,
  'terms-conditions': Scale,
  disclaimer: TriangleAlert,
};

/** What the page's head and hero need; small, so it stays in the hydration data. */
export type LegalHeading = Omit<LegalPageContent, 'intro' | 'sections' | 'highlight'>;
/** The text itself, which the server's HTML carries (client/lib/kept.tsx). */
type LegalText = Pick<LegalPageContent, 'intro' | 'sections' | 'highlight'>;

/**
 * Each legal page has its own address ("/privacy-policy"). The texts are a chunk of their own,
 * fetched by the loader: the page's first load carries none of them, neither in its JavaScript nor
 * in the hydration data (the text is `kept`: the server's HTML has it).
 */
export async function legalLoader({
  request,
}: LoaderFunctionArgs): Promise<{ page: LegalHeading; kept?: LegalText }> {
  const slug = requestPath(request).replace(/^\/+|\/+$/g, '');
  const { findLegalPage } = await import('../content/legal');
  const found = findLegalPage(slug);
  if (!found) notFound('page');
  const { intro, sections, highlight, ...page } = found;
  return { page, kept: { intro, sections, highlight } };
}

export function legalCrumbs(page: LegalHeading): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: page.title, href: `/${page.slug}` },
  ];
}

/** "20/8/2025" as an ISO date for <time dateTime>. */
function isoDate(date: string): string {
  const [day, month, year] = date.split('/');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Replaces each {email} token with a mailto link to the configured address. */
function withEmail(text: string, email: string): ReactNode[] {
  return text.split(EMAIL_TOKEN).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href={`mailto:${email}`}>
            {email}
          </a>,
          part,
        ],
  );
}

function LegalSection({ section, id }: { section: Section; id: string }) {
  const { email } = usePublicContact();
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-heading">
        {section.heading}
      </h2>
      {section.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{withEmail(paragraph, email)}</p>
        ))}
      {section.items?.length ? <ItemList items={section.items} ordered={section.ordered} /> : null}
    </section>
  );
}

/** /privacy-policy, /terms-conditions and /disclaimer: one template. */
export function LegalPage() {
  const { page, kept } = useLoaderData<typeof legalLoader>();
  const PageIcon = icons[page.slug] ?? FileText;
  return (
    <>
      <PageHero
        title={page.title}
        crumbs={legalCrumbs(page)}
        back={{ label: 'Back to Home', href: '/' }}
        icon={<PageIcon aria-hidden="true" size={40} />}
      >
        {page.effective ? (
          <p className="legal-effective">
            Effective date: <time dateTime={isoDate(page.effective)}>{page.effective}</time>
          </p>
        ) : null}
      </PageHero>
      <div className="page-section">
        <Kept content={kept} className="container prose legal">
          {(text) => (
            <>
              <div className="legal-intro">
                <Paragraphs text={text.intro} className="lead" />
              </div>
              {text.sections.map((section, index) => (
                <LegalSection key={section.heading} section={section} id={`legal-${index + 1}`} />
              ))}
              {text.highlight ? (
                <div className="legal-highlight">
                  <TriangleAlert aria-hidden="true" size={28} className="legal-highlight-icon" />
                  <LegalSection section={text.highlight} id="legal-highlight" />
                </div>
              ) : null}
            </>
          )}
        </Kept>
      </div>
    </>
  );
}
