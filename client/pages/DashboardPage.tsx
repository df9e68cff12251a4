import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BookOpen,
  Calendar,
  Clock,
  Flower2,
  Library,
  LifeBuoy,
  LogOut,
  Mail,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { LoadingNote, SubmitButton } from '../components/AuthCard';
import { ErrorBanner, StatusNotice } from '../components/ErrorBanner';
import { FormField } from '../components/FormField';
import { api, errorText, fieldErrors, type MessageAnswer, type UserAnswer } from '../lib/api';
import { clearSession, saveUser, signOut, storedToken, type SessionUser } from '../lib/session';

type DashboardState =
  | { status: 'loading' }
  | { status: 'loaded'; user: SessionUser }
  | { status: 'error'; message: string };

const USERNAME = /^[A-Za-z0-9_]{3,20}$/;
const RESEND_COOLDOWN = 60;

const quickActions = [
  { label: 'Browse Courses', href: '/courses', Icon: BookOpen },
  { label: 'Resources', href: '/resources', Icon: Library },
  { label: 'Meditation', href: '/meditation', Icon: Flower2 },
  { label: 'Get Support', href: '/contact', Icon: LifeBuoy },
];

/** Formats an ISO date for India; only ever called in the browser, after the user has loaded. */
function formatDate(value: string | null | undefined, withTime = false): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(
    'en-IN',
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' },
  ).format(date);
}

/** /dashboard: the member's profile, two-factor and e-mail settings, and quick links. */
export function DashboardPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!storedToken()) {
      navigate('/login', { replace: true });
      return;
    }
    void (async () => {
      const result = await api<UserAnswer>('/api/auth/me', { auth: true });
      if (result.kind === 'network') {
        setState({ status: 'error', message: 'Failed to load user data' });
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
  }, [navigate]);

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

function LoadedDashboard({
  user,
  onUser,
  onExpired,
}: {
  user: SessionUser;
  onUser: (user: SessionUser) => void;
  onExpired: () => void;
}) {
  const [signingOut, setSigningOut] = useState(false);
  const joined = formatDate(user.createdAt);
  const lastLogin = formatDate(user.lastLogin, true);

  return (
    <div className="dash-page">
      <div className="container">
        <header className="dash-header">
          <div>
            <h1 className="dash-title">Welcome back, {user.name}!</h1>
            <p className="dash-subtitle">Manage your account and continue your spiritual journey</p>
          </div>
          <button
            type="button"
            className="btn btn-outline"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" size={18} /> {signingOut ? 'Signing out…' : 'Sign Out'}
          </button>
        </header>

        <div className="dash-grid">
          <section className="card dash-profile" aria-labelledby="profile-heading">
            <h2 id="profile-heading" className="visually-hidden">
              Profile
            </h2>
            {user.avatar ? (
              <img src={user.avatar} alt="" className="dash-avatar" width={96} height={96} />
            ) : (
              <span className="dash-avatar dash-avatar-icon" aria-hidden="true">
                <UserRound size={48} />
              </span>
            )}
            <p className="dash-name">{user.name}</p>
            <p className="dash-email">{user.email}</p>
            {user.username ? <p className="dash-username">@{user.username}</p> : null}
            <span
              className={`badge ${user.isEmailVerified ? 'badge-verified' : 'badge-unverified'}`}
            >
              {user.isEmailVerified ? 'Verified' : 'Unverified'}
            </span>
            <ul className="dash-facts">
              {joined ? (
                <li>
                  <Calendar aria-hidden="true" size={16} /> Joined {joined}
                </li>
              ) : null}
              <li>
                <ShieldCheck aria-hidden="true" size={16} /> Role: {user.role ?? 'user'}
              </li>
            </ul>
          </section>

          <div className="dash-main">
            <section className="card dash-section" aria-labelledby="settings-heading">
              <h2 id="settings-heading" className="dash-section-title">
                Account Settings
              </h2>
              <TwoFactorSetting user={user} onUser={onUser} onExpired={onExpired} />
              <EmailSetting user={user} onExpired={onExpired} />
              <ProfileForm user={user} onUser={onUser} onExpired={onExpired} />
            </section>

            <section className="card dash-section" aria-labelledby="actions-heading">
              <h2 id="actions-heading" className="dash-section-title">
                Quick Actions
              </h2>
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
            </section>

            <section className="card dash-section" aria-labelledby="activity-heading">
              <h2 id="activity-heading" className="dash-section-title">
                Account Activity
              </h2>
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
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}

function TwoFactorSetting({
  user,
  onUser,
  onExpired,
}: {
  user: SessionUser;
  onUser: (user: SessionUser) => void;
  onExpired: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Turning it off needs the password (the server refuses without it): asked for on the spot.
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [password, setPassword] = useState('');
  const enabled = Boolean(user.otpEnabled);

  async function toggle(enable: boolean) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const result = await api<MessageAnswer & Partial<UserAnswer>>('/api/auth/otp/toggle', {
        method: 'POST',
        auth: true,
        body: enable ? { enable } : { enable, password },
      });
      if (result.status === 401) return onExpired();
      if (!result.ok) {
        // The specification's sentence, followed by the server's reason when it gives one.
        const reason = errorText(result, 'message', '', '');
        setError(reason ? `Failed to toggle OTP. ${reason}` : 'Failed to toggle OTP');
        return;
      }
      setConfirmingOff(false);
      setPassword('');
      onUser(result.data.user ?? { ...user, otpEnabled: enable });
      setMessage(
        result.data.message ??
          (enable ? 'Two-factor authentication enabled' : 'Two-factor authentication disabled'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dash-setting">
      <div className="dash-setting-row">
        <div>
          <h3 className="dash-setting-title">Two-Factor Authentication</h3>
          <p className="dash-setting-text">
            When it is on, we e-mail you a one-time code (OTP) each time you sign in.
          </p>
        </div>
        <div className="dash-setting-controls">
          {enabled ? (
            <>
              <span className="pill pill-on">Enabled</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => (confirmingOff ? toggle(false) : setConfirmingOff(true))}
              >
                {busy ? 'Turning off…' : 'Turn off'}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => toggle(true)}
            >
              {busy ? 'Enabling…' : 'Enable'}
            </button>
          )}
        </div>
      </div>
      {enabled && confirmingOff ? (
        <FormField
          label="Your password (to turn two-factor sign-in off)"
          name="otp-off-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <StatusNotice message={message} />
      <ErrorBanner message={error} />
    </div>
  );
}

function EmailSetting({ user, onExpired }: { user: SessionUser; onExpired: () => void }) {
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    if (busy || cooldown > 0) return;
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const result = await api<MessageAnswer>('/api/auth/resend-verification', {
        method: 'POST',
        auth: true,
      });
      if (result.status === 401) return onExpired();
      if (result.ok) {
        setMessage(result.data.message ?? 'Verification email sent. Please check your inbox.');
      } else {
        setError(
          errorText(
            result,
            'message',
            'Failed to send verification email',
            'Network error. Please try again.',
          ),
        );
      }
      if (result.kind !== 'network') setCooldown(RESEND_COOLDOWN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dash-setting">
      <div className="dash-setting-row">
        <div>
          <h3 className="dash-setting-title">Email Verification</h3>
          <p className="dash-setting-text">
            <Mail aria-hidden="true" size={16} className="inline-icon" />{' '}
            {user.isEmailVerified ? 'Your email is verified' : 'Please verify your email'}
          </p>
        </div>
        {user.isEmailVerified ? null : (
          <div className="dash-setting-controls">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={busy || cooldown > 0}
              aria-busy={busy || undefined}
              onClick={resend}
            >
              {busy ? 'Sending…' : cooldown > 0 ? `Resend (${cooldown}s)` : 'Resend'}
            </button>
          </div>
        )}
      </div>
      <StatusNotice message={message} />
      <ErrorBanner message={error} />
    </div>
  );
}

function ProfileForm({
  user,
  onUser,
  onExpired,
}: {
  user: SessionUser;
  onUser: (user: SessionUser) => void;
  onExpired: () => void;
}) {
  const [name, setName] = useState(user.name);
  const [username, setUsername] = useState(user.username ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  function edited() {
    setError(null);
    setFields({});
    setMessage(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    edited();
    const trimmedName = name.trim();
    const trimmedUsername = username.trim();
    if (!trimmedName) {
      setFields({ name: 'Please enter your name' });
      setError('Please enter your name');
      return;
    }
    if (trimmedUsername && !USERNAME.test(trimmedUsername)) {
      const text = 'Username must be 3-20 characters: letters, digits or _';
      setFields({ username: text });
      setError(text);
      return;
    }
    const body: { name: string; username?: string } = { name: trimmedName };
    if (trimmedUsername) body.username = trimmedUsername;
    setBusy(true);
    try {
      const result = await api<UserAnswer>('/api/users/me', { method: 'PATCH', auth: true, body });
      if (result.status === 401) return onExpired();
      if (!result.ok || !result.data.user) {
        setFields(fieldErrors(result));
        setError(
          errorText(
            result,
            'message',
            'Failed to update profile',
            'Network error. Please try again.',
          ),
        );
        return;
      }
      onUser(result.data.user);
      setMessage('Profile updated');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="dash-setting form dash-profile-form" onSubmit={submit}>
      <h3 className="dash-setting-title">Edit Profile</h3>
      <div className="form-row">
        <FormField
          label="Full Name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          error={fields.name}
          onChange={(e) => {
            setName(e.target.value);
            edited();
          }}
        />
        <FormField
          label="Username"
          name="username"
          type="text"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={20}
          pattern="[A-Za-z0-9_]{3,20}"
          title="3-20 letters, digits or _"
          hint="3-20 letters, digits or _"
          value={username}
          error={fields.username}
          onChange={(e) => {
            setUsername(e.target.value);
            edited();
          }}
        />
      </div>
      <ErrorBanner message={error} />
      <StatusNotice message={message} />
      <SubmitButton busy={busy} busyLabel="Saving…" block={false}>
        Save Profile
      </SubmitButton>
    </form>
  );
}
