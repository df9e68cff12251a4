import { Link } from 'react-router';
import { Bell, CalendarDays, Clock, MapPin } from 'lucide-react';
import { eventsContent } from '../content/screens/events';
import { PageHero, type Crumb } from '../components/PageHero';

export const eventsCrumbs: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Events', href: '/events' },
];

/** /events: no events are announced yet; visitors can ask to be told. */
export function EventsPage() {
  const { card, stayUpdated } = eventsContent;
  return (
    <>
      <PageHero
        title={eventsContent.title}
        subtitle={eventsContent.subtitle}
        crumbs={eventsCrumbs}
        back={{ label: 'Back to Home', href: '/' }}
      />
      <div className="page-section">
        <div className="container narrow">
          <section className="card status-card" aria-labelledby="events-status-heading">
            <CalendarDays aria-hidden="true" size={36} className="card-icon" />
            <h2 id="events-status-heading" className="section-title">
              {card.heading}
            </h2>
            <p>{card.text}</p>
            <ul className="meta-list">
              <li>
                <Clock aria-hidden="true" size={18} /> {card.when}
              </li>
              <li>
                <MapPin aria-hidden="true" size={18} /> {card.where}
              </li>
            </ul>
            <Link to={card.button.href} className="btn btn-accent">
              {card.button.label}
            </Link>
          </section>
          <section className="stay-updated" aria-labelledby="stay-updated-heading">
            <Bell aria-hidden="true" size={32} className="card-icon" />
            <h2 id="stay-updated-heading" className="section-title">
              {stayUpdated.heading}
            </h2>
            <p>{stayUpdated.text}</p>
            <Link to={stayUpdated.button.href} className="btn btn-primary">
              {stayUpdated.button.label}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
