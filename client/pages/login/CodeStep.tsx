/** Under the code step: a fresh code, or back to the step that asked for it. */
export function CodeStepLinks({
  busy,
  onResend,
  onBack,
}: {
  busy: boolean;
  onResend: () => void;
  onBack: () => void;
}) {
  return (
    <div className="auth-switch">
      <button type="button" className="link-button" onClick={onResend} disabled={busy}>
        Send a new code
      </button>
      <span aria-hidden="true"> · </span>
      <button type="button" className="link-button" onClick={onBack} disabled={busy}>
        Use a different email
      </button>
    </div>
  );
}
