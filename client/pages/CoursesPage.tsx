import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { previousCourses, upcomingCourses } from '../content/courses';
import { fewMoreClasses } from '../content/few-more';
import { coursesIntro } from '../content/screens/courses-intro';
import { listedPractices } from '../content/practices';
import type { CourseCard as CourseCardContent } from '../content/types';
import { ClassCard, CourseCard, PracticeCard } from '../components/CourseCards';
import { PageHero } from '../components/PageHero';
import { Paragraphs } from '../lib/text';

interface CourseTab {
  id: 'upcoming' | 'previous';
  label: string;
  courses: CourseCardContent[];
}

const tabs: CourseTab[] = [
  { id: 'upcoming', label: 'Upcoming Courses', courses: upcomingCourses },
  { id: 'previous', label: 'Previous Courses', courses: previousCourses },
];

/** The key that moves the selection from tab `index` to another, or null for any other key. */
function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Upcoming / Previous as an accessible tab widget (WAI-ARIA tabs pattern, automatic activation):
 * both panels are in the server HTML, the inactive one hidden; arrow keys, Home and End move.
 */
function CourseTabs() {
  const [selected, setSelected] = useState(0);
  // Each course's next start, as the server writes it (client/routes/modules/courses.tsx).
  const next = useLoaderData<Record<string, { starts: string }>>();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="course-tabs">
      <div role="tablist" aria-label="Vedānta text courses" className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            <span className="tab-count" aria-hidden="true">
              {tab.courses.length}
            </span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className="tab-panel"
        >
          <div className="card-grid card-grid-3">
            {tab.courses.map((course) => (
              <CourseCard
                key={course.slug}
                course={
                  next[course.slug]
                    ? {
                        ...course,
                        duration: `${course.duration}, from ${next[course.slug].starts}`,
                      }
                    : course
                }
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function CourseListSection({
  id,
  heading,
  text,
  tinted = false,
  children,
}: {
  id: string;
  heading: string;
  text?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={tinted ? 'page-section section-tinted' : 'page-section'}
      aria-labelledby={id}
    >
      <div className="container">
        <h2 id={id} className="section-title">
          {heading}
        </h2>
        {text ? <p className="lead course-list-lead">{text}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** /courses: the text courses in tabs, the six practices and the few more classes. */
export function CoursesPage() {
  return (
    <>
      <PageHero
        title={coursesIntro.title}
        accent={coursesIntro.titleAccent}
        subtitle={coursesIntro.subtitle}
      >
        <div className="courses-intro prose">
          <Paragraphs text={coursesIntro.intro} />
        </div>
      </PageHero>
      <CourseListSection
        id="text-courses-heading"
        heading="Vedānta Text Courses"
        text="Guided readings of classical texts, taken in order, passage by passage, with the Sanskrit explained in plain words and time for questions."
      >
        <CourseTabs />
        <p className="course-list-path">
          <Link to="/reading-path" className="text-link">
            Where to begin, and in what order to read the texts: our reading path
          </Link>
        </p>
      </CourseListSection>
      <CourseListSection
        id="other-courses-heading"
        heading="Other Courses"
        text="Practices that carry study into daily life: breath, meditation, sacred sound, self-study and pilgrimage."
        tinted
      >
        <div className="card-grid card-grid-3">
          {listedPractices.map((practice) => (
            <PracticeCard key={practice.slug} practice={practice} />
          ))}
        </div>
      </CourseListSection>
      <CourseListSection
        id="few-more-heading"
        heading="Few More Classes"
        text="Shorter classes on the great paths of the tradition."
      >
        <div className="card-grid card-grid-4">
          {fewMoreClasses.map((cls) => (
            <ClassCard key={cls.slug} cls={cls} />
          ))}
        </div>
      </CourseListSection>
    </>
  );
}
