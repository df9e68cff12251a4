/** The spam trap of the public forms: hidden from people, filled in by bots, checked by the server. */
export const HONEYPOT_NAME = 'website';

export function HoneypotField() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty if you are human
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** True when a bot filled the trap: the form then pretends to succeed and sends nothing. */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const value = new FormData(form).get(HONEYPOT_NAME);
  return typeof value === 'string' && value !== '';
}
