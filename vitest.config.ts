import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests import workspace packages by name; resolve them to source so no build is needed first.
const alias = {
  '@harbor/auth': src('auth'),
  '@harbor/journey': src('journey'),
  '@harbor/ui': src('ui'),
  '@harbor/challenges': src('challenges'),
};

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'local-supabase',
          environment: 'node',
          include: ['packages/local-supabase/test/**/*.test.{js,ts}'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
