import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';

/**
 * The frame of every sign-in, sign-up, password and verification screen: a centred card with an
 * optional back link and icon, the H1, a subtitle and the screen's content.
 */
export function AuthCard({
  title,
  subtitle,
  icon,
  back,
  tone = 'neutral',
  wide = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  back?: { href: string; label: string };
  tone?: 'neutral' | 'success' | 'danger';
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <div className={`auth-shell${wide ? ' auth-shell-wide' : ''}`}>
        {back ? (
          <Link to={back.href} className="back-link auth-back">
            <ArrowLeft aria-hidden="true" size={16} /> {back.label}
          </Link>
        ) : null}
        <section className="auth-card" aria-labelledby="auth-title">
          {icon ? <div className={`auth-icon auth-icon-${tone}`}>{icon}</div> : null}
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
      </div>
    </div>
  );
}

/** A submit button that shows progress and is disabled while its request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  block = true,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
  /** Full width (the default, for the auth cards). */
  block?: boolean;
}) {
  return (
    <button
      type="submit"
      className={`btn btn-primary${block ? ' btn-block' : ''}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <Loader2 aria-hidden="true" size={18} className="spin" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A spinner with a sentence, for the loading states. */
export function LoadingNote({ text }: { text: string }) {
  return (
    <p className="auth-loading" role="status">
      <Loader2 aria-hidden="true" size={20} className="spin" /> {text}
    </p>
  );
}

export function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.07 5.07 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/** "Continue with Google": a plain link, so the browser leaves the app for the provider. */
export function GoogleButton() {
  return (
    <a href="/api/auth/google" className="btn btn-outline btn-block btn-google">
      <GoogleMark /> Continue with Google
    </a>
  );
}

/** A horizontal rule with a word in the middle ("Or continue with"). */
export function Divider({ text }: { text: string }) {
  return (
    <div className="auth-divider">
      <span>{text}</span>
    </div>
  );
}
