import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import { readingPath } from '../../content/reading-path';
import { glossaryContent } from '../../content/screens/glossary';
import { searchContent } from '../../content/screens/search';
import { defineRouteModule, requestPath, type HeadArgs } from '../../lib/route-kit';
import { GlossaryPage, glossaryLd, glossaryLoader } from '../../pages/GlossaryPage';
import { ReadingPathPage } from '../../pages/ReadingPathPage';
import { SearchPage, searchLoader } from '../../pages/SearchPage';
import type { PageHead } from '../../head';
import type { SearchAnswer } from '../../search/query';

/**
 * The study aids, /search, /glossary and /reading-path: one route module (as the admin pages are,
 * docs/decisions/0108), so that the route table every page's entry carries grows by one module,
 * not three (docs/decisions/0140-site-search.md).
 */
function StudyPage() {
  const { pathname } = useLocation();
  if (pathname === '/search') return <SearchPage />;
  if (pathname === '/glossary') return <GlossaryPage />;
  return <ReadingPathPage />;
}

async function loader(args: LoaderFunctionArgs): Promise<unknown> {
  const path = requestPath(args.request);
  if (path === '/search') return searchLoader(args);
  if (path === '/glossary') return glossaryLoader();
  return {};
}

function head({ data, pathname, appUrl }: HeadArgs<unknown>): PageHead {
  if (pathname === '/search') {
    const { query } = data as SearchAnswer;
    return query
      ? { ...searchContent.meta, title: `${query} - Search`, noindex: true }
      : searchContent.meta;
  }
  if (pathname === '/glossary') {
    const { kept } = data as Awaited<ReturnType<typeof glossaryLoader>>;
    return { ...glossaryContent.meta, jsonLd: kept ? [glossaryLd(appUrl, kept.terms)] : [] };
  }
  return readingPath.meta;
}

export default defineRouteModule({ Component: StudyPage, loader, head });
