import { Link } from 'react-router';
import { BookOpen, Flower2, Library, LifeBuoy, Timer } from 'lucide-react';
import { DashSection } from './parts';

const quickActions = [
  { label: 'Daily Practice', href: '/practice', Icon: Timer },
  { label: 'Browse Courses', href: '/courses', Icon: BookOpen },
  { label: 'Resources', href: '/resources', Icon: Library },
  { label: 'Meditation', href: '/meditation', Icon: Flower2 },
  { label: 'Get Support', href: '/contact', Icon: LifeBuoy },
];

/** Links to the parts of the site a member goes to most. */
export function QuickActions() {
  return (
    <DashSection id="actions-heading" title="Quick Actions">
      <ul className="dash-actions">
        {quickActions.map(({ label, href, Icon }) => (
          <li key={href}>
            <Link to={href} className="dash-action">
              <Icon aria-hidden="true" size={22} />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashSection>
  );
}
