import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here, and no reason to phone home from CI.
  core: { disableTelemetry: true },
  // Keep CI logs to what matters.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
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
