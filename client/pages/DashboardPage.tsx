import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { Settings } from 'lucide-react';
import { useAppContext } from '../app-context';
import { LoadingNote } from '../components/AuthCard';
import { ErrorBanner } from '../components/ErrorBanner';
import { api } from '../lib/api';
import { clearSession, saveUser, storedToken, type SessionUser } from '../lib/session';
import { formatDate, type AccountProps } from './dashboard/account';
import type { DashboardData } from './dashboard/dashboard-data';
import { AccountActivity } from './dashboard/AccountActivity';
import { EmailSetting } from './dashboard/EmailSetting';
import { DashSection, Setting } from './dashboard/parts';
import { MemberCourseRuns } from './dashboard/MemberCourseRuns';
import { MemberInterests } from './dashboard/MemberInterests';
import { MemberEvents } from './events/MemberEvents';
import { ProfileSummary } from './dashboard/ProfileSummary';
import { QuickActions } from './dashboard/QuickActions';
import { SecondFactorSummary } from './dashboard/SecondFactorSummary';
import { SignOutButton } from './dashboard/SignOutButton';

type DashboardState =
  | { status: 'loading' }
  | { status: 'loaded'; user: SessionUser }
  | { status: 'error'; message: string };

/**
 * /dashboard: the member at a glance, the second factor and e-mail verification, quick links; the
 * profile, e-mail address, password and second factor are changed in /account.
 */
export function DashboardPage() {
  const navigate = useNavigate();
  // The server renders the dashboard for the member its session cookie names, and hydration starts
  // from the same member: nothing moves when the page runs (the call below only refreshes it).
  const { viewer } = useAppContext();
  const [state, setState] = useState<DashboardState>(
    viewer ? { status: 'loaded', user: viewer as SessionUser } : { status: 'loading' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!storedToken() && !viewer) {
      navigate('/login', { replace: true });
      return;
    }
    void (async () => {
      const result = await api('/api/auth/me', { auth: true });
      if (result.kind === 'network') {
        // A dashboard the server rendered for the member stays as it is; one still loading says so.
        if (!viewer) setState({ status: 'error', message: 'Failed to load user data' });
      } else if (!result.ok) {
        clearSession();
        navigate('/login', { replace: true });
      } else if (!result.data.user) {
        clearSession();
        setState({ status: 'error', message: 'User not found' });
      } else {
        saveUser(result.data.user);
        setState({ status: 'loaded', user: result.data.user });
      }
    })();
  }, [navigate, viewer]);

  if (state.status === 'loading') {
    return (
      <div className="dash-page">
        <div className="container">
          <h1 className="dash-title">Dashboard</h1>
          <LoadingNote text="Loading your account..." />
        </div>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div className="dash-page">
        <div className="container dash-narrow">
          <h1 className="dash-title">Dashboard</h1>
          <ErrorBanner message={state.message} />
          <Link to="/login" className="btn btn-primary">
            Sign In
          </Link>
        </div>
      </div>
    );
  }

  return (
    <LoadedDashboard
      user={state.user}
      onUser={(user) => {
        saveUser(user);
        setState({ status: 'loaded', user });
      }}
      onExpired={() => {
        clearSession();
        navigate('/login', { replace: true });
      }}
    />
  );
}

function LoadedDashboard(account: AccountProps) {
  const { user } = account;
  const lists = useLoaderData<DashboardData>();
  const joined = formatDate(user.createdAt);

  return (
    <div className="dash-page">
      <div className="container">
        <header className="dash-header">
          <div>
            <h1 className="dash-title">Welcome back, {user.name}!</h1>
            <p className="dash-subtitle">Manage your account and continue your spiritual journey</p>
          </div>
          <div className="dash-header-actions">
            <Link to="/account" className="btn btn-outline">
              <Settings aria-hidden="true" size={18} /> Account settings
            </Link>
            <SignOutButton />
          </div>
        </header>

        <div className="dash-grid">
          <ProfileSummary user={user} joined={joined} />

          <div className="dash-main">
            <MemberEvents initial={lists.registrations} />
            <MemberCourseRuns initial={lists.runs} />
            <DashSection id="settings-heading" title="Account Settings">
              <SecondFactorSummary {...account} />
              <EmailSetting user={user} onExpired={account.onExpired} />
              <Setting
                title="Profile, e-mail address and password"
                text="Change your name and username, your e-mail address or your password in your account settings."
                controls={
                  <Link to="/account" className="btn btn-outline btn-sm">
                    Open account settings
                  </Link>
                }
                notice={null}
                error={null}
              />
            </DashSection>
            <MemberInterests initial={lists.interests} />
            <QuickActions />
            <AccountActivity lastLogin={formatDate(user.lastLogin, true)} joined={joined} />
          </div>
        </div>
      </div>
    </div>
  );
}
