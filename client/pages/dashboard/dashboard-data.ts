import type { LoaderFunctionArgs } from 'react-router';
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

async function list<T>(args: LoaderFunctionArgs, path: string): Promise<T[] | null> {
  const answer = await memberApi(args, path);
  return answer.ok && Array.isArray(answer.data) ? answer.data : null;
}

export async function dashboardLoader(args: LoaderFunctionArgs): Promise<DashboardData> {
  if (!loaderViewer(args)) return { registrations: null, runs: null, interests: null };
  const [registrations, runs, interests] = await Promise.all([
    list<MyRegistration>(args, MY_REGISTRATIONS),
    list<MemberRun>(args, '/api/course-runs/mine'),
    list<MemberInterest>(args, '/api/interest'),
  ]);
  return { registrations, runs, interests };
}
