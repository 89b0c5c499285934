import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { harborBlog } from './apps/web/build/blog/blog-plugin.ts';
import { harborSafetyProtocol } from './apps/web/build/safety-protocol-plugin.ts';

const src = (pkg: string, file = 'index.ts') =>
  fileURLToPath(new URL(`./packages/${pkg}/src/${file}`, import.meta.url));

// Tests import workspace packages by name; resolve them to source so no build is needed first.
// Anchored patterns, so '@harbor-help/ui/styles.css' is not read as a path inside '@harbor-help/ui'.
const alias = [
  { find: /^@harbor-help\/ui\/(styles|base|forms)\.css$/, replacement: src('ui', '$1.css') },
  { find: /^@harbor-help\/auth$/, replacement: src('auth') },
  { find: /^@harbor-help\/device-storage$/, replacement: src('device-storage') },
  { find: /^@harbor-help\/journey$/, replacement: src('journey') },
  { find: /^@harbor-help\/challenges\/styles\.css$/, replacement: src('challenges', 'styles.css') },
  { find: /^@harbor-help\/ui$/, replacement: src('ui') },
  { find: /^@harbor-help\/ui\/([a-z-]+)$/, replacement: src('ui', 'entries/$1.ts') },
  { find: /^@harbor-help\/challenges$/, replacement: src('challenges') },
  { find: /^@harbor-help\/local-supabase$/, replacement: src('local-supabase') },
];

// Tests that start the local backend in a child process need its build (Node 20 cannot run its
// TypeScript): this builds it first when dist/ is missing or older than its sources.
const buildLocalBackend = './packages/local-supabase/test/global-setup.ts';

// apps/web's blog is a virtual module compiled from Markdown at build time; pages import it.
const blogPlugin = () =>
  harborBlog({ contentDir: fileURLToPath(new URL('./apps/web/content/blog', import.meta.url)) });
// The console's safety protocol page reads docs/safety-protocol.md the same way, at build time.
const safetyProtocolPlugin = () =>
  harborSafetyProtocol({
    file: fileURLToPath(new URL('./docs/safety-protocol.md', import.meta.url)),
  });

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        plugins: [blogPlugin(), safetyProtocolPlugin()],
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'apps/web/e2e/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/storybook/stories/**/*.test.ts',
            'apps/storybook/.storybook/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [blogPlugin(), safetyProtocolPlugin()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          globalSetup: [buildLocalBackend],
          // Rendering a whole directory page and running axe over it in jsdom takes a few seconds
          // on a busy 2-core machine; the default 5 s would fail on load, not on behaviour.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'local-supabase',
          environment: 'node',
          include: ['packages/local-supabase/test/**/*.test.{js,ts}'],
          globalSetup: [buildLocalBackend],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
