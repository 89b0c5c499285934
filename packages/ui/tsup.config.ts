import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@harbor-help/device-storage'],
  banner: { js: "'use client';" },
  // The design tokens and component styles ship as plain CSS files (forms.css for the form kit's
  // extras, loaded only where forms are): no runtime CSS-in-JS.
  onSuccess: async () => {
    copyFileSync('src/styles.css', 'dist/styles.css');
    copyFileSync('src/forms.css', 'dist/forms.css');
  },
});
