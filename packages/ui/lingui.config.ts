import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The kit's catalogs: src/locales/{en,es}.po (edited by people), compiled to en.ts / es.ts by
// `lingui compile` before every build. Code refers to messages by id (`i18n._('header.menu')`);
// the English words live in en.po only, so they are not shipped twice. `lingui extract` finds
// every id in the sources and adds the new ones to both catalogs.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**', '**/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
