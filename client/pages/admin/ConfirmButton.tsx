import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button whose action is asked about in the page first: the question and its two answers take
 * the button's place (a native confirm() cannot be styled, read in context or tested like the
 * page). Focus moves to the answer, and back to the button when the question is dismissed.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  disabled,
  className = 'btn btn-outline',
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  disabled?: boolean;
  className?: string;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const answer = useRef<HTMLButtonElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) answer.current?.focus();
    else if (asked.current) button.current?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={button}
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      className="admin-confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <p id={questionId}>{question}</p>
      <button
        ref={answer}
        type="button"
        className="btn btn-primary"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </div>
  );
}
