/**
 * `@harbor-help/ui/locale`: the language of the kit's own words (labels, alerts, form errors).
 * `UiLocaleProvider`'s `locale` prop picks it; English is built in and every other language's
 * catalog loads only when asked for (`loadUiLocale`). `useUiI18n` tells a component built on the kit
 * (another package's, an app's) which language the provider picked: `useUiI18n().locale`.
 */
export { UI_LOCALES, UiLocaleProvider, loadUiLocale, useUiI18n } from '../i18n';
export type { UiLocale, UiLocaleProviderProps, UiWords } from '../i18n';
