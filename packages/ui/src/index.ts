export { Card, CardGrid } from './card';
export type { CardGridProps, CardProps } from './card';
export { MISSING_CREDENTIALS_MESSAGE } from './credentials';
export { ErrorPage } from './error-page';
export type { ErrorPageProps } from './error-page';
export {
  CHARACTER_COUNT_ANNOUNCE_DELAY_MS,
  CharacterCount,
  characterCountText,
} from './character-count';
export type { CharacterCountProps } from './character-count';
export { Checkbox, CheckboxGroup, RadioGroup } from './choice-group';
export type {
  CheckboxGroupProps,
  CheckboxProps,
  ChoiceOption,
  RadioGroupProps,
} from './choice-group';
export { ErrorSummary } from './error-summary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';
export { FieldError, Hint } from './field-parts';
export type { FieldBaseProps, FieldErrorProps, HintProps } from './field-parts';
export { FormAlert } from './form-alert';
export type { FormAlertProps } from './form-alert';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export {
  DraftNotice,
  DraftSavedHint,
  FormSuccess,
  SubmissionFailure,
  SuccessHeading,
  TrapField,
} from './form-status';
export type { DraftKeeping, SubmissionFailureProps } from './form-status';
export { SubmissionForm, SuccessPanel } from './submission-form';
export type {
  SubmissionFormProps,
  SubmissionFormState,
  SuccessPanelProps,
} from './submission-form';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { TextArea } from './text-area';
export type { TextAreaProps } from './text-area';
export { DRAFT_SAVE_DELAY_MS, draftKey, draftParser, useFormDraft } from './use-form-draft';
export type { DraftFields, DraftStorage, FormDraftOptions } from './use-form-draft';
export { useFormFeedback } from './use-form-feedback';
export { UNEXPECTED_FAILURE_MESSAGE, useFormSubmission } from './use-form-submission';
export type {
  FieldErrors,
  FormSubmissionOptions,
  SubmissionResult,
  SubmissionStatus,
} from './use-form-submission';
export { FormNeedsConnection } from './form-needs-connection';
export type { FormNeedsConnectionProps } from './form-needs-connection';
export { FormNeedsJavaScript } from './form-needs-javascript';
export type { FormNeedsJavaScriptProps } from './form-needs-javascript';
export { Header } from './header';
export type { HeaderProps } from './header';
export type { HeaderAuthState } from './header-auth';
export { HelpBar } from './help-bar';
export { IdleSignOutWarning } from './idle-sign-out-warning';
export type { IdleSignOutWarningProps } from './idle-sign-out-warning';
export type { HelpBarProps } from './help-bar';
export { Layout } from './layout';
export type { LayoutProps } from './layout';
export { DefaultLink } from './link';
export type { LinkComponent, LinkProps } from './link';
export { LoadError } from './load-error';
export type { LoadErrorProps } from './load-error';
export { LoadingScreen } from './loading-screen';
export type { LoadingScreenProps } from './loading-screen';
export { MobileMenu } from './mobile-menu';
export type { MobileMenuProps } from './mobile-menu';
export { NAV_ITEMS } from './nav-items';
export type { NavItem } from './nav-items';
export { MISSING_NEW_PASSWORD_MESSAGE, NewPasswordForm } from './new-password-form';
export type { NewPasswordFormProps } from './new-password-form';
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { MISSING_EMAIL_MESSAGE, PasswordResetRequestForm } from './password-reset-request-form';
export type { PasswordResetRequestFormProps } from './password-reset-request-form';
export { PremiumBadge } from './premium-badge';
export {
  GET_HELP_HREF,
  QUICK_EXIT_MAX_WAIT_MS,
  QUICK_EXIT_URL,
  SHIFT_PRESSES_TO_EXIT,
  SHIFT_PRESS_WINDOW_MS,
  leaveForNeutralSite,
  listenForShiftPresses,
} from './quick-exit';
export type { BeforeQuickExit, ShiftPressOptions } from './quick-exit';
export {
  QuickExitButton,
  QuickExitProgress,
  quickExitProgressText,
  useQuickExitShortcut,
} from './quick-exit-button';
export type { QuickExitButtonProps } from './quick-exit-button';
export { Section } from './section';
export type { SectionProps } from './section';
export { SHARED_COMPUTER_HINT } from './shared-computer-field';
export { SignInForm } from './sign-in-form';
export type { SignInFormProps, SignInFormValues } from './sign-in-form';
export { SignUpForm } from './sign-up-form';
export type { SignUpFormProps, SignUpFormValues } from './sign-up-form';
export { SiteFooter } from './site-footer';
export type { SiteFooterProps } from './site-footer';
export { StandaloneLayout } from './standalone-layout';
export type { StandaloneLayoutProps } from './standalone-layout';
export { useLoad } from './use-load';
export type {
  LoadContext,
  LoadOutcome,
  LoadResult,
  LoadState,
  Loader,
  OutcomeLoader,
  UseLoadOptions,
} from './use-load';
export { isOnline, reportConnection, useOnline } from './use-online';
