import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../admin/audit/audit.service';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { AnnouncementsService, type AnnouncementInput } from '../lists/announcements.service';
import { findCourseList } from '../lists/course-lists';
import { SiteRevision } from '../site-revision/site-revision.service';
import { CourseRun } from './course-run.entity';
import type { AdminCourseRunView, NewRunDto, RunChangeDto, RunSessionDto } from './course-runs.dto';
import { CourseRunsService, placeText } from './course-runs.service';
import {
  addDays,
  dateRange,
  DEFAULT_SESSION_MINUTES,
  endOfWeeks,
  indiaToday,
  isCalendarDate,
  longDate,
  scheduleText,
  sessionsBetween,
  type RunSession,
} from './schedule';
import { DomainError } from '../common/domain-error';

/** The furthest ahead a run may be announced, and the longest it may last. */
const MAX_YEARS_AHEAD = 3;
const MAX_DAYS = 2 * 366;

const refuse = (sentence: string): never => {
  throw new DomainError('invalid', sentence);
};

/** The run as the admin asked for it, before it is checked. */
type Draft = Omit<
  CourseRun,
  'id' | 'sequence' | 'enrollmentAnnouncementId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

function normalSessions(sessions: RunSessionDto[]): RunSession[] {
  const out = sessions.map(({ weekday, time, minutes }) => ({
    weekday,
    time,
    minutes: minutes ?? DEFAULT_SESSION_MINUTES,
  }));
  const keys = new Set(out.map((s) => `${s.weekday} ${s.time}`));
  if (keys.size !== out.length) refuse('Each weekly session may be given only once.');
  return out;
}

/**
 * The rules a whole run must keep, new or changed. `datesChanged` is false for a change that
 * touches neither the dates nor the state, so that correcting the teacher of a run whose state
 * was not kept up to date is not refused for its dates.
 */
function checkRun(run: Draft, today: string, datesChanged: boolean): void {
  if (!isCalendarDate(run.startsOn)) refuse('The start is not a date of the calendar.');
  if (!isCalendarDate(run.endsOn)) refuse('The end is not a date of the calendar.');
  if (run.endsOn < run.startsOn) refuse('The end date is before the start date.');
  if (addDays(run.startsOn, MAX_DAYS) < run.endsOn) refuse('A run may last at most two years.');
  if (run.startsOn > addDays(today, MAX_YEARS_AHEAD * 365)) {
    refuse('The start is more than three years away.');
  }
  if (!sessionsBetween(run.sessions, run.startsOn, run.endsOn).length) {
    refuse('No weekly session falls between the start and the end: check the weekdays and dates.');
  }
  if (run.mode !== 'online' && !run.place) {
    refuse('Please give the place in Varanasi, or choose online.');
  }
  if (run.mode === 'online' && run.place) {
    refuse('An online run has no place: its link is sent to the participants.');
  }
  if (!datesChanged) return;
  if ((run.state === 'announced' || run.state === 'enrollment-open') && run.startsOn < today) {
    refuse('The start date is in the past: a run that has begun is running or completed.');
  }
  if (run.state !== 'completed' && run.endsOn < today) {
    refuse('The end date is in the past: a run that has ended is completed.');
  }
  if (run.state === 'running' && run.startsOn > today) {
    refuse('A run cannot be running before its start date.');
  }
}

/** The end of the run: its end date, or the day of its last session in the weeks given. */
function endOf(
  input: { weeks?: number | null; endsOn?: string | null },
  startsOn: string,
  sessions: RunSession[],
): { weeks: number | null; endsOn: string } {
  // Before any day arithmetic, which an impossible date (0000-00-00) would break.
  if (!isCalendarDate(startsOn)) refuse('The start is not a date of the calendar.');
  const weeks = input.weeks ?? null;
  const endsOn = input.endsOn ?? null;
  if (weeks !== null && endsOn !== null) {
    refuse('Give either the number of weeks or the end date, not both.');
  }
  if (weeks !== null) return { weeks, endsOn: endOfWeeks(startsOn, weeks, sessions) };
  if (endsOn === null) refuse('Give the number of weeks or the end date.');
  return { weeks: null, endsOn: endsOn! };
}

/**
 * The admin's changes to course runs: each checked whole, stored with its audit entry in one
 * transaction. A run that becomes "enrollment open" queues its letter to the course's interest
 * list in that same transaction (the announcement queue of src/lists sends it), once per run.
 */
@Injectable()
export class CourseRunsAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly runs: CourseRunsService,
    private readonly announcements: AnnouncementsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly siteRevision: SiteRevision,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A course of the catalogue, or a 400 (a write) / 404 (a read) with a sentence. */
  private course(slug: string, forWrite: boolean) {
    const course = findCourseList(slug);
    if (course) return course;
    const sentence = 'There is no course with that name in the catalogue.';
    throw new DomainError(forWrite ? 'invalid' : 'not-found', sentence);
  }

  async list(slug?: string): Promise<AdminCourseRunView[]> {
    if (slug !== undefined) this.course(slug, false);
    const runs = await this.db.getRepository(CourseRun).find({
      where: slug ? { courseSlug: slug } : {},
      order: { startsOn: 'DESC', createdAt: 'DESC' },
      take: 500,
    });
    return runs.map((run) => this.runs.adminView(run));
  }

  async create(slug: string, input: NewRunDto, admin: Principal): Promise<{ id: string }> {
    this.course(slug, true);
    const now = this.clock.now();
    const sessions = normalSessions(input.sessions);
    const draft: Draft = {
      courseSlug: slug,
      startsOn: input.startsOn,
      ...endOf(input, input.startsOn, sessions),
      sessions,
      mode: input.mode,
      place: input.place ?? null,
      teacher: input.teacher,
      feeNote: input.feeNote ?? null,
      capacity: input.capacity ?? null,
      state: input.state,
    };
    checkRun(draft, indiaToday(now), true);
    const run: CourseRun = {
      ...draft,
      id: randomUUID(),
      sequence: 0,
      enrollmentAnnouncementId: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      await manager.getRepository(CourseRun).insert(run);
      await this.audit.record({
        actor: admin,
        action: 'course-run.created',
        targetType: 'course-run',
        targetId: run.id,
        detail: { course: slug, startsOn: run.startsOn, state: run.state },
      });
      if (run.state === 'enrollment-open') await this.openEnrollment(run, admin, manager);
    });
    // The course page, the /courses cards and the feed show runs: every replica renders them anew.
    await this.siteRevision.changed();
    return { id: run.id };
  }

  async update(
    slug: string,
    id: string,
    change: RunChangeDto,
    admin: Principal,
  ): Promise<AdminCourseRunView> {
    this.course(slug, true);
    const now = this.clock.now();
    const saved = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const repo = manager.getRepository(CourseRun);
      const run = await repo.findOne({
        where: { id, courseSlug: slug },
        lock: { mode: 'pessimistic_write' },
      });
      if (!run) throw new DomainError('not-found', 'This course has no run with that number.');
      const sessions = change.sessions ? normalSessions(change.sessions) : run.sessions;
      const startsOn = change.startsOn ?? run.startsOn;
      const endGiven = change.weeks != null || change.endsOn != null;
      // A new end replaces the old one; otherwise a run given in weeks follows its new start.
      const end = endGiven
        ? endOf(change, startsOn, sessions)
        : endOf(
            run.weeks !== null ? { weeks: run.weeks } : { endsOn: run.endsOn },
            startsOn,
            sessions,
          );
      const mode = change.mode ?? run.mode;
      const draft: Draft = {
        courseSlug: slug,
        startsOn,
        ...end,
        sessions,
        mode,
        // Made online without a word about the place: the old place no longer applies.
        place: change.place !== undefined ? change.place : mode === 'online' ? null : run.place,
        teacher: change.teacher ?? run.teacher,
        feeNote: change.feeNote !== undefined ? change.feeNote : run.feeNote,
        capacity: change.capacity !== undefined ? change.capacity : run.capacity,
        state: change.state ?? run.state,
      };
      const datesChanged =
        draft.startsOn !== run.startsOn || draft.endsOn !== run.endsOn || draft.state !== run.state;
      checkRun(draft, indiaToday(now), datesChanged);
      const changed = (Object.keys(draft) as Array<keyof Draft>).filter(
        (key) => JSON.stringify(draft[key]) !== JSON.stringify(run[key]),
      );
      if (!changed.length) return run;
      const opening = run.state !== 'enrollment-open' && draft.state === 'enrollment-open';
      const next: CourseRun = { ...run, ...draft, sequence: run.sequence + 1, updatedAt: now };
      await repo.save(next);
      await this.audit.record({
        actor: admin,
        action: 'course-run.changed',
        targetType: 'course-run',
        targetId: id,
        detail: { course: slug, changed, state: next.state },
      });
      if (opening) await this.openEnrollment(next, admin, manager);
      return next;
    });
    await this.siteRevision.changed();
    return this.runs.adminView(saved);
  }

  async remove(slug: string, id: string, admin: Principal): Promise<void> {
    this.course(slug, true);
    const now = this.clock.now();
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      // Kept, marked removed, with its SEQUENCE raised: subscribed calendars then cancel its
      // sessions instead of keeping them (the feed lists them STATUS:CANCELLED).
      const result = await manager
        .createQueryBuilder()
        .update(CourseRun)
        .set({ deletedAt: now, updatedAt: now, sequence: () => 'sequence + 1' })
        .where('id = :id AND course_slug = :slug AND deleted_at IS NULL', { id, slug })
        .execute();
      if (!result.affected)
        throw new DomainError('not-found', 'This course has no run with that number.');
      await this.audit.record({
        actor: admin,
        action: 'course-run.deleted',
        targetType: 'course-run',
        targetId: id,
        detail: { course: slug },
      });
    });
    await this.siteRevision.changed();
  }

  /** The letter enrollment opening sends to the course's interest list, as it will be queued. */
  letter(run: CourseRun): AnnouncementInput {
    const title = this.course(run.courseSlug, false).title;
    const lines = [
      `Dates: ${dateRange(run.startsOn, run.endsOn)}`,
      `Weekly: ${scheduleText(run.sessions)}`,
      `Where: ${placeText(run)}`,
      `Teacher: ${run.teacher}`,
      ...(run.feeNote ? [`Fee: ${run.feeNote}`] : []),
      ...(run.capacity ? [`Places: ${run.capacity}`] : []),
    ];
    return {
      list: run.courseSlug,
      subject: `Enrollment is open: ${title}`,
      text: [
        `You asked to hear when ${title} would be taught. Enrollment is now open for the run that begins on ${longDate(run.startsOn)}.`,
        lines.join('\n'),
        `The course page has the details and the way to enroll: ${this.config.appUrl}/courses/${run.courseSlug}`,
      ].join('\n\n'),
    };
  }

  /** The letter of a stored run, for the admin's preview, and how many it would go to now. */
  async preview(
    slug: string,
    id: string,
    admin: Principal,
  ): Promise<{ subject: string; text: string; html: string; recipients: number }> {
    this.course(slug, false);
    const run = await this.db.getRepository(CourseRun).findOneBy({ id, courseSlug: slug });
    if (!run) throw new DomainError('not-found', 'This course has no run with that number.');
    const mail = this.announcements.preview(this.letter(run), admin.user);
    const [{ count }] = (await this.db.query(
      `SELECT count(*)::int AS count FROM list_subscriptions WHERE list = $1 AND status = 'confirmed'`,
      [slug],
    )) as [{ count: number }];
    return { ...mail, recipients: count };
  }

  /** Queues the letter once per run: a run reopened after a pause does not write again. */
  private async openEnrollment(run: CourseRun, admin: Principal, manager: EntityManager) {
    if (run.enrollmentAnnouncementId) return;
    const { id } = await this.announcements.create(this.letter(run), admin);
    run.enrollmentAnnouncementId = id;
    await manager.getRepository(CourseRun).update(run.id, { enrollmentAnnouncementId: id });
  }
}
