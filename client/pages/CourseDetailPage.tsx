import { Link, useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BookOpen, CircleCheck, ArrowRight } from 'lucide-react';
import { coursePath, findCourse } from '../content/courses';
import type { Course, CourseBody, CourseCard } from '../content/types';
import { ContentSection, LevelBanner, WithAside } from '../components/ContentBlocks';
import { Badge, CourseMeta, courseStatus } from '../components/CourseCards';
import { GlossaryLinks, type GlossaryPlan } from '../components/glossary/GlossaryText';
import { NewTabLink } from '../components/NewTabLink';
import { PageHero, type Crumb } from '../components/PageHero';
import { YouTubeEmbed } from '../components/YouTubeEmbed';
import { deferred } from '../lib/deferred';
import { Kept } from '../lib/kept';
import { findOr404 } from '../lib/route-kit';
import { InterestCard } from '../components/DeferredInterestCard';
import type { FormRefusal } from '../lib/form-refusal';
import { interestOutcome, interestState, type InterestState } from '../lib/interest';
import type { InterestFields } from './course/interest-action';
import type { CourseRun } from './course/NextRun';

/** The parts of a course's page that only its text sections show (client/lib/kept.tsx). */
type CourseText = Pick<
  CourseBody,
  | 'description'
  | 'whyStudy'
  | 'objectives'
  | 'courseFlow'
  | 'prerequisites'
  | 'audience'
  | 'format'
  | 'outcome'
  | 'levelNote'
>;
/** The rest: the head, the hero and the side cards. */
type CourseHeading = Omit<Course, keyof CourseText>;

/**
 * Checks the slug (unknown → 404 "Course Not Found") and hands the page its course. The bodies of
 * all courses are a chunk of their own, fetched by the loader: a first visit gets none of them in
 * its JavaScript, and the course's text sections (`kept`) only in the HTML, not a second time in
 * the hydration data.
 */
export async function courseLoader(args: LoaderFunctionArgs): Promise<{
  course: CourseHeading;
  kept?: CourseText;
  interest: InterestState | null;
  outcome: ReturnType<typeof interestOutcome>;
  runs: CourseRun[];
  glossary: GlossaryPlan;
}> {
  const { slug, type } = findOr404(findCourse, args.params.slug, 'course');
  const [{ findCoursePage }, { pagePlans }, interest, runs] = await Promise.all([
    import('../content/course-pages'),
    import('../search/glossary-links'),
    // Only a signed-in member's page (rendered for them alone) asks for their interests.
    type === 'upcoming' ? interestState(args, slug) : null,
    // The same for everyone, asked as a visitor (the cached page holds no one's data); imported
    // here, as the loader runs only on the server and on later visits, off the first load.
    import('../lib/public-api').then(({ publicApi }) =>
      publicApi(args, `/api/courses/${slug}/runs`),
    ),
  ]);
  // Every course card has its body (client/content/bodies.spec.ts).
  const {
    description,
    whyStudy,
    objectives,
    courseFlow,
    prerequisites,
    audience,
    format,
    outcome,
    levelNote,
    ...course
  } = findCoursePage(slug)!;
  const glossary = pagePlans.course({ description, whyStudy, objectives, courseFlow, outcome });
  return {
    course,
    kept: {
      description,
      whyStudy,
      objectives,
      courseFlow,
      prerequisites,
      audience,
      format,
      outcome,
      levelNote,
    },
    interest,
    outcome: interestOutcome(args.request.url),
    runs: runs.ok && Array.isArray(runs.data) ? runs.data : [],
    glossary,
  };
}

export function courseCrumbs(course: CourseCard): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Courses', href: '/courses' },
    { label: course.title, href: coursePath(course) },
  ];
}

/** The contact page prefills its message from `?course=`. */
function contactHref(course: CourseHeading): string {
  return `/contact?course=${encodeURIComponent(course.slug)}`;
}

function CourseInformation({ course, text }: { course: CourseHeading; text: CourseText }) {
  return (
    <ContentSection heading="Course Information" id="course-information">
      <dl className="info-list">
        <div>
          <dt>Duration</dt>
          <dd>{course.duration}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>{course.level}</dd>
        </div>
        <div>
          <dt>Prerequisites</dt>
          <dd>{text.prerequisites}</dd>
        </div>
        <div>
          <dt>Format</dt>
          <dd>{text.format}</dd>
        </div>
        <div>
          <dt>Who it is for</dt>
          <dd>
            <ul className="item-list">
              {text.audience.map((who) => (
                <li key={who}>{who}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </ContentSection>
  );
}

/**
 * The next run, near the top: the server renders it with the page; in the browser its code is a
 * chunk of its own that hydrates it when it arrives (the HTML stays meanwhile), off the course
 * page's first load.
 */
const NextRun = deferred('NextRun', async () => (await import('./course/NextRun')).NextRun);

/**
 * A finished course's links to the practice courses: the list and its card are a chunk of their own,
 * which the upcoming courses' pages never load.
 */
const ExploreOtherCourses = deferred(
  'ExploreOtherCourses',
  async () => (await import('./course/OtherCourses')).ExploreOtherCourses,
);

/**
 * Register Interest (upcoming: InterestCard) or Course Completed (previous). A refused native post
 * (the route's action) is said in the card, whichever it is.
 */
function StatusCard({ course }: { course: CourseHeading }) {
  const { interest, outcome, runs } = useLoaderData<typeof courseLoader>();
  const refusal = useActionData<FormRefusal<InterestFields> | undefined>();
  if (course.type === 'upcoming') {
    const run = runs[0];
    return (
      <InterestCard
        course={course}
        state={interest}
        outcome={outcome}
        refusal={refusal}
        run={run ? `For the run of ${run.dates}, ${run.schedule}.` : undefined}
      />
    );
  }
  return (
    <section className="card side-card" aria-labelledby="status-card-heading">
      <CircleCheck aria-hidden="true" size={32} className="card-icon" />
      <h2 id="status-card-heading" className="card-title">
        Course Completed
      </h2>
      {refusal ? (
        <p className="form-error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <p>View course materials and recordings</p>
      <div className="side-card-actions">
        <Link to={contactHref(course)} className="btn btn-accent">
          Contact for Queries
        </Link>
        {course.playlistUrl ? (
          <NewTabLink href={course.playlistUrl} className="btn btn-outline">
            Go to Course on YouTube
          </NewTabLink>
        ) : null}
      </div>
    </section>
  );
}

function TextCard({ course }: { course: CourseHeading }) {
  if (!course.textSlug) return null;
  return (
    <section className="card side-card" aria-labelledby="text-card-heading">
      <BookOpen aria-hidden="true" size={28} className="card-icon" />
      <h2 id="text-card-heading" className="card-title">
        About the Text
      </h2>
      <p>Background, key teachings and why the text repays study.</p>
      <Link to={`/resources/vedantic-texts/${course.textSlug}`} className="text-link">
        Read about {course.title}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </section>
  );
}

function CourseAside({ course }: { course: CourseHeading }) {
  return (
    <div className="side-stack">
      <StatusCard course={course} />
      {course.type === 'previous' ? <ExploreOtherCourses /> : null}
      <TextCard course={course} />
    </div>
  );
}

/** One template for every course on a Vedānta text (/courses/{slug}). */
export function CourseDetailPage() {
  const { course, kept, runs, glossary } = useLoaderData<typeof courseLoader>();
  const status = courseStatus(course);
  return (
    <GlossaryLinks plan={glossary}>
      <PageHero
        title={course.title}
        subtitle={course.subtitle}
        crumbs={courseCrumbs(course)}
        back={{ label: 'Back to Courses', href: '/courses' }}
      >
        <CourseMeta
          duration={course.duration === status ? undefined : course.duration}
          level={course.level}
          levelSuffix=" Level"
        >
          <div>
            <dt className="visually-hidden">Status</dt>
            <dd>
              <Badge tone={course.type}>{status}</Badge>
            </dd>
          </div>
        </CourseMeta>
        {course.author ? <p className="course-author">Text by {course.author}</p> : null}
      </PageHero>
      <div className="page-section">
        <div className="container course-layout">
          <WithAside aside={<CourseAside course={course} />}>
            {runs[0] ? <NextRun run={runs[0]} upcoming={course.type === 'upcoming'} /> : null}
            <Kept content={kept}>
              {(text) => (
                <>
                  <ContentSection heading="Course Overview" id="overview" body={text.description} />
                  <ContentSection
                    heading="Why Study This Course?"
                    id="why-study"
                    items={text.whyStudy}
                  />
                  <ContentSection
                    heading="Learning Objectives"
                    id="objectives"
                    items={text.objectives.map((item) => ({ text: item }))}
                  />
                  <ContentSection
                    heading="Course Structure"
                    id="structure"
                    items={text.courseFlow}
                    ordered
                  />
                </>
              )}
            </Kept>
            {course.hasYoutube && course.playlistUrl ? (
              <ContentSection heading="Course Videos" id="videos">
                <YouTubeEmbed playlistUrl={course.playlistUrl} title={course.title} />
              </ContentSection>
            ) : null}
            <Kept content={kept}>
              {(text) => (
                <>
                  <CourseInformation course={course} text={text} />
                  <ContentSection heading="Expected Outcome" id="outcome" body={text.outcome} />
                  <LevelBanner level={course.level} note={text.levelNote} />
                </>
              )}
            </Kept>
          </WithAside>
        </div>
      </div>
    </GlossaryLinks>
  );
}
