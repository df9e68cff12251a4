import { Calendar, Clock } from 'lucide-react';
import { DashSection } from './parts';

/** When the member last signed in and when the account was made. */
export function AccountActivity({
  lastLogin,
  joined,
}: {
  lastLogin: string | null;
  joined: string | null;
}) {
  return (
    <DashSection id="activity-heading" title="Account Activity">
      <dl className="dash-activity">
        {[
          { Icon: Clock, term: 'Last login', value: lastLogin ?? 'Never' },
          { Icon: Calendar, term: 'Account created', value: joined ?? '—' },
        ].map(({ Icon, term, value }) => (
          <div key={term}>
            <dt>
              <Icon aria-hidden="true" size={16} /> {term}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </DashSection>
  );
}
