import type { ComponentType } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import type { PageHead } from '../../head';
import { requireAdmin } from './access';
import { AuditPage, auditLoader } from './AuditPage';
import { CourseRunsPage, courseRunsLoader } from './CourseRunsPage';
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
  title: string;
  description: string;
}

/**
 * The admin area's pages by path. They share one route module, so the public pages' entry names
 * a single admin chunk: the area's code never reaches a visitor's or member's pages.
 */
const sections: Record<string, AdminSection> = {
  '/admin': {
    Component: OverviewPage,
    loader: overviewLoader,
    title: 'Admin',
    description: 'The trust’s administration of the site.',
  },
  '/admin/messages': {
    Component: MessagesPage,
    loader: messagesLoader,
    title: 'Admin: Messages',
    description: 'The contact inbox.',
  },
  '/admin/interest': {
    Component: InterestPage,
    loader: interestLoader,
    title: 'Admin: Interest',
    description: 'Registrations of interest in upcoming courses.',
  },
  '/admin/course-runs': {
    Component: CourseRunsPage,
    loader: courseRunsLoader,
    title: 'Admin: Course runs',
    description: 'The dates, times, teachers and states of the courses’ runs.',
  },
  '/admin/news': {
    Component: NewsPage,
    loader: newsLoader,
    title: 'Admin: News',
    description: 'The Stay Connected list and its announcements.',
  },
  '/admin/members': {
    Component: MembersPage,
    loader: membersLoader,
    title: 'Admin: Members',
    description: 'The trust’s member accounts.',
  },
  '/admin/events': {
    Component: EventsAdminPage,
    loader: eventsAdminLoader,
    title: 'Admin: Events',
    description: 'The calendar: events, their dates, registrations and check-in.',
  },
  '/admin/recordings': {
    Component: RecordingsAdminPage,
    loader: recordingsAdminLoader,
    title: 'Admin: Recordings',
    description: 'Lectures and talks: upload, edit, chapters.',
  },
  '/admin/articles': {
    Component: ArticlesAdminSection,
    loader: articlesAdminLoader,
    title: 'Admin: Articles',
    description: 'The blog: write, preview, schedule and publish articles.',
  },
  '/admin/media': {
    Component: MediaAdminSection,
    loader: mediaAdminLoader,
    title: 'Admin: Photographs',
    description: 'The media library: photographs and the gallery’s albums.',
  },
  '/admin/audit': {
    Component: AuditPage,
    loader: auditLoader,
    title: 'Admin: Audit log',
    description: 'Every admin action and change of role.',
  },
};

function sectionAt(pathname: string): AdminSection {
  return sections[pathname.replace(/\/+$/, '')] ?? sections['/admin'];
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
  const section = sectionAt(pathname);
  return { title: `${section.title} - Pragya Trust`, description: section.description };
}
