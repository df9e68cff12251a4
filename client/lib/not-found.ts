import type { NotFoundKind } from './route-kit';

/** The not-found view of each family, in the specification's words (and the admin area's 403). */
export const notFoundViews: Record<
  NotFoundKind,
  { title: string; text: string; back: { label: string; href: string } }
> = {
  page: {
    title: 'Page Not Found',
    text: 'The page you’re looking for doesn’t exist or has moved.',
    back: { label: 'Back to Home', href: '/' },
  },
  course: {
    title: 'Course Not Found',
    text: 'The course you’re looking for doesn’t exist.',
    back: { label: 'Back to Courses', href: '/courses' },
  },
  practice: {
    title: 'Course Not Found',
    text: 'The course you’re looking for doesn’t exist.',
    back: { label: 'Back to Courses', href: '/courses' },
  },
  class: {
    title: 'Class Not Found',
    text: 'The class you’re looking for doesn’t exist.',
    back: { label: 'Back to Courses', href: '/courses' },
  },
  text: {
    title: 'Text Not Found',
    text: 'The text you’re looking for doesn’t exist.',
    back: { label: 'Back to Resources', href: '/resources' },
  },
  meditation: {
    title: 'Practice Not Found',
    text: 'The practice you’re looking for doesn’t exist.',
    back: { label: 'Back to Practices', href: '/meditation' },
  },
  forbidden: {
    title: 'For Administrators',
    text: 'This page is for the trust’s administrators only.',
    back: { label: 'Back to Dashboard', href: '/dashboard' },
  },
};
