import { legalPages } from '../content/legal';
import { meditations } from '../content/meditation';
import {
  aboutContent,
  blogContent,
  contactContent,
  eventsContent,
  galleryContent,
  meditationIntro,
  resourcesContent,
} from '../content/pages';
import { pitcsMeta } from '../content/pitcs';
import { vedanticTexts } from '../content/vedantic-texts';
import type { Crumb } from '../components/PageHero';
import type { PageHead } from '../head';
import { defineRoute, type SiteRoute } from '../lib/route-kit';
import { breadcrumbLd } from '../lib/structured-data';
import { AboutPage } from '../pages/AboutPage';
import { BlogPage, blogCrumbs } from '../pages/BlogPage';
import { ContactPage, contactLoader } from '../pages/ContactPage';
import { EventsPage, eventsCrumbs } from '../pages/EventsPage';
import { GalleryPage, galleryCrumbs } from '../pages/GalleryPage';
import { LegalPage, legalCrumbs, legalLoader } from '../pages/LegalPage';
import { MeditationListPage } from '../pages/MeditationListPage';
import { MeditationPage, meditationCrumbs, meditationLoader } from '../pages/MeditationPage';
import { PitcsPage, pitcsCrumbs } from '../pages/PitcsPage';
import { ResourcesPage } from '../pages/ResourcesPage';
import { textCrumbs, VedanticTextPage, vedanticTextLoader } from '../pages/VedanticTextPage';

/** Head of a page that shows a breadcrumb: its meta plus the matching BreadcrumbList. */
function withCrumbs(meta: PageHead, appUrl: string, crumbs: Crumb[]): PageHead {
  return { ...meta, jsonLd: [breadcrumbLd(appUrl, crumbs)] };
}

/** PITCs under its own address and under the academy prefix (the alias is not indexed). */
const pitcsRoutes = [
  { path: '/pitcs', alias: false },
  { path: '/pragya-academy/pitcs', alias: true },
].map(({ path, alias }) =>
  defineRoute({
    path,
    Component: PitcsPage,
    indexable: !alias,
    head: ({ appUrl }) => ({
      ...withCrumbs(pitcsMeta, appUrl, pitcsCrumbs),
      ...(alias ? { noindex: true } : {}),
    }),
  }),
);

const legalRoutes = legalPages.map((page) =>
  defineRoute({
    path: `/${page.slug}`,
    Component: LegalPage,
    loader: legalLoader(page.slug),
    head: ({ appUrl }) =>
      withCrumbs(
        { title: page.metaTitle, description: page.description },
        appUrl,
        legalCrumbs(page),
      ),
  }),
);

/** About, resources and texts, meditation, PITCs, events, gallery, blog, contact and legal pages. */
export const infoRoutes: SiteRoute[] = [
  defineRoute({
    path: '/about',
    Component: AboutPage,
    head: () => aboutContent.meta,
  }),
  defineRoute({
    path: '/resources',
    Component: ResourcesPage,
    head: () => resourcesContent.meta,
  }),
  defineRoute({
    path: '/resources/vedantic-texts/:slug',
    Component: VedanticTextPage,
    loader: vedanticTextLoader,
    paths: () => vedanticTexts.map((text) => `/resources/vedantic-texts/${text.slug}`),
    head: ({ data, appUrl }) =>
      withCrumbs(
        { title: `${data.text.title} - Vedantic Texts`, description: data.text.overview },
        appUrl,
        textCrumbs(data.text),
      ),
  }),
  defineRoute({
    path: '/blog',
    Component: BlogPage,
    head: ({ appUrl }) => withCrumbs(blogContent.meta, appUrl, blogCrumbs),
  }),
  defineRoute({
    path: '/contact',
    Component: ContactPage,
    loader: contactLoader,
    head: () => contactContent.meta,
  }),
  defineRoute({
    path: '/meditation',
    Component: MeditationListPage,
    head: () => meditationIntro.meta,
  }),
  defineRoute({
    path: '/meditation/:slug',
    Component: MeditationPage,
    loader: meditationLoader,
    paths: () => meditations.map((practice) => `/meditation/${practice.slug}`),
    head: ({ data, appUrl }) =>
      withCrumbs(
        {
          title: `${data.practice.title} - ${data.practice.pageSubtitle} - Pragya Trust`,
          description: data.practice.description,
        },
        appUrl,
        meditationCrumbs(data.practice),
      ),
  }),
  ...pitcsRoutes,
  defineRoute({
    path: '/events',
    Component: EventsPage,
    head: ({ appUrl }) => withCrumbs(eventsContent.meta, appUrl, eventsCrumbs),
  }),
  defineRoute({
    path: '/gallery',
    Component: GalleryPage,
    head: ({ appUrl }) => withCrumbs(galleryContent.meta, appUrl, galleryCrumbs),
  }),
  ...legalRoutes,
];
