import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { listedPractices, practicePath } from '../../content/practices';

/** A finished course's side card: links to the practice courses (client/pages/CourseDetailPage.tsx). */
export function ExploreOtherCourses() {
  return (
    <nav className="card side-card" aria-labelledby="explore-heading">
      <h2 id="explore-heading" className="card-title">
        Explore Other Courses
      </h2>
      <ul className="side-links">
        {listedPractices.map((practice) => (
          <li key={practice.slug}>
            <Link to={practicePath(practice)}>
              <span>{practice.title}</span>
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
