import { defineConfig } from 'tsup';

export default defineConfig({
  // `core` is the React-free store (`@harbor-help/auth/core`); `index` adds the React binding.
  entry: ['src/index.ts', 'src/core.ts'],
  // Shared chunks, so each language's messages are a chunk of their own (loaded when asked for).
  splitting: true,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@supabase/supabase-js'],
  banner: { js: "'use client';" },
});
