/**
 * `@harbor-help/ui/fields`: the light fields alone (no submit flow), for filters, toggles and
 * questions: `FormField`, `SelectField`, `RadioGroup`, `CheckboxGroup`, `Checkbox`, `Hint`,
 * `FieldError`. `@harbor-help/ui/forms` has them too.
 */
export { Checkbox, CheckboxGroup, RadioGroup } from '../choice-group';
export type {
  CheckboxGroupProps,
  CheckboxProps,
  ChoiceOption,
  RadioGroupProps,
} from '../choice-group';
export { FieldError, Hint } from '../field-parts';
export type { FieldBaseProps, FieldErrorProps, HintProps } from '../field-parts';
export { FormField } from '../form-field';
export type { FormFieldProps } from '../form-field';
export { SelectField } from '../select-field';
export type { SelectFieldProps, SelectOption } from '../select-field';
