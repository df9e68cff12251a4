import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { OccurrenceItem } from './event-data';
import { OccurrenceCard } from './EventsList';

/** Under the featured courses: the next events, each with its date in IST and the viewer's time. */
export function HomeEvents({ events }: { events: OccurrenceItem[] }) {
  return (
    <section className="page-section" aria-labelledby="home-events-heading">
      <div className="container">
        <h2 id="home-events-heading" className="section-title center">
          Coming Events
        </h2>
        <ul className="events-grid">
          {events.map((item) => (
            <li key={item.slug}>
              <OccurrenceCard item={item} />
            </li>
          ))}
        </ul>
        <p className="center">
          <Link to="/events" className="text-link">
            All events <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </p>
      </div>
    </section>
  );
}
