import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.config.{ts,js}', 'scripts/**', 'apps/web/e2e/**', 'packages/local-supabase/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
