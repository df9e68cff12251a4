/** Under the code step: a fresh e-mailed code, or back to the step that asked for it. */
export function CodeStepLinks({
  busy,
  onResend,
  onBack,
}: {
  busy: boolean;
  /** Absent when the code comes from an authenticator app: there is nothing to send. */
  onResend?: () => void;
  onBack: () => void;
}) {
  return (
    <div className="auth-switch">
      {onResend ? (
        <>
          <button type="button" className="link-button" onClick={onResend} disabled={busy}>
            Send a new code
          </button>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <button type="button" className="link-button" onClick={onBack} disabled={busy}>
        Use a different email
      </button>
    </div>
  );
}
