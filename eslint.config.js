import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/e2e-artifacts/**',
      '**/.local-supabase/**',
      'packages/local-supabase/.data/**',
      'packages/local-supabase/.template/**',
      '!apps/storybook/.storybook',
      // Compiled message catalogs (`lingui compile`), generated from src/locales/**/*.po.
      'packages/*/src/locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      '**/*.config.{ts,js}',
      'scripts/**',
      'apps/web/e2e/**',
      'packages/local-supabase/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // No visible English hard-coded in @harbor-help/ui's and @harbor-help/auth's components and
  // messages, nor in @harbor-help/challenges' directory: every string a person sees or hears comes from the package's catalogs
  // (src/locales/*.po, read with `i18n._('id')`; README "Languages"). The patterns below leave out
  // what is not prose: one lower-case word or identifier (ids, class names, keys, URLs, event
  // names), UPPER_CASE words, CSS values and the names of non-visible attributes.
  {
    files: [
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/auth/src/**/*.{ts,tsx}',
      // @harbor-help/challenges: the service directory and its cards, the challenge pages (hubs
      // and check-ins), which speak Spanish too.
      ...[
        'activities/action-plan.ts',
        'activities/guided-activity.tsx',
        'challenge-page.tsx',
        'hub-view.tsx',
        'page-link.tsx',
        'contact-links.tsx',
        'i18n.ts',
        'i18n-links.ts',
        'listing-details.tsx',
        'localize-resource.ts',
        'my-list/save-to-my-list.tsx',
        'other-ways.tsx',
        'resource-card.tsx',
        'resource-directory.tsx',
        'resource-words.ts',
        'resources/open-status.ts',
        'service-hours-view.tsx',
      ].map((file) => `packages/challenges/src/${file}`),
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/test-*.ts',
      'packages/*/src/locales/**',
      // The colour pairs the contrast test and Storybook's Colours page read: developers' words,
      // not part of the package's API, never on a visitor's page.
      'packages/ui/src/contrast.ts',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // A lowercase token (an id, a key) and constants; a word in brackets, "(optional)", is
          // words, so only a media query's brackets are let through.
          ignore: [
            '^(?![A-Z(])\\S+$',
            '^[A-Z0-9_-]+$',
            '^\\((min|max)-width: [0-9.]+em\\)$',
            '^[^A-Za-z]*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            'href',
            'type',
            'id',
            'role',
            'rel',
            'target',
            'method',
            'name',
            'autoComplete',
            'inputMode',
            'd',
            'viewBox',
            'width',
            'height',
            'displayName',
            'key',
            'media',
            'as',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'RangeError',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.matchMedia',
            'matchMedia',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getElementById',
            '*.setAttribute',
            '*.getAttribute',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.from',
            '*.rpc',
            '*.select',
            '*.eq',
            '*.invoke',
            '*.channel',
            'createContext',
            '*.assign',
            '*.replace',
            // Developer-facing: log lines and errors' names.
            'run',
            '*.error',
            'authError',
          ],
        },
      ],
    },
  },
);
