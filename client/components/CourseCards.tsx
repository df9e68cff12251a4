import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, Signal } from 'lucide-react';
// The card types share their names with the components that draw them, hence the aliases.
import type {
  CourseCard as CourseCardContent,
  FewMoreClassCard,
  PracticeCard as PracticeCardContent,
} from '../content/types';
import { NewTabLink } from './NewTabLink';

/** The badge text of a course, by type. */
export function courseStatus(course: Pick<CourseCardContent, 'type'>): string {
  return course.type === 'upcoming' ? 'Upcoming' : 'Completed';
}

/** A small pill at the top of a card or beside a title. */
export function Badge({ tone, children }: { tone: 'upcoming' | 'previous'; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

/** Duration and level of a card or page, as a description list with icons. */
export function CourseMeta({
  duration,
  level,
  levelSuffix = '',
  children,
}: {
  duration?: string;
  level: string;
  /** " Level" on detail pages ("Intermediate Level"). */
  levelSuffix?: string;
  children?: ReactNode;
}) {
  return (
    <dl className="course-meta">
      {duration ? (
        <div>
          <dt className="visually-hidden">Duration</dt>
          <dd>
            <Clock aria-hidden="true" size={16} />
            {duration}
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="visually-hidden">Level</dt>
        <dd>
          <Signal aria-hidden="true" size={16} />
          {level}
          {levelSuffix}
        </dd>
      </div>
      {children}
    </dl>
  );
}

/** "View Details" style link whose accessible name also names the card's subject. */
function MoreLink({ to, label, subject }: { to: string; label: string; subject: string }) {
  return (
    <Link to={to} className="text-link">
      {label}
      <span className="visually-hidden">: {subject}</span>
      <ArrowRight aria-hidden="true" size={16} />
    </Link>
  );
}

/** One Vedānta text course in the Upcoming / Previous tabs. */
export function CourseCard({ course }: { course: CourseCardContent }) {
  return (
    <article className="card course-card">
      <Badge tone={course.type}>{courseStatus(course)}</Badge>
      <h3 className="card-title">{course.title}</h3>
      <p className="card-subtitle">{course.subtitle}</p>
      <CourseMeta
        duration={course.type === 'upcoming' ? course.duration : undefined}
        level={course.level}
      />
      <p className="course-card-summary">{course.summary}</p>
      <div className="course-card-actions">
        <MoreLink to={`/courses/${course.slug}`} label="View Details" subject={course.title} />
        {course.playlistUrl ? (
          <NewTabLink href={course.playlistUrl} className="text-link">
            Watch Playlist<span className="visually-hidden">: {course.title}</span>
          </NewTabLink>
        ) : null}
      </div>
    </article>
  );
}

/** One practice of "Other Courses" (list level, as the specification asks for cards). */
export function PracticeCard({ practice }: { practice: PracticeCardContent }) {
  return (
    <article className="card course-card">
      <Badge tone="upcoming">Practice</Badge>
      <h3 className="card-title">{practice.title}</h3>
      <p className="card-subtitle">{practice.subtitle}</p>
      <CourseMeta level={practice.listLevel} />
      <p className="course-card-summary">{practice.description}</p>
      <div className="course-card-actions">
        <MoreLink
          to={`/courses/other/${practice.slug}`}
          label="View More"
          subject={practice.title}
        />
      </div>
    </article>
  );
}

/** One of the "Few More Classes". */
export function ClassCard({ cls }: { cls: FewMoreClassCard }) {
  return (
    <article className="card course-card">
      <Badge tone="previous">{cls.badge}</Badge>
      <h3 className="card-title">{cls.title}</h3>
      <p className="card-subtitle">{cls.subtitle}</p>
      <p className="course-card-summary">{cls.summary}</p>
      <div className="course-card-actions">
        <MoreLink to={`/courses/few-more/${cls.slug}`} label="View More" subject={cls.title} />
      </div>
    </article>
  );
}
