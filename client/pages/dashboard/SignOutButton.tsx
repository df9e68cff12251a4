import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { signOut } from '../../lib/session';

/** Signs out; it stays disabled until the home page replaces the dashboard. */
export function SignOutButton() {
  const [signingOut, setSigningOut] = useState(false);
  return (
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
  );
}
