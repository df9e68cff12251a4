import type { LoaderFunctionArgs } from 'react-router';
import type { ApiResult } from '../../lib/api';
import type { MemberInterest } from '../../lib/interest';
import { loaderViewer, memberApi } from '../../lib/member-loader';
import type { CourseRun } from '../course/NextRun';
import type { MyRegistration } from '../events/event-data';
import { MY_REGISTRATIONS } from '../events/my-registrations';

export type MemberRun = CourseRun & { courseTitle: string };

/**
 * The member's lists on the dashboard (coming events, their courses' runs, the courses they asked
 * about), read by the page's loader: on the server, as the member the session cookie names, so
 * they are in the first HTML and nothing moves when the page runs. Null where a list could not be
 * read (the section then reads it itself).
 */
export interface DashboardData {
  registrations: MyRegistration[] | null;
  runs: MemberRun[] | null;
  interests: MemberInterest[] | null;
}

function listOf<T>(answer: ApiResult<T[]>): T[] | null {
  return answer.ok && Array.isArray(answer.data) ? answer.data : null;
}

export async function dashboardLoader(args: LoaderFunctionArgs): Promise<DashboardData> {
  if (!loaderViewer(args)) return { registrations: null, runs: null, interests: null };
  const [registrations, runs, interests] = await Promise.all([
    memberApi(args, MY_REGISTRATIONS).then(listOf),
    memberApi(args, '/api/course-runs/mine').then(listOf),
    memberApi(args, '/api/interest').then(listOf),
  ]);
  return { registrations, runs, interests };
}
