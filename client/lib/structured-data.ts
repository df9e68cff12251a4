import { site } from '../content/site';
import { absoluteUrl, type PageHead } from '../head';

/** schema.org BreadcrumbList from [label, path] pairs. */
export function breadcrumbLd(appUrl: string, crumbs: { label: string; href: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(appUrl, crumb.href),
    })),
  };
}

/** schema.org Course. */
export function courseLd(
  appUrl: string,
  course: { title: string; description: string; path: string; level?: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url: absoluteUrl(appUrl, course.path),
    ...(course.level ? { educationalLevel: course.level } : {}),
    inLanguage: 'en',
    provider: { '@type': 'Organization', name: site.name, sameAs: appUrl },
  };
}

/** Head of a page that shows a breadcrumb: its meta plus the matching BreadcrumbList. */
export function withBreadcrumbs(
  meta: PageHead,
  appUrl: string,
  crumbs: { label: string; href: string }[],
): PageHead {
  return { ...meta, jsonLd: [breadcrumbLd(appUrl, crumbs)] };
}
