import { useEffect, useRef, useState } from 'react';

/**
 * A button whose action is asked about in the page before it runs (never a native dialog): the
 * first press shows the question and two buttons, the focus on the one that goes ahead.
 */
export function ConfirmAction({
  label,
  detail,
  question,
  confirm,
  disabled,
  onConfirm,
}: {
  label: string;
  /** Said to screen readers after the label (which of several alike buttons this is). */
  detail?: string;
  question: string;
  confirm: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
        {detail ? <span className="visually-hidden"> {detail}</span> : null}
      </button>
    );
  }
  return (
    <div className="admin-confirm" role="group" aria-label={detail ? `${label} ${detail}` : label}>
      <p>{question}</p>
      <button
        ref={yes}
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirm}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </div>
  );
}
