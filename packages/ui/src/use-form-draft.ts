import { STORED_KEYS, isKeptOnDevice, keepOnDevice, keptStore } from '@harbor-help/device-storage';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** Where a draft is kept: `keptStore` of `@harbor-help/device-storage`, or any `Storage`. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The storage key of a form's draft: `harbor:draft:<name>`, under the storage registry's
 * `formDrafts` prefix, so "Clear this device" and sign-out know it.
 */
export function draftKey(name: string): string {
  return `${STORED_KEYS.formDrafts.key}${name}`;
}

/**
 * How each field of a draft is read back: a text field's longest length (longer text is cut, and
 * anything but text reads as empty), or `'boolean'` for a tick box (ticked only if stored `true`).
 */
export type DraftFields<V> = { [K in keyof V]-?: V[K] extends boolean ? 'boolean' : number };

/**
 * A draft's `parse` from its fields' rules: whatever was stored comes back as the form's values,
 * in the rules' order, never longer than a field allows; anything that is not an object is no
 * draft (null).
 */
export function draftParser<V extends object>(
  fields: DraftFields<V>,
): (stored: unknown) => V | null {
  return (stored) => {
    if (typeof stored !== 'object' || stored === null) return null;
    const record = stored as Record<string, unknown>;
    const values: Record<string, string | boolean> = {};
    for (const [field, rule] of Object.entries(fields) as [string, number | 'boolean'][]) {
      const value = record[field];
      values[field] =
        rule === 'boolean' ? value === true : typeof value === 'string' ? value.slice(0, rule) : '';
    }
    return values as V;
  };
}

/** The options of `useFormDraft` (and `useFormSubmission`'s `draft`). */
export interface FormDraftOptions<T> {
  /** The key (see `draftKey`), or null for a form that keeps no draft. */
  key: string | null;
  /** The empty form. */
  empty: T;
  /** Turns whatever was stored into form values, or null when it is not a usable draft. */
  parse?: ((stored: unknown) => T | null) | undefined;
  /**
   * Where drafts live. Defaults to `keptStore`: this tab only (`sessionStorage`) unless the visitor
   * chooses to keep it on this device (`keepOnThisDevice`); this page's memory only in
   * shared-computer mode. Read in an effect (never during render).
   */
  storage?: DraftStorage | null | undefined;
}

function readStored(storage: DraftStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseDraft<T>(stored: string, parse: (value: unknown) => T | null): T | null {
  try {
    return parse(JSON.parse(stored));
  } catch {
    return null;
  }
}

function sameValues<T>(a: T, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Form values that survive a reload: written to storage shortly after typing stops (and at once
 * when the page is hidden or closed), restored when the form mounts, cleared by `reset` (after a
 * successful send). Storage that is missing, full or blocked only means no draft. With a null
 * key, plain form state.
 */
export function useFormDraft<T extends object>({
  key,
  empty,
  parse,
  storage,
}: FormDraftOptions<T>) {
  const [values, setValues] = useState<T>(empty);
  const [restored, setRestored] = useState(false);
  // Only what the user typed is saved: never the empty form over a draft not yet restored.
  const edited = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  const emptyRef = useRef(empty);
  const parseRef = useRef(parse);
  parseRef.current = parse;

  const resolveStorage = useCallback(
    (): DraftStorage | null => (key === null ? null : storage === undefined ? keptStore : storage),
    [key, storage],
  );

  const write = useCallback(() => {
    if (!edited.current || key === null) return;
    const target = resolveStorage();
    try {
      if (sameValues(latest.current, emptyRef.current)) target?.removeItem(key);
      else target?.setItem(key, JSON.stringify(latest.current));
    } catch {
      // Full or blocked storage: keep going without a draft.
    }
  }, [key, resolveStorage]);

  // Whether the visitor chose to keep the draft on this device (the default storage only).
  const canKeepOnDevice = key !== null && storage === undefined;
  const [keptOnDevice, setKeptOnDevice] = useState(false);
  useEffect(() => {
    if (canKeepOnDevice) setKeptOnDevice(isKeptOnDevice(key));
  }, [canKeepOnDevice, key]);
  const keepOnThisDevice = useCallback(
    (on: boolean): boolean => {
      if (!canKeepOnDevice || !keepOnDevice(key, on)) return false;
      setKeptOnDevice(on);
      return true;
    },
    [canKeepOnDevice, key],
  );

  // Restore once, after mount.
  useEffect(() => {
    if (key === null || !parseRef.current) return;
    const stored = readStored(resolveStorage(), key);
    if (stored === null || edited.current) return;
    const draft = parseDraft(stored, parseRef.current);
    if (draft && !sameValues(draft, emptyRef.current)) {
      setValues(draft);
      setRestored(true);
    }
  }, [key, resolveStorage]);

  // Save after a pause in typing.
  useEffect(() => {
    if (!edited.current || key === null) return;
    const timer = setTimeout(write, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, write, key]);

  // Save at once when the form goes away within the site (a link followed before the pause).
  useEffect(() => () => write(), [write]);

  // Save at once when the page goes away (reload, tab closed, app switched on a phone).
  useEffect(() => {
    if (key === null) return;
    const flush = () => write();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [write, key]);

  const update = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    edited.current = true;
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  /**
   * Fills in fields that are still empty (e.g. the signed-in user's name and email) until the
   * user types. Not saved as a draft by itself.
   */
  const prefill = useCallback((known: Partial<T>) => {
    if (edited.current) return;
    setValues((current) => {
      const next = { ...current };
      for (const field of Object.keys(known) as (keyof T)[]) {
        const value = known[field];
        if (value !== undefined && next[field] === emptyRef.current[field]) next[field] = value;
      }
      return next;
    });
  }, []);

  /** Empties the form and forgets the draft (after a successful send, or "Start over"). */
  const reset = useCallback(() => {
    edited.current = false;
    setValues(emptyRef.current);
    setRestored(false);
    if (key === null) return;
    try {
      resolveStorage()?.removeItem(key);
    } catch {
      // Nothing stored, nothing to forget.
    }
  }, [key, resolveStorage]);

  return {
    values,
    update,
    reset,
    prefill,
    restored,
    /** The draft may be kept on this device (the default storage, with a key). */
    canKeepOnDevice,
    /** The visitor chose to keep it on this device rather than in this tab only. */
    keptOnDevice,
    /** Records that choice and moves the draft; false when the browser would not keep it. */
    keepOnThisDevice,
  };
}
