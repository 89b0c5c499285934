/**
 * What a visitor does before the app owns the page.
 *
 * Every public page is prerendered, so its forms show (and the browser may autofill them) before
 * the JavaScript has arrived. React does not tell a component about a value typed before it
 * hydrated: the form's state stays empty, and the next render wipes what was typed. A page that
 * is rendered afresh over its prerendered HTML (one opened with a query string) replaces the
 * fields altogether. And a form sent early would go to the address bar as a plain GET with what
 * was typed, password included: index.html's inline script holds such a submit back instead.
 * (A form with its own `action`, such as the country chooser, works without JavaScript and is
 * let through.)
 *
 * `snapshotEarlyInput` notes the prerendered fields before the app renders; `handOverEarlyInput`,
 * called once the app has committed its first render, gives each changed value (from the field,
 * or from the prerendered element a fresh render replaced) to the app the way typing would
 * (so React's onChange sees it), then sends the form whose submit was held back.
 */

import { pageShown, whenPageShown } from './page-shown';

declare global {
  interface Window {
    /** Set once the app owns the page; until then index.html's script holds submits back. */
    harborReady?: boolean;
    /** The form whose submit index.html's script held back, if any. */
    harborEarlySubmit?: EventTarget | null;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field of the page's forms: where it is, and its element. */
export interface EarlyField {
  /** The form's index among the root's forms, and the field's name (or id). */
  key: string;
  /** The element. Hydration keeps it; a fresh render replaces it, and the old one still holds
   * what was typed into it. */
  element: Field;
}

export interface EarlyInput {
  /**
   * Every field when the snapshot was taken, changed or not: a field the render replaces may be
   * typed into after the snapshot and before the render, and only its old element holds that.
   */
  fields: EarlyField[];
  /** The index of the form whose submit was held back, or -1. */
  submittedForm: number;
}

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the visitor (or the browser's autofill) changed the field from what the HTML said. */
function isChanged(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    if (options.some((option) => option.defaultSelected)) {
      return options.some((option) => option.selected !== option.defaultSelected);
    }
    // No option marked in the HTML (React's own render of a controlled select marks none): the
    // browser then shows the first option that is not disabled (none in a multiple select).
    const shownFirst = field.multiple ? -1 : options.findIndex((option) => !option.disabled);
    return options.some((option, index) => option.selected !== (index === shownFirst));
  }
  return field.value !== field.defaultValue;
}

/** Whether the field's change must be handed over (a radio that was unticked follows from the one ticked). */
function needsHandOver(field: Field): boolean {
  if (isCheckable(field) && field.type === 'radio' && !field.checked) return false;
  return isChanged(field);
}

function fieldsOf(root: ParentNode): { field: Field; key: string }[] {
  const forms = Array.from(root.querySelectorAll('form'));
  return forms.flatMap((form, index) =>
    Array.from(form.elements)
      .filter(
        (element): element is Field =>
          (element instanceof HTMLInputElement && !SKIPPED_TYPES.has(element.type)) ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement,
      )
      .map((field) => {
        const name = field.name || field.id;
        // Radios share a name: their value tells them apart.
        const key = `${index}:${name}${isCheckable(field) && field.type === 'radio' ? `=${field.value}` : ''}`;
        return { field, key };
      }),
  );
}

/** The fields of `root`'s forms as they are now, to hand over what is typed in them later. */
export function snapshotEarlyInput(root: ParentNode, win: Window = window): EarlyInput {
  const held = win.harborEarlySubmit;
  const forms = Array.from(root.querySelectorAll('form'));
  return {
    fields: fieldsOf(root).map(({ field, key }) => ({ key, element: field })),
    submittedForm: held instanceof HTMLFormElement ? forms.indexOf(held) : -1,
  };
}

/**
 * Sets a field the way typing would. React keeps a record of each field's last known value on the
 * element itself and fires onChange only when the field differs from it: the element's own setter
 * updates that record, the prototype's setter only the field, so the event that follows reads as
 * a change.
 */
function giveToApp(field: Field, value: string, checked: boolean): void {
  if (isCheckable(field)) {
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hands what was typed before the app rendered to the app, then sends a form whose submit was held
 * back. Values are read afresh from fields the render kept (the visitor may have typed on); fields
 * the render replaced are matched by their form's place and their name. Returns how many fields
 * it handed over, and marks the page as the app's.
 */
export function handOverEarlyInput(
  root: ParentNode,
  early: EarlyInput,
  win: Window = window,
): number {
  win.harborReady = true;
  const held = win.harborEarlySubmit;
  win.harborEarlySubmit = null;

  // Everything is read before anything is handed over: each hand-over renders the form again,
  // which resets the fields React has not been told about yet.
  const now = new Map(fieldsOf(root).map((entry) => [entry.key, entry]));
  // A field the render kept holds the latest value (the visitor may have typed on); one it
  // replaced gets what its old element holds (typed before the snapshot or after it).
  const earlier = new Map(early.fields.map(({ key, element }) => [key, element]));
  const toHand: { field: Field; value: string; checked: boolean }[] = [];
  for (const { field, key } of now.values()) {
    const old = earlier.get(key);
    const source = old && old !== field && needsHandOver(old) ? old : field;
    if (!needsHandOver(source)) continue;
    toHand.push({ field, value: source.value, checked: isCheckable(source) && source.checked });
  }
  for (const { field, value, checked } of toHand) giveToApp(field, value, checked);

  if (early.submittedForm >= 0 || held instanceof HTMLFormElement) {
    const forms = Array.from(root.querySelectorAll('form'));
    const form =
      held instanceof HTMLFormElement && held.isConnected ? held : forms[early.submittedForm];
    // After React has rendered what was handed over (its state updates land in a microtask).
    if (form) win.setTimeout(() => form.requestSubmit(), 0);
  }
  return toHand.length;
}

/**
 * Hands `early` over once the first page is on screen and the app's: when the page's Suspense
 * boundary says so (`pageShown` in page-shown.ts; its content hydrates after the rest of the app),
 * or after `timeoutMs` if no page ever does.
 */
export function handOverWhenPageShows(
  root: ParentNode,
  early: EarlyInput,
  timeoutMs = 10_000,
  win: Window = window,
): void {
  const timer = win.setTimeout(() => pageShown(), timeoutMs);
  whenPageShown(() => {
    win.clearTimeout(timer);
    handOverEarlyInput(root, early, win);
  });
}
