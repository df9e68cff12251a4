import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';

/** What a section does when the API says the session has ended (401): sign in, then come back. */
export function useExpired(): () => void {
  const navigate = useNavigate();
  return () => {
    clearSession();
    navigate('/login?next=%2Faccount', { replace: true });
  };
}
