import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Hourglass } from 'lucide-react';
import { classPath, fewMoreClasses } from '../content/few-more';
import { comingSoonContent } from '../content/screens/coming-soon';
import type { CourseOption, FewMoreClassCard } from '../content/types';
import { Breadcrumb, type Crumb } from '../components/PageHero';
import { notFound } from '../lib/route-kit';

/** A class option that is announced but not yet open, with the address of its coming-soon page. */
export interface UpcomingOption {
  cls: FewMoreClassCard;
  option: CourseOption;
}

/** Every "Coming Soon" option of the few-more classes: each gets its own coming-soon page. */
export function upcomingOptions(): UpcomingOption[] {
  return fewMoreClasses.flatMap((cls) =>
    (cls.options ?? [])
      .filter((option) => option.comingSoon && !option.external)
      .map((option) => ({ cls, option })),
  );
}

/** What the page says about the programme it stands in for ("Asparsha Yoga", "3 Day Course"). */
export interface ComingSoonData {
  classSlug: string;
  optionTitle: string;
}

/**
 * /coming-soon stands alone (no programme named); /courses/few-more/{class}/{option} names an
 * announced option, and any other such address is not found.
 */
export function comingSoonLoader({ params }: LoaderFunctionArgs): ComingSoonData | null {
  if (!params.slug) return null;
  const href = `/courses/few-more/${params.slug}/${params.option}`;
  const upcoming = upcomingOptions().find(({ option }) => option.href === href);
  if (!upcoming) notFound('page');
  return { classSlug: upcoming.cls.slug, optionTitle: upcoming.option.title };
}

export function findUpcomingOption(
  data: ComingSoonData | null | undefined,
): UpcomingOption | undefined {
  if (!data) return undefined;
  return upcomingOptions().find(
    ({ cls, option }) => cls.slug === data.classSlug && option.title === data.optionTitle,
  );
}

export function comingSoonCrumbs({ cls, option }: UpcomingOption): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Courses', href: '/courses' },
    { label: cls.title, href: classPath(cls) },
    { label: option.title, href: option.href },
  ];
}

/** /coming-soon, and the pages of announced programmes such as Asparsha Yoga's 3 and 7 day courses. */
export function ComingSoonPage() {
  const upcoming = findUpcomingOption(useLoaderData<ComingSoonData | null>());
  return (
    <section className="page-section status-page coming-soon">
      <div className="container narrow center">
        {upcoming ? <Breadcrumb crumbs={comingSoonCrumbs(upcoming)} /> : null}
        <Hourglass aria-hidden="true" className="status-icon" size={48} />
        <h1 className="page-title">{comingSoonContent.title}</h1>
        {upcoming ? (
          <>
            <p className="coming-soon-programme">
              {`${upcoming.cls.title}: ${upcoming.option.title}`}
            </p>
            <p>{upcoming.option.description}</p>
          </>
        ) : null}
        <p className="lead">{comingSoonContent.text}</p>
        <div className="button-row center">
          {comingSoonContent.buttons.map((button, index) => (
            <Link
              key={button.href}
              to={button.href}
              className={index === 0 ? 'btn btn-outline' : 'btn btn-accent'}
            >
              {button.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
