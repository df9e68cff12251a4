import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { FormRun } from '../lib/use-form';
import { useHydrated } from '../lib/use-hydrated';
import { AuthCard, SubmitButton } from './AuthCard';
import { ErrorBanner, StatusNotice } from './ErrorBanner';

/**
 * The layout of every sign-in, sign-up and password form: the card, the status line (for forms
 * that report progress), the error banner, the fields and the submit button, then what follows the
 * form (other ways in, links). An `outcome` takes the place of the form and what follows it while
 * the status line stays, so that a screen reader announces the sentence that leads to it.
 */
export function AuthForm({
  title,
  subtitle,
  icon,
  back,
  tone,
  form,
  status,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
  after,
  outcome,
}: {
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  back?: { href: string; label: string };
  tone?: 'neutral' | 'success' | 'danger';
  form: Pick<FormRun, 'busy' | 'error' | 'notice'>;
  /** The tone of the status line; without it the card has none. */
  status?: 'success' | 'info';
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel: string;
  /** The fields, and anything that stands between them and the submit button. */
  children: ReactNode;
  after?: ReactNode;
  outcome?: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <AuthCard title={title} subtitle={subtitle} icon={icon} back={back} tone={tone}>
      {status ? <StatusNotice message={form.notice} tone={status} /> : null}
      {outcome ?? (
        <>
          <ErrorBanner message={form.error} />
          <form className="form auth-form" onSubmit={onSubmit}>
            {children}
            <SubmitButton busy={form.busy} busyLabel={busyLabel} disabled={!hydrated}>
              {submitLabel}
            </SubmitButton>
          </form>
          {after}
        </>
      )}
    </AuthCard>
  );
}

/** The buttons under an outcome (done, failed, signed in): the first link leads, the rest follow. */
export function AuthActions({
  links,
  children,
}: {
  links: { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <div className="auth-actions">
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline'} btn-block`}
        >
          {link.label}
        </Link>
      ))}
      {children}
    </div>
  );
}
