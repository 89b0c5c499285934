import { defineConfig } from 'tsup';

// Node 20 cannot run TypeScript, so the server runs from this build (the CLI, `pnpm start`, the
// browser tests); vitest runs the source. Both dist/ and src/ sit directly in the package folder,
// which src/paths.ts relies on to find the repository.
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  // Dependencies load from node_modules, as before: the Stripe client and esbuild only on first use.
  skipNodeModulesBundle: true,
});
