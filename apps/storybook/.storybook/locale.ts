// The Language toolbar (issue 25): the packages' own words in English or Spanish, through the
// kit's provider. The catalog is loaded before the story renders, so a Spanish story shows no
// English first.
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { loadChallengesLocale } from '@harbor-help/challenges';
import { UiLocaleProvider, loadUiLocale, type UiLocale } from '@harbor-help/ui/locale';
import { createElement } from 'react';

const localeOf = (globals: Record<string, unknown>): UiLocale =>
  (globals['locale'] as UiLocale | undefined) ?? 'en';

// The kit's catalogs and @harbor-help/challenges' (the directory and its cards follow the kit's
// provider).
export const loadLocale: Loader = ({ globals }) =>
  Promise.all([loadUiLocale(localeOf(globals)), loadChallengesLocale(localeOf(globals))]);

export const withLocale: Decorator = (Story, { globals }) =>
  createElement(UiLocaleProvider, { locale: localeOf(globals) }, createElement(Story));

export const localeGlobalTypes: NonNullable<Preview['globalTypes']> = {
  locale: {
    description: "The packages' language",
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'en', title: 'English' },
        { value: 'es', title: 'Español' },
      ],
      dynamicTitle: true,
    },
  },
};
