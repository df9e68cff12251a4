import type { ActionOutcome } from './use-admin-action';

/** The sentence an admin action answered with, announced politely (or assertively for a refusal). */
export function Outcome({ outcome }: { outcome: ActionOutcome | null }) {
  return (
    <div className="notice-slot" role="status" aria-live="polite">
      {outcome ? (
        <p className={`notice ${outcome.kind === 'error' ? 'notice-error' : 'notice-success'}`}>
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
