import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Our packages resolve to their source: fast HMR, never a stale dist.
    alias: [
      { find: /^@harbor\/ui\/styles\.css$/, replacement: `${packagesDir}/ui/src/styles.css` },
      {
        find: /^@harbor\/(auth|journey|ui|challenges)$/,
        replacement: `${packagesDir}/$1/src/index.ts`,
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'baseline-widely-available',
    // Read by scripts/check-bundle-size.mjs to find the initial chunks.
    manifest: true,
  },
});
