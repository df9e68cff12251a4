import { ADMIN_PATHS, type AdminPath } from './admin-paths';

interface AdminSectionWords {
  /** Its name in the admin navigation. */
  label: string;
  /** The page's title and meta description. */
  title: string;
  description: string;
  /** What the overview's card says it is for (the overview itself has none). */
  summary?: string;
}

/** Every admin section's words, by address. */
export const ADMIN_SECTION_WORDS: Record<AdminPath, AdminSectionWords> = {
  '/admin': {
    label: 'Overview',
    title: 'Admin',
    description: 'The trust’s administration of the site.',
  },
  '/admin/messages': {
    label: 'Messages',
    title: 'Admin: Messages',
    description: 'The contact inbox.',
    summary: 'Messages sent through the contact form: search, mark handled, reply, export.',
  },
  '/admin/interest': {
    label: 'Interest',
    title: 'Admin: Interest',
    description: 'Registrations of interest in upcoming courses.',
    summary: 'Who asked to hear when a course opens, and the announcement that it has.',
  },
  '/admin/course-runs': {
    label: 'Course runs',
    title: 'Admin: Course runs',
    description: 'The dates, times, teachers and states of the courses’ runs.',
    summary:
      'The dates of each course: sessions in IST, mode, teacher, fee note, opening enrollment.',
  },
  '/admin/news': {
    label: 'News',
    title: 'Admin: News',
    description: 'The Stay Connected list and its announcements.',
    summary: 'The Stay Connected list and its announcements.',
  },
  '/admin/events': {
    label: 'Events',
    title: 'Admin: Events',
    description: 'The calendar: events, their dates, registrations and check-in.',
    summary: 'Announce satsaṅgas, talks and retreats; their dates, registrations and check-in.',
  },
  '/admin/members': {
    label: 'Members',
    title: 'Admin: Members',
    description: 'The trust’s member accounts.',
    summary: 'Find an account, resend its verification, end its sessions, change its role.',
  },
  '/admin/recordings': {
    label: 'Recordings',
    title: 'Admin: Recordings',
    description: 'Lectures and talks: upload, edit, chapters.',
    summary: 'Lectures and talks: upload audio or link a video, chapters, the podcast feed.',
  },
  '/admin/articles': {
    label: 'Articles',
    title: 'Admin: Articles',
    description: 'The blog: write, preview, schedule and publish articles.',
    summary: 'The blog: write in Markdown with a preview, schedule, publish, restore.',
  },
  '/admin/media': {
    label: 'Photographs',
    title: 'Admin: Photographs',
    description: 'The media library: photographs and the gallery’s albums.',
    summary: 'Photographs: upload several at once, albums for the gallery, order and covers.',
  },
  '/admin/audit': {
    label: 'Audit log',
    title: 'Admin: Audit log',
    description: 'Every admin action and change of role.',
    summary: 'Every admin action and role change: who, what, when and from where.',
  },
};

/** The sections in the navigation's order, each with its address. */
export const ADMIN_SECTIONS = ADMIN_PATHS.map((path) => ({ path, ...ADMIN_SECTION_WORDS[path] }));
