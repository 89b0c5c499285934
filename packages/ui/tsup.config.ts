import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The public entry points, by purpose (package.json "exports" names each, with its types). */
const ENTRIES = [
  'locale',
  'layout',
  'mobile-menu',
  'quick-exit',
  'fields',
  'forms',
  'feedback',
  'load',
  'content',
];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(ENTRIES.map((name) => [name, `src/entries/${name}.ts`])),
  },
  format: ['esm', 'cjs'],
  // Shared chunks in both formats, so one module (and one React context) is one instance whichever
  // entry points an app imports, and the header's lazily loaded mobile menu stays a chunk of its own.
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@harbor-help/device-storage'],
  banner: { js: "'use client';" },
  // The design tokens and component styles ship as plain CSS files: no runtime CSS-in-JS.
  // styles.css (tokens and the kit's own classes), base.css (opt-in page-wide rules) and
  // forms.css (the form kit's extras, loaded only where forms are).
  onSuccess: async () => {
    for (const file of ['styles.css', 'base.css', 'forms.css']) {
      copyFileSync(`src/${file}`, `dist/${file}`);
    }
  },
});
