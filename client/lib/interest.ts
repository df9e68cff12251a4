import type { LoaderFunctionArgs } from 'react-router';
import { findCourse } from '../content/courses';
import { loaderSignedIn, memberApi } from './viewer';

/** A member's interest in one course, as GET /api/interest lists it. */
export interface MemberInterest {
  courseSlug: string;
  title: string;
  createdAt: string;
}

/** What the course page knows of the member: null for visitors (so their page is the same for all). */
export interface InterestState {
  registered: boolean;
}

export async function memberInterests(args: LoaderFunctionArgs): Promise<MemberInterest[] | null> {
  if (!loaderSignedIn(args)) return null;
  const answer = await memberApi<MemberInterest[]>(args, '/api/interest');
  return answer.ok && Array.isArray(answer.data) ? answer.data : null;
}

export async function interestState(
  args: LoaderFunctionArgs,
  slug: string,
): Promise<InterestState | null> {
  const interests = await memberInterests(args);
  return interests ? { registered: interests.some((i) => i.courseSlug === slug) } : null;
}

/** The outcome of a native Register Interest post, carried back in the address. */
export type InterestOutcome = 'pending' | 'registered' | 'withdrawn' | 'invalid' | 'failed';

const OUTCOMES: InterestOutcome[] = ['pending', 'registered', 'withdrawn', 'invalid', 'failed'];

export function interestOutcome(url: string): InterestOutcome | null {
  const value = new URL(url).searchParams.get('interest');
  return OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/** What a list is called on the pages: a course's title, or the news. */
export function listName(list: string): string | null {
  if (list === 'news') return 'news from Pragya Trust';
  return findCourse(list)?.title ?? null;
}
