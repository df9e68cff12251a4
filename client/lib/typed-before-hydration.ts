/**
 * What a visitor types into the server's page before React hydrates it (or what the browser fills
 * in for them: a saved e-mail address and password) stays on screen, but React 19 does not pass it
 * on: a controlled field's state keeps the server's value, so the next render of its form puts
 * that value back over the text, and a submit sends it. React has a fix behind a flag
 * (`enableHydrationChangeEvent`) that its releases leave off. Until they turn it on, the fields the
 * server rendered are looked at once each, as soon as React has taken them over, and one that no
 * longer holds what the server sent reports its change the way the browser would have
 * (docs/decisions/0196-what-was-typed-before-hydration.md).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The server's fields React has not taken over yet (noted before hydration starts). */
const waiting = new Set<Field>();

/** Notes every field of the server's page; the browser's entry calls this before hydrating. */
export function noteServedFields(): void {
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    waiting.add(field);
  }
}

/**
 * Whether React manages the node: React DOM keeps each hydrated node's props on it, under a key
 * that starts with `__reactProps$`. It is React's own mark, not an API; if a release drops it, no
 * field is ever replayed, and `test/browser/typed-before-hydration.spec.ts` fails.
 */
function hydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactProps$'));
}

function checkable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the field no longer holds what the server sent. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (checkable(field)) {
    // Of a group of radios, only the one now chosen reports the change.
    return field.type === 'radio'
      ? field.checked && !field.defaultChecked
      : field.checked !== field.defaultChecked;
  }
  if (field.type === 'file' || field.type === 'hidden') return false;
  return field.value !== field.defaultValue;
}

/** Sets a property past React's own setter on the node, which records what React last saw. */
function setPastReact(field: Field, property: 'value' | 'checked', value: string | boolean): void {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property);
  descriptor?.set?.call(field, value);
}

/** The caret and selection of a text field being typed in, to be put back afterwards. */
function keepSelection(field: HTMLInputElement | HTMLTextAreaElement): () => void {
  if (field !== document.activeElement) return () => {};
  // Some input types (email, number) have no selection: reading it gives null.
  const { selectionStart, selectionEnd, selectionDirection } = field;
  if (selectionStart === null || selectionEnd === null) return () => {};
  const direction = (selectionDirection ?? 'none') as 'forward' | 'backward' | 'none';
  return () => field.setSelectionRange(selectionStart, selectionEnd, direction);
}

/**
 * Reads what the field holds now, and gives the way to report it to React as a change. React
 * compares a field with the value it recorded last (its setter on the node records it), so that
 * record is first set to something else while the field is given its state past it, as testing
 * libraries do to fire a change. The state is given again because reporting an earlier field may
 * already have rendered this one back to the server's value.
 */
function reportOf(field: Field): () => void {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    return () => {
      [...field.options].forEach((option, index) => {
        option.selected = chosen[index] ?? false;
      });
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (checkable(field)) {
    const { checked } = field;
    return () => {
      field.checked = !checked;
      setPastReact(field, 'checked', checked);
      // A plain Event, not a MouseEvent: the browser does not toggle the box again.
      field.dispatchEvent(new Event('click', { bubbles: true }));
    };
  }
  const text = field.value;
  const restoreSelection = keepSelection(field);
  return () => {
    field.value = text === '' ? ' ' : '';
    setPastReact(field, 'value', text);
    restoreSelection();
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * Looks at each noted field React has taken over since the last call, once, and reports those that
 * changed. Called when the page hydrates and when each deferred section does.
 */
export function replayTypedFields(): void {
  // Read them all before reporting any: each report may render the fields of its form again.
  const reports: Array<() => void> = [];
  for (const field of waiting) {
    if (!field.isConnected) {
      waiting.delete(field);
    } else if (hydrated(field)) {
      waiting.delete(field);
      if (changed(field)) reports.push(reportOf(field));
    }
  }
  // Reported once the commit that hydrated them is over: React handles each then as a visitor's
  // change (rendered and settled before the next), where inside the commit it would put the
  // field's old value back.
  if (reports.length) queueMicrotask(() => reports.forEach((report) => report()));
}
