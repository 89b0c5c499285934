/**
 * `@harbor-help/ui/locale`: the language of the kit's own words (labels, alerts, form errors).
 * `UiLocaleProvider`'s `locale` prop picks it; English is built in and every other language's
 * catalog loads only when asked for (`loadUiLocale`).
 */
export { UI_LOCALES, UiLocaleProvider, loadUiLocale } from '../i18n';
export type { UiLocale, UiLocaleProviderProps } from '../i18n';
