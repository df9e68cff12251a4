import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArrowRight, Clock } from 'lucide-react';
import { classPath, findFewMoreClass } from '../content/few-more';
import type { CourseOption, FewMoreClass, FewMoreClassCard } from '../content/types';
import { ContentSection } from '../components/ContentBlocks';
import { Badge } from '../components/CourseCards';
import {
  GlossaryLinks,
  GlossaryParagraphs,
  type GlossaryPlan,
} from '../components/glossary/GlossaryText';
import { NewTabLink } from '../components/NewTabLink';
import { Verses } from '../components/Verses';
import { PageHero, subtitleClass, type Crumb } from '../components/PageHero';
import { pageOr404 } from '../lib/route-kit';

/**
 * Checks the slug (unknown → 404 "Class Not Found") and hands the page its one class, with where
 * its glossary terms link (client/search/glossary-links.ts).
 */
export async function classLoader({
  params,
}: LoaderFunctionArgs): Promise<{ cls: FewMoreClass; glossary: GlossaryPlan }> {
  const cls = await pageOr404(findFewMoreClass, params.slug, 'class', async () => {
    return (await import('../content/few-more-pages')).findFewMoreClassPage;
  });
  const { pagePlans } = await import('../search/glossary-links');
  return { cls, glossary: pagePlans.fewMoreClass(cls) };
}

export function classCrumbs(cls: FewMoreClassCard): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Courses', href: '/courses' },
    { label: cls.title, href: classPath(cls) },
  ];
}

function OptionAction({ option }: { option: CourseOption }) {
  if (option.external) {
    return (
      <NewTabLink href={option.href} className="btn btn-accent">
        {option.label}
        <span className="visually-hidden">: {option.title}</span>
      </NewTabLink>
    );
  }
  return (
    <Link to={option.href} className="btn btn-outline">
      {option.comingSoon ? <Clock aria-hidden="true" size={16} /> : null}
      {option.label}
      <span className="visually-hidden">: {option.title}</span>
      {option.comingSoon ? null : <ArrowRight aria-hidden="true" size={16} />}
    </Link>
  );
}

/** Asparsha Yoga's 1, 3 and 7 day options. */
function CourseOptions({ options }: { options: CourseOption[] }) {
  return (
    <section className="content-section" aria-labelledby="options-heading">
      <h2 id="options-heading" className="content-heading">
        Course Options
      </h2>
      <div className="card-grid card-grid-3">
        {options.map((option) => (
          <article key={option.title} className="card option-card">
            {option.comingSoon ? <Badge tone="upcoming">Coming Soon</Badge> : null}
            <h3 className="card-title">{option.title}</h3>
            <p>{option.description}</p>
            <div className="button-row">
              <OptionAction option={option} />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

/** One template for the few-more classes (/courses/few-more/{slug}). */
export function FewMoreClassPage() {
  const { cls, glossary } = useLoaderData<typeof classLoader>();
  return (
    <GlossaryLinks plan={glossary}>
      <PageHero
        title={cls.title}
        crumbs={classCrumbs(cls)}
        back={{ label: 'Back to Courses', href: '/courses' }}
      >
        <p className={subtitleClass('class-subtitle', cls.subtitle)}>{cls.subtitle}</p>
        <Badge tone="previous">{cls.badge}</Badge>
      </PageHero>
      <div className="page-section">
        <div className="container prose-page">
          <ContentSection heading="Introduction" id="introduction" body={cls.introduction}>
            {cls.description ? <GlossaryParagraphs text={cls.description} /> : null}
          </ContentSection>
          {cls.sections.map((section, index) => (
            <ContentSection key={section.heading} id={`section-${index + 1}`} {...section} />
          ))}
          {cls.verses ? <Verses verses={cls.verses} heading="In the Bhagavad Gītā" /> : null}
          <div className="conclusion-box">
            <ContentSection heading="Conclusion" id="conclusion" body={cls.conclusion} />
          </div>
          {cls.options?.length ? <CourseOptions options={cls.options} /> : null}
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
