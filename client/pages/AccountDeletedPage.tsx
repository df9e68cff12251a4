import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { AuthCard } from '../components/AuthCard';

/**
 * /account/deleted: where a member lands once their account is gone, with or without JavaScript.
 * The server has ended every session and cleared the cookie; the page forgets the copy it kept.
 */
export function AccountDeletedPage() {
  return (
    <AuthCard
      title="Your account was deleted"
      subtitle="Your account and everything we kept about it have been removed, and every device has been signed out. We have sent a last e-mail to confirm."
      icon={<HeartHandshake aria-hidden="true" size={28} />}
      tone="success"
    >
      <p className="auth-subtitle">
        Thank you for the time you spent with us. You are always welcome back.
      </p>
      <div className="auth-actions">
        <Link to="/" className="btn btn-primary">
          Back to the home page
        </Link>
      </div>
    </AuthCard>
  );
}
