import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { AuthCard, LoadingNote } from '../components/AuthCard';
import { api, type UserAnswer } from '../lib/api';
import { saveSession } from '../lib/session';

/**
 * /auth/callback?token=|error=: where the Google sign-in comes back. The token leaves the address
 * bar (and the history entry) at once; then the user is fetched and the session stored.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    const error = params.get('error');
    if (token || error) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    if (error) {
      navigate(`/login?error=${encodeURIComponent(error)}`, { replace: true });
      return;
    }
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    void (async () => {
      const result = await api<UserAnswer>('/api/auth/me', { token });
      if (result.ok && result.data.user) {
        saveSession(token, result.data.user);
        navigate('/dashboard', { replace: true });
      } else {
        navigate('/login?error=auth_failed', { replace: true });
      }
    })();
  }, [navigate]);

  return (
    <AuthCard title="Completing Authentication" icon={<ShieldCheck aria-hidden="true" size={32} />}>
      <LoadingNote text="Please wait while we sign you in..." />
    </AuthCard>
  );
}
