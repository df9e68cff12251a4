import { useId, useState } from 'react';

/** A plain-text file of the codes, as the Download button saves it. */
export function recoveryCodesText(codes: string[], email: string): string {
  return [
    'Pragya Trust recovery codes',
    `Account: ${email}`,
    '',
    'Each code can be used once, instead of a code from your authenticator app.',
    'Keep them somewhere safe and private.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The ten recovery codes, shown once right after they are made: a list to read, Copy and a .txt
 * download, and a button to close them once saved.
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const headingId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('The codes are copied. Paste them somewhere safe.');
    } catch {
      setCopied('Copying is not allowed here: please download them or write them down.');
    }
  }

  function download() {
    const file = new Blob([recoveryCodesText(codes, email)], { type: 'text/plain' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = 'pragya-trust-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  return (
    <div className="factor-panel" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="factor-panel-title">
        Your recovery codes
      </h3>
      <p className="account-section-text">
        If you lose your phone, each of these codes lets you sign in once instead of an app code.
        This is the only time we show them: please save them now.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-form-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={download}>
          Download (.txt)
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          I have saved them
        </button>
      </div>
      <div role="status" className="notice-slot">
        {copied ? <p className="factor-note">{copied}</p> : null}
      </div>
    </div>
  );
}
