import { formsI18n, useFormsI18n } from './i18n-forms';
import type { UiLocale } from './i18n-core';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the count is announced. */
export const CHARACTER_COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * "You have 4,990 characters remaining", counting down to the limit (or how many too many), in
 * `locale` (default English; a language whose catalog is not loaded yet falls back to English).
 * The number is written by `Intl` in that language.
 */
export function characterCountText(length: number, limit: number, locale: UiLocale = 'en'): string {
  const left = limit - length;
  const i18n = formsI18n(locale);
  if (left >= 0) return i18n._('characterCount.remaining', { count: left });
  return i18n._('characterCount.tooMany', { count: -left });
}

/** The props of `CharacterCount`. */
export interface CharacterCountProps {
  /** The field's id; the count's own id is `${fieldId}-count` (the field points at it). */
  fieldId: string;
  /** The field's current text, whose length is counted. */
  value: string;
  /** The most characters allowed; the count says how many are left (or how many too many). */
  limit: number;
}

/**
 * The count under a long field (GOV.UK's character count): how many characters are left, in
 * sight and read with the field; once typing pauses the new count is announced politely, so
 * a screen reader is not interrupted on every key.
 */
export function CharacterCount({ fieldId, value, limit }: CharacterCountProps) {
  const locale = useFormsI18n().locale as UiLocale;
  const text = characterCountText(value.length, limit, locale);
  const [announced, setAnnounced] = useState('');
  // Nothing is announced until the visitor types: the count is read with the field anyway.
  const initial = useRef(text);
  const typed = useRef(false);
  if (text !== initial.current) typed.current = true;
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => setAnnounced(text), CHARACTER_COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const over = value.length > limit;
  return (
    <>
      <p
        id={`${fieldId}-count`}
        className={
          over ? 'harbor-character-count harbor-character-count--over' : 'harbor-character-count'
        }
      >
        {text}
      </p>
      <p className="harbor-visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
