import { AuthActions } from '../../components/AuthForm';
import { signOut, type SessionUser } from '../../lib/session';

/** /login for a member already signed in: who, and the way on or out. */
export function SignedIn({ user }: { user: SessionUser }) {
  return (
    <>
      <p className="auth-signed-in">
        Signed in as <strong>{user.name}</strong>
        <br />
        <span className="auth-muted">{user.email}</span>
      </p>
      <AuthActions links={[{ to: '/dashboard', label: 'Go to Dashboard' }]}>
        <button type="button" className="btn btn-outline btn-block" onClick={() => signOut()}>
          Sign Out
        </button>
      </AuthActions>
    </>
  );
}
