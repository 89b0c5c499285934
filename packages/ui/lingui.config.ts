import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The kit's catalogs: src/locales/{en,es}.po (edited by people), compiled to en.ts / es.ts by
// `lingui compile` before every build. Code refers to messages by id (`i18n._('header.menu')`);
// the English words live in en.po only, so they are not shipped twice. `lingui extract` finds
// every id in the sources and adds the new ones to both catalogs.
/** The modules whose words are the form kit's (they read them through i18n-forms.ts). */
const FORMS = [
  'account-form.tsx',
  'character-count.tsx',
  'credentials.ts',
  'error-summary.tsx',
  'field-parts.tsx',
  'form-needs-connection.tsx',
  'form-needs-javascript.tsx',
  'form-status.tsx',
  'idle-sign-out-warning.tsx',
  'new-password-form.tsx',
  'password-reset-request-form.tsx',
  'shared-computer-field.tsx',
  'sign-in-form.tsx',
  'sign-up-form.tsx',
  'submission-form.tsx',
  'use-credentials-form.tsx',
  'use-form-submission.ts',
].map((file) => `<rootDir>/src/${file}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    // The words of every page's first load: header, Quick exit, footer, loading and error screens.
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**', '**/locales/**', ...FORMS],
    },
    // The form kit's words (loaded with the forms): i18n-forms.ts registers them.
    { path: '<rootDir>/src/locales/forms/{locale}', include: FORMS },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
