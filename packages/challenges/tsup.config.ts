import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@supabase/supabase-js', '@harbor-help/ui'],
  banner: { js: "'use client';" },
  // The components' styles ship as one plain CSS file beside the code, like @harbor-help/ui's.
  onSuccess: async () => {
    copyFileSync('src/styles.css', 'dist/styles.css');
  },
});
