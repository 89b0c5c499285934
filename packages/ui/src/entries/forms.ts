/**
 * `@harbor-help/ui/forms`: the form kit. The fields (as `@harbor-help/ui/fields`), the submit
 * flow (`useFormSubmission`, `SubmissionForm`, drafts, the error summary and alerts), the notices
 * for no JavaScript and no connection (`NoScriptHelpProvider`), and the account forms
 * (`SignInForm`, `SignUpForm`, the password forms).
 */
export * from './fields';
export {
  CHARACTER_COUNT_ANNOUNCE_DELAY_MS,
  CharacterCount,
  characterCountText,
} from '../character-count';
export type { CharacterCountProps } from '../character-count';
export { MISSING_CREDENTIALS_MESSAGE } from '../credentials';
export { ErrorSummary } from '../error-summary';
export type { ErrorSummaryItem, ErrorSummaryProps } from '../error-summary';
export { FormAlert } from '../form-alert';
export type { FormAlertProps } from '../form-alert';
export { FormNeedsConnection } from '../form-needs-connection';
export type { FormNeedsConnectionProps } from '../form-needs-connection';
export { FormNeedsJavaScript } from '../form-needs-javascript';
export type { FormNeedsJavaScriptProps } from '../form-needs-javascript';
export { NoScriptHelpProvider } from '../no-script-help';
export type { NoScriptHelpProviderProps } from '../no-script-help';
export {
  DraftNotice,
  DraftSavedHint,
  FormSuccess,
  SubmissionFailure,
  SuccessHeading,
  TrapField,
} from '../form-status';
export type { DraftKeeping, SubmissionFailureProps } from '../form-status';
export { DefaultLink } from '../link';
export type { LinkComponent, LinkProps } from '../link';
export type { NavItem } from '../nav-items';
export { MISSING_NEW_PASSWORD_MESSAGE, NewPasswordForm } from '../new-password-form';
export type { NewPasswordFormProps } from '../new-password-form';
export { MISSING_EMAIL_MESSAGE, PasswordResetRequestForm } from '../password-reset-request-form';
export type { PasswordResetRequestFormProps } from '../password-reset-request-form';
export { SHARED_COMPUTER_HINT } from '../shared-computer-field';
export { SignInForm } from '../sign-in-form';
export type { SignInFormProps, SignInFormValues } from '../sign-in-form';
export { SignUpForm } from '../sign-up-form';
export type { SignUpFormProps, SignUpFormValues } from '../sign-up-form';
export { SubmissionForm, SuccessPanel } from '../submission-form';
export type {
  SubmissionFormProps,
  SubmissionFormState,
  SuccessPanelProps,
} from '../submission-form';
export { TextArea } from '../text-area';
export type { TextAreaProps } from '../text-area';
export { DRAFT_SAVE_DELAY_MS, draftKey, draftParser, useFormDraft } from '../use-form-draft';
export type { DraftFields, DraftStorage, FormDraftOptions } from '../use-form-draft';
export { useFormFeedback } from '../use-form-feedback';
export { UNEXPECTED_FAILURE_MESSAGE, useFormSubmission } from '../use-form-submission';
export type {
  FieldErrors,
  FormSubmissionOptions,
  SubmissionResult,
  SubmissionStatus,
} from '../use-form-submission';
