import { postalAddress, site } from '../content/site';
import { absoluteUrl } from '../head';

/**
 * schema.org Organization for the trust: the home page's alone, so the JSON-LD helpers every
 * course page loads (structured-data.ts) do not carry it.
 */
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
