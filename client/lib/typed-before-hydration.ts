/**
 * What a visitor types into the server's page before React hydrates it stays on screen (a textarea
 * the server sent text in excepted: React puts that text back), but React 19 does not pass it on:
 * a controlled field's state keeps the server's value, so the next render of its form puts that
 * value back over the text, and a submit sends it. React has a fix behind a flag
 * (`enableHydrationChangeEvent`) that its releases leave off. Until they turn it on, the fields the
 * server rendered are looked at once each, as soon as React has taken them over, and one that no
 * longer holds what the server sent reports its change the way the browser would have
 * (docs/decisions/0196-what-was-typed-before-hydration.md).
 */

import { useEffect, useLayoutEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * React DOM's own marks on a node it manages: its props under a key starting `__reactProps$`, and
 * `_valueTracker`, the value it saw last (it reports a change only when the field differs from
 * it). Neither is an API; if a release drops them, nothing is replayed, and
 * `test/browser/typed-before-hydration.spec.ts` fails.
 */
type Managed = Field & { _valueTracker?: { setValue(value: string): void } };

function hydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactProps$'));
}

/** The server's fields React has not taken over yet (noted before hydration starts). */
const waiting = new Set<Field>();

/**
 * The text typed into each waiting textarea: when the server sent text in one, React sets the field
 * back to that text as it hydrates it.
 */
const typedText = new WeakMap<HTMLTextAreaElement, string>();

function noteText(event: Event): void {
  const { target } = event;
  if (target instanceof HTMLTextAreaElement && waiting.has(target)) {
    typedText.set(target, target.value);
  }
}

/** Notes every field of the server's page; the browser's entry calls this before hydrating. */
export function noteServedFields(): void {
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    waiting.add(field);
    if (field instanceof HTMLTextAreaElement) typedText.set(field, field.value);
  }
  document.addEventListener('input', noteText, true);
}

function checkable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * The field as the server sent it, untouched: the browser cleans up some values (a colour in lower
 * case, a range's value within its bounds, line breaks out of a text field; a select with no option
 * marked shows its first), so a field can differ from its `defaultValue` with nobody having typed.
 */
function untouched(field: Field): Field {
  const copy = document.createElement(field.localName) as Field;
  for (const { name, value } of field.attributes) copy.setAttribute(name, value);
  for (const child of field.childNodes) copy.append(child.cloneNode(true));
  return copy;
}

/** The text a text field holds now (a textarea: what was typed, whatever React set back). */
function textOf(field: HTMLInputElement | HTMLTextAreaElement): string {
  return field instanceof HTMLTextAreaElement ? (typedText.get(field) ?? field.value) : field.value;
}

const choice = (select: HTMLSelectElement) => [...select.options].map((option) => option.selected);

/** Whether the field no longer holds what the server sent. */
function changed(field: Field): boolean {
  if (field.type === 'file' || field.type === 'hidden') return false;
  const copy = untouched(field);
  if (field instanceof HTMLSelectElement) {
    return String(choice(field)) !== String(choice(copy as HTMLSelectElement));
  }
  if (checkable(field)) {
    // Of a group of radios, only the one now chosen reports the change.
    const was = (copy as HTMLInputElement).checked;
    return field.type === 'radio' ? field.checked && !was : field.checked !== was;
  }
  return textOf(field) !== copy.value;
}

/** Sets a property past React's own setter on the node, so that React does not see it. */
function setPastReact(field: Field, property: 'value' | 'checked', value: string | boolean): void {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property);
  descriptor?.set?.call(field, value);
}

/**
 * Reads what the field holds now, and gives the way to report it to React as a change: React's
 * record of the field is set to something else and the event the browser sends is dispatched. The
 * field is written only where it no longer shows its state (reporting an earlier field may have
 * rendered this one back to the server's value), so the caret, and a word being composed, stay.
 */
function reportOf(field: Managed): () => void {
  const send = (type: string) => field.dispatchEvent(new Event(type, { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    const chosen = choice(field);
    return () => {
      [...field.options].forEach((option, index) => {
        if (option.selected !== chosen[index]) option.selected = chosen[index];
      });
      send('change');
    };
  }
  if (checkable(field)) {
    const { checked } = field;
    return () => {
      if (field.checked !== checked) setPastReact(field, 'checked', checked);
      field._valueTracker?.setValue(String(!checked));
      // A plain Event, not a MouseEvent: the browser does not toggle the box again.
      send('click');
    };
  }
  const text = textOf(field);
  return () => {
    if (field.value !== text) setPastReact(field, 'value', text);
    field._valueTracker?.setValue(text === '' ? ' ' : '');
    send('input');
  };
}

/**
 * Looks at each noted field React has taken over since the last call, once, and reports those that
 * changed. Called in the commit that hydrates the page and in the one that hydrates each deferred
 * section: every Suspense boundary around server-rendered fields needs such a call.
 */
function replayTypedFields(): void {
  // Read them all before reporting any: each report may render the fields of its form again.
  const reports: Array<[Field, () => void]> = [];
  for (const field of waiting) {
    if (!field.isConnected) {
      waiting.delete(field);
    } else if (hydrated(field)) {
      waiting.delete(field);
      if (changed(field)) reports.push([field, reportOf(field)]);
    }
  }
  // The field being typed in first: a report's render writes the fields of its form that are
  // still to be reported, and a write cuts short a word being composed.
  reports.sort(
    ([a], [b]) => Number(b === document.activeElement) - Number(a === document.activeElement),
  );
  // Reported once the commit is over: React then handles each as a visitor's change (rendered and
  // settled before the next), where inside the commit it would put the field's old value back.
  if (reports.length) {
    queueMicrotask(() => {
      for (const [field, report] of reports) if (field.isConnected) report();
    });
  }
}

/**
 * Rendered inside each boundary that hydrates on its own (the page's root, each deferred section):
 * its layout effect runs in the commit that hydrated the boundary, before any later render could
 * reset a field. `onShown` is then told the boundary is on screen (lib/deferred.tsx).
 */
export function ReplayTypedFields({ onShown }: { onShown?: (shown: true) => void }): null {
  useLayoutEffect(replayTypedFields, []);
  // After the commit and the replay's reports: a render for new props inside the commit would set
  // the fields back to their state, moving the caret and cutting off a word being composed.
  useEffect(() => onShown?.(true), [onShown]);
  return null;
}
