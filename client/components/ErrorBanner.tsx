import { AlertCircle, CheckCircle2, Info } from 'lucide-react';

/** The red error banner of the account pages, announced to screen readers. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="notice notice-error" role="alert">
      <AlertCircle aria-hidden="true" size={18} />
      <span>{message}</span>
    </div>
  );
}

/**
 * A polite status line (success or information). The live region is always rendered, so screen
 * readers announce the message when it appears.
 */
export function StatusNotice({
  message,
  tone = 'success',
}: {
  message: string | null | undefined;
  tone?: 'success' | 'info';
}) {
  const Mark = tone === 'success' ? CheckCircle2 : Info;
  return (
    <div role="status" className="notice-slot">
      {message ? (
        <div className={`notice notice-${tone}`}>
          <Mark aria-hidden="true" size={18} />
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}
