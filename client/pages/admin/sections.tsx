import type { ComponentType } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import type { PageHead } from '../../head';
import { requireAdmin } from './access';
import { ADMIN_PATHS, type AdminPath } from './admin-paths';
import { ADMIN_SECTION_WORDS } from './admin-sections';
import { AuditPage, auditLoader } from './AuditPage';
import { CourseRunsPage, courseRunsLoader } from './course-runs-section';
import { EventsAdminPage, eventsAdminLoader } from './events/deferred-section';
import { InterestPage, interestLoader } from './InterestPage';
import { MembersPage, membersLoader } from './MembersPage';
import { MessagesPage, messagesLoader } from './MessagesPage';
import { NewsPage, newsLoader } from './NewsPage';
import { OverviewPage, overviewLoader } from './OverviewPage';
import { RecordingsAdminPage, recordingsAdminLoader } from './recordings/RecordingsAdminPage';
import { ArticlesAdminSection, articlesAdminLoader } from './articles/section';
import { MediaAdminSection, mediaAdminLoader } from './media/section';

interface AdminSection {
  Component: ComponentType;
  /** Loads the section's data as the admin (each one starts with requireAdmin or adminApi). */
  loader?: (args: LoaderFunctionArgs) => unknown;
}

/**
 * The admin area's pages by path. They share one route module, so the public pages' entry names
 * a single admin chunk: the area's code never reaches a visitor's or member's pages.
 */
const sections: Record<AdminPath, AdminSection> = {
  '/admin': {
    Component: OverviewPage,
    loader: overviewLoader,
  },
  '/admin/messages': {
    Component: MessagesPage,
    loader: messagesLoader,
  },
  '/admin/interest': {
    Component: InterestPage,
    loader: interestLoader,
  },
  '/admin/course-runs': {
    Component: CourseRunsPage,
    loader: courseRunsLoader,
  },
  '/admin/news': {
    Component: NewsPage,
    loader: newsLoader,
  },
  '/admin/members': {
    Component: MembersPage,
    loader: membersLoader,
  },
  '/admin/events': {
    Component: EventsAdminPage,
    loader: eventsAdminLoader,
  },
  '/admin/recordings': {
    Component: RecordingsAdminPage,
    loader: recordingsAdminLoader,
  },
  '/admin/articles': {
    Component: ArticlesAdminSection,
    loader: articlesAdminLoader,
  },
  '/admin/media': {
    Component: MediaAdminSection,
    loader: mediaAdminLoader,
  },
  '/admin/audit': {
    Component: AuditPage,
    loader: auditLoader,
  },
};

/** The section at an address (the overview for one the route table does not know). */
function pathAt(pathname: string): AdminPath {
  const path = pathname.replace(/\/+$/, '');
  return (ADMIN_PATHS as readonly string[]).includes(path) ? (path as AdminPath) : '/admin';
}

function sectionAt(pathname: string): AdminSection {
  return sections[pathAt(pathname)];
}

export function adminLoader(args: LoaderFunctionArgs): unknown {
  const section = sectionAt(new URL(args.request.url).pathname);
  if (section.loader) return section.loader(args);
  requireAdmin(args);
  return null;
}

export function AdminPage() {
  const { Component } = sectionAt(useLocation().pathname);
  return <Component />;
}

export function adminHead({ pathname }: { pathname: string }): PageHead {
  const { title, description } = ADMIN_SECTION_WORDS[pathAt(pathname)];
  return { title: `${title} - Pragya Trust`, description };
}
