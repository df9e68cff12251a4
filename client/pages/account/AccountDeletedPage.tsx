import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { AuthCard } from '../../components/AuthCard';

/**
 * /account/deleted: where a member lands once the account is gone (with or without JavaScript),
 * in the site's shell like every page.
 */
export function AccountDeletedPage() {
  return (
    <AuthCard
      title="Your account was deleted"
      icon={<HeartHandshake aria-hidden="true" size={28} />}
      tone="success"
    >
      <p>
        Your account and everything we kept about it have been removed, and every device has been
        signed out. We have sent a last e-mail to confirm.
      </p>
      <p>Thank you for the time you spent with us. You are always welcome back.</p>
      <div className="auth-actions">
        <Link to="/" className="btn btn-primary btn-block">
          Back to the home page
        </Link>
      </div>
    </AuthCard>
  );
}
