import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

const src = (pkg: string, file = 'index.ts') =>
  fileURLToPath(new URL(`../../../packages/${pkg}/src/${file}`, import.meta.url));

// The stories import the packages by name, as an app would. Storybook resolves those names to the
// packages' sources (as the repo's Vitest config does), so its docgen reads each component's props
// and their TSDoc; the built packages carry neither. Anchored patterns, so
// '@harbor-help/ui/styles.css' is not read as a path inside '@harbor-help/ui'. The exports maps
// and the built files are checked by `pnpm test:consumer` and `check-exports`, not here.
const alias = [
  { find: /^@harbor-help\/ui\/(styles|base|forms)\.css$/, replacement: src('ui', '$1.css') },
  { find: /^@harbor-help\/challenges\/styles\.css$/, replacement: src('challenges', 'styles.css') },
  { find: /^@harbor-help\/ui$/, replacement: src('ui') },
  { find: /^@harbor-help\/ui\/([a-z-]+)$/, replacement: src('ui', 'entries/$1.ts') },
  { find: /^@harbor-help\/(auth|challenges|device-storage|journey)$/, replacement: src('$1') },
];

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-a11y',
    {
      name: '@storybook/addon-docs',
      // GitHub-flavoured Markdown in the MDX pages: tables, strikethrough, task lists.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: {
    // Reads props through TypeScript, so props typed by an imported or extended type (most of the
    // kit's) get their descriptions and their union values (shown as radio or select controls).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.docgen.json', import.meta.url)),
      include: ['../../packages/*/src/**/*.tsx'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // React's own DOM props (className, onClick...) would bury the kit's props.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  // No network here, and no reason to phone home from CI.
  core: { disableTelemetry: true },
  // Keep CI logs to what matters.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { alias },
      logLevel: 'warn',
      build: {
        // Storybook's own runtime is one big chunk by design; the site's bundles are what we watch.
        chunkSizeWarningLimit: 2000,
        reportCompressedSize: false,
        rolldownOptions: {
          checks: { bundlerTimings: false },
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            // Our packages mark themselves 'use client' for React Server Components apps;
            // a client-only bundle like Storybook's can ignore that.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
