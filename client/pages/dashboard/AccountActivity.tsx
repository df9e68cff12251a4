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
        <div>
          <dt>
            <Clock aria-hidden="true" size={16} /> Last login
          </dt>
          <dd>{lastLogin ?? 'Never'}</dd>
        </div>
        <div>
          <dt>
            <Calendar aria-hidden="true" size={16} /> Account created
          </dt>
          <dd>{joined ?? '—'}</dd>
        </div>
      </dl>
    </DashSection>
  );
}
