import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The package's catalogs: src/locales/{en,es}.po (edited by people), compiled to en.ts / es.ts
// by `lingui compile` before every build. Code refers to messages by id
// (`i18n._('card.hoursNotListed')`); the English words live in en.po. `pnpm i18n:extract` adds
// new ids to both catalogs. The services' own words (what each offers, whom it is for) are data
// with their sources, so their Spanish is beside them (src/resources/resources-es.ts), not here.
/** The call, text and website buttons: every page's crisis box shows them (see i18n-links.ts). */
const LINKS = ['<rootDir>/src/contact-links.tsx'];
/**
 * The challenge pages' words (hubs, check-ins, the action plan): a catalog of their own, so a page
 * that shows only the directory (/resources) carries none of them (see pages-i18n.ts).
 */
const PAGES = [
  '<rootDir>/src/hub-view.tsx',
  '<rootDir>/src/page-link.tsx',
  '<rootDir>/src/challenge-page.tsx',
  '<rootDir>/src/activities/guided-activity.tsx',
  '<rootDir>/src/activities/action-plan.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    // The directory's and cards' words, read through @lingui/core (i18n.ts).
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**', '**/locales/**', ...LINKS, ...PAGES],
    },
    // The challenge pages' words, added to the same `I18n` when a challenge page loads.
    { path: '<rootDir>/src/locales/pages/{locale}', include: PAGES },
    // The buttons' words, read without it, so a first load that shows them carries no ICU runtime.
    { path: '<rootDir>/src/locales/links/{locale}', include: LINKS },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
