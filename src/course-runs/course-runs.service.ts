import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { findCourseList, NEWS_LIST } from '../lists/course-lists';
import { CourseRun } from './course-run.entity';
import type { AdminCourseRunView, CourseRunView, NextRunView } from './course-runs.dto';
import {
  addDays,
  dateRange,
  indiaToday,
  LIVE_STATES,
  longDate,
  scheduleText,
  sessionsBetween,
  type RunSession,
} from './schedule';
import { DomainError } from '../common/domain-error';

/** One weekly session of a course run, as the calendar feed lists it. */
export interface CourseSession {
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location?: string;
  url: string;
  sequence: number;
  /** The run was removed: its sessions stay in the feed, cancelled, so calendars drop them. */
  cancelled: boolean;
  /** When the run was last changed (the feed's DTSTAMP). */
  stamp: Date;
}

/** Where a run meets, in words for the feed and the letter. */
export function placeText(run: Pick<CourseRun, 'mode' | 'place'>): string {
  const online = 'Online (the link is sent to participants)';
  if (run.mode === 'online') return online;
  if (run.mode === 'both') return `${run.place ?? 'Varanasi'}, and online`;
  return run.place ?? 'Varanasi';
}

const SCHEMA_MODE = { online: 'Online', varanasi: 'Onsite', both: 'Blended' } as const;

/** `20:30:00+05:30`: the end of a session as a schema.org time in India. */
function endTime(session: RunSession): string {
  const [hours, minutes] = session.time.split(':').map(Number);
  const end = (hours * 60 + minutes + session.minutes) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}:00+05:30`;
}

/**
 * The run as a schema.org CourseInstance: dates, mode, a weekly Schedule per session in IST, the
 * place or the virtual location (the course page), and the teacher.
 */
export function courseInstanceLd(run: CourseRun, pageUrl: string): Record<string, unknown> {
  const online = { '@type': 'VirtualLocation', url: pageUrl };
  const place = { '@type': 'Place', name: run.place, address: run.place };
  return {
    '@type': 'CourseInstance',
    startDate: run.startsOn,
    endDate: run.endsOn,
    courseMode: SCHEMA_MODE[run.mode],
    courseSchedule: run.sessions.map((session) => ({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: `https://schema.org/${session.weekday[0].toUpperCase()}${session.weekday.slice(1)}`,
      startTime: `${session.time}:00+05:30`,
      endTime: endTime(session),
      duration: `PT${session.minutes}M`,
      startDate: run.startsOn,
      endDate: run.endsOn,
      scheduleTimezone: 'Asia/Kolkata',
    })),
    location: run.mode === 'online' ? online : run.mode === 'both' ? [place, online] : place,
    instructor: { '@type': 'Person', name: run.teacher },
  };
}

/**
 * What the public pages, the member's dashboard and the calendar feed read about course runs.
 * The admin's changes are in CourseRunsAdminService.
 */
@Injectable()
export class CourseRunsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The run as the pages show it, with the next start of each weekly session. */
  view(run: CourseRun): CourseRunView {
    const now = this.clock.now();
    const today = indiaToday(now);
    const from = run.startsOn > today ? run.startsOn : today;
    const until = addDays(from, 7) < run.endsOn ? addDays(from, 7) : run.endsOn;
    const seen = new Set<string>();
    const nextSessions: CourseRunView['nextSessions'] = [];
    for (const next of sessionsBetween(run.sessions, from, until)) {
      const key = `${next.session.weekday} ${next.session.time}`;
      if (next.endsAt <= now || seen.has(key)) continue;
      seen.add(key);
      nextSessions.push({
        startsAt: next.startsAt.toISOString(),
        endsAt: next.endsAt.toISOString(),
      });
    }
    return {
      id: run.id,
      courseSlug: run.courseSlug,
      courseTitle: findCourseList(run.courseSlug)?.title ?? run.courseSlug,
      startsOn: run.startsOn,
      endsOn: run.endsOn,
      weeks: run.weeks,
      sessions: run.sessions.map(({ weekday, time, minutes }) => ({ weekday, time, minutes })),
      schedule: scheduleText(run.sessions),
      dates: dateRange(run.startsOn, run.endsOn),
      nextSessions,
      mode: run.mode,
      place: run.place,
      teacher: run.teacher,
      feeNote: run.feeNote,
      capacity: run.capacity,
      state: run.state,
      jsonLd: courseInstanceLd(run, `${this.config.appUrl}/courses/${run.courseSlug}`),
    };
  }

  adminView(run: CourseRun): AdminCourseRunView {
    return {
      ...this.view(run),
      sequence: run.sequence,
      enrollmentAnnouncementId: run.enrollmentAnnouncementId,
      updatedAt: run.updatedAt,
    };
  }

  /** Runs still to come or under way, of one course or of all, the soonest first. */
  private live(courseSlugs?: string[]): Promise<CourseRun[]> {
    return this.db.getRepository(CourseRun).find({
      where: {
        state: In([...LIVE_STATES]),
        endsOn: MoreThanOrEqual(indiaToday(this.clock.now())),
        ...(courseSlugs ? { courseSlug: In(courseSlugs) } : {}),
      },
      order: { startsOn: 'ASC', createdAt: 'ASC' },
      take: 200,
    });
  }

  /** A catalogue course's upcoming and current runs, the next first (404 for no such course). */
  async ofCourse(slug: string): Promise<CourseRunView[]> {
    if (!findCourseList(slug))
      throw new DomainError('not-found', 'There is no course with that name.');
    return (await this.live([slug])).map((run) => this.view(run));
  }

  /**
   * Per course slug, the next run that has not started yet (the /courses cards show its start);
   * courses without one are left out.
   */
  async nextStarts(): Promise<Record<string, NextRunView>> {
    const today = indiaToday(this.clock.now());
    const next: Record<string, NextRunView> = {};
    for (const run of await this.live()) {
      if (run.startsOn < today || next[run.courseSlug]) continue;
      next[run.courseSlug] = {
        startsOn: run.startsOn,
        starts: longDate(run.startsOn),
        state: run.state,
      };
    }
    return next;
  }

  /** The upcoming and current runs of the courses the member confirmed interest in. */
  async ofMember(principal: Principal): Promise<CourseRunView[]> {
    const rows = (await this.db.query(
      `SELECT DISTINCT list FROM list_subscriptions
       WHERE status = 'confirmed' AND list <> $1 AND (user_id = $2 OR ($4 AND email = $3))`,
      [NEWS_LIST, principal.user.id, principal.user.email, principal.user.isEmailVerified],
    )) as Array<{ list: string }>;
    if (!rows.length) return [];
    return (await this.live(rows.map((row) => row.list))).map((run) => this.view(run));
  }

  /**
   * Every weekly session of every announced, open or running run between two instants, for the
   * calendar feed. A session's UID is its run and its day and time in India, so it stays the same
   * across changes to the run; `sequence` is the run's, raised by each change. The sessions of a
   * removed run are there too, cancelled.
   */
  async upcomingSessions(from: Date, to: Date): Promise<CourseSession[]> {
    const first = indiaToday(from);
    const last = indiaToday(to);
    const runs = await this.db.getRepository(CourseRun).find({
      where: {
        state: In([...LIVE_STATES]),
        startsOn: LessThanOrEqual(last),
        endsOn: MoreThanOrEqual(first),
      },
      order: { startsOn: 'ASC' },
      withDeleted: true,
    });
    const host = new URL(this.config.appUrl).hostname;
    const out: CourseSession[] = [];
    for (const run of runs) {
      const title = findCourseList(run.courseSlug)?.title ?? run.courseSlug;
      const days = sessionsBetween(
        run.sessions,
        run.startsOn > first ? run.startsOn : first,
        run.endsOn < last ? run.endsOn : last,
      );
      for (const { date, session, startsAt, endsAt } of days) {
        if (endsAt <= from || startsAt >= to) continue;
        out.push({
          uid: `course-run-${run.id}-${date}-${session.time.replace(':', '')}@${host}`,
          title: `${title}: course session`,
          startsAt,
          endsAt,
          location: placeText(run),
          url: `${this.config.appUrl}/courses/${run.courseSlug}`,
          sequence: run.sequence,
          cancelled: run.deletedAt !== null,
          stamp: run.updatedAt,
        });
      }
    }
    return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  }
}
