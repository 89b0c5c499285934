import { formsI18n, useFormsI18n } from './i18n-forms';
import { useEffect, useId, useState } from 'react';
import { Checkbox } from './choice-group';

/** The one line under the checkbox. */
export const SHARED_COMPUTER_HINT = formsI18n()._('sharedComputer.hint');

/**
 * The "This is a shared or public computer" choice of the sign-in and sign-up forms, with its
 * one-line explanation. Starts as `initiallyChecked` (follows it if it changes before the person
 * touches the box, as when a prerendered form learns the tab's mode). Internal to @harbor-help/ui.
 */
export function useSharedComputerChoice(initiallyChecked: boolean) {
  const [checked, setChecked] = useState(initiallyChecked);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) setChecked(initiallyChecked);
  }, [initiallyChecked, touched]);
  return {
    checked,
    onChange(next: boolean) {
      setTouched(true);
      setChecked(next);
    },
  };
}

/**
 * The "This is a shared or public computer" checkbox of the sign-in and sign-up forms. Internal.
 */
export function SharedComputerField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const i18n = useFormsI18n();
  return (
    <Checkbox
      id={id}
      name="sharedComputer"
      label={i18n._('sharedComputer.label')}
      labelClassName="harbor-field__label"
      hint={i18n._('sharedComputer.hint')}
      checked={checked}
      onChange={onChange}
    />
  );
}
