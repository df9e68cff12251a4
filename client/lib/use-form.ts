import { useCallback, useRef, useState, type FormEvent } from 'react';

/** A problem found before sending: the banner's sentence, and the fields it concerns. */
export type Problem = string | { message: string; fields: Record<string, string> };

export interface FormRun {
  /** True while a request runs; the submit button shows progress and a second submit is ignored. */
  busy: boolean;
  /** The sentence of the error banner. */
  error: string | null;
  /** The sentence of the status line (success or information). */
  notice: string | null;
  /** Per-field messages, keyed by field name. */
  fields: Record<string, string>;
  /**
   * Runs one request. While another runs it does nothing; otherwise it clears the last outcome,
   * asks `check` for a problem (shown at once, nothing is sent), then runs `send` as busy.
   */
  run: (send: () => Promise<unknown>, check?: () => Problem | null) => Promise<void>;
  /** `run` as a form's submit handler. */
  submit: (
    send: () => Promise<unknown>,
    check?: () => Problem | null,
  ) => (event: FormEvent<HTMLFormElement>) => void;
  fail: (problem: Problem) => void;
  setNotice: (notice: string | null) => void;
  /** An input changed: the error and field messages no longer describe it. */
  edited: () => void;
  /** Forget the whole outcome (error, field messages and status line). */
  clear: () => void;
}

/**
 * The state every account form shares: busy, the error banner, field messages and the status
 * line, with one way to run a request so that no form can be sent twice at once.
 */
export function useForm(initialError: string | null = null): FormRun {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const [notice, setNotice] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  // A ref as well as state: two clicks in one frame both see the state of the last render.
  const running = useRef(false);

  const fail = useCallback((problem: Problem) => {
    if (typeof problem === 'string') {
      setError(problem);
    } else {
      setError(problem.message);
      setFields(problem.fields);
    }
  }, []);

  const edited = useCallback(() => {
    setError(null);
    setFields({});
  }, []);

  const clear = useCallback(() => {
    setError(null);
    setFields({});
    setNotice(null);
  }, []);

  const run = useCallback(
    async (send: () => Promise<unknown>, check?: () => Problem | null) => {
      if (running.current) return;
      clear();
      const problem = check?.();
      if (problem) {
        fail(problem);
        return;
      }
      running.current = true;
      setBusy(true);
      try {
        await send();
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [clear, fail],
  );

  const submit = useCallback(
    (send: () => Promise<unknown>, check?: () => Problem | null) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run(send, check);
      },
    [run],
  );

  return { busy, error, notice, fields, run, submit, fail, setNotice, edited, clear };
}
