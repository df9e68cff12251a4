import { postalAddress, site } from '../content/site';
import { absoluteUrl, type PageHead } from '../head';

/** schema.org Organization for the trust (home page). */
export function organizationLd(appUrl: string, contact: { phone?: string; email: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: appUrl,
    logo: absoluteUrl(appUrl, '/images/logo.svg'),
    description: site.defaultDescription,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.contact.address.locality,
      addressLocality: site.contact.address.city,
      addressRegion: site.contact.address.region,
      postalCode: site.contact.address.postalCode,
      addressCountry: 'IN',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contact.email,
      ...(contact.phone ? { telephone: contact.phone } : {}),
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi'],
    },
    sameAs: site.social.map((s) => s.href),
    foundingLocation: postalAddress,
  };
}

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
