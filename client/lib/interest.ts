import type { LoaderFunctionArgs } from 'react-router';
import type { LoaderContext } from '../../src/ssr/render-contract';
import type { Schema } from './api-schema';
import { storedToken } from './session-store';

/** A member's interest in one course, as GET /api/interest lists it. */
export type MemberInterest = Schema<'MemberInterestDto'>;

/** What the course page knows of the member: null for visitors (so their page is the same for all). */
export interface InterestState {
  registered: boolean;
}

/**
 * The member's interests, or null for a visitor: on the server through the viewer's in-process
 * API (the session cookie), in the browser with the stored session. Written out here rather than
 * through member-loader.ts, whose chunk the course pages' first load would otherwise carry.
 */
async function memberInterests(args: LoaderFunctionArgs): Promise<MemberInterest[] | null> {
  let data: unknown;
  if (typeof document === 'undefined') {
    const viewer = (args.context as LoaderContext | undefined)?.viewer;
    if (!viewer) return null;
    const answer = await viewer.api('/api/interest');
    data = answer.status === 200 ? answer.data : null;
  } else {
    if (!storedToken() && !window.__APP__?.viewer) return null;
    // Only members need the API client: visitors' first load of a course page carries none of it.
    const { api } = await import('./api');
    const answer = await api('/api/interest', {
      auth: true,
      signal: args.request.signal,
    });
    data = answer.ok ? answer.data : null;
  }
  return Array.isArray(data) ? (data as MemberInterest[]) : null;
}

export async function interestState(
  args: LoaderFunctionArgs,
  slug: string,
): Promise<InterestState | null> {
  const interests = await memberInterests(args);
  return interests ? { registered: interests.some((i) => i.courseSlug === slug) } : null;
}

/**
 * The outcome of a native Register Interest post, carried back in the address: its thank-you, or
 * `failed` (from the dashboard, or a post refused before the action ran: `?form=failed`).
 */
export type InterestOutcome = 'pending' | 'registered' | 'withdrawn' | 'failed';

const OUTCOMES: InterestOutcome[] = ['pending', 'registered', 'withdrawn', 'failed'];

export function interestOutcome(url: string): InterestOutcome | null {
  const params = new URL(url).searchParams;
  if (params.get('form') === 'failed') return 'failed';
  const value = params.get('interest');
  return OUTCOMES.find((outcome) => outcome === value) ?? null;
}
