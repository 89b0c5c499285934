import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { harborBlog } from './build/blog/blog-plugin.ts';

const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));
const blogContentDir = fileURLToPath(new URL('./content/blog', import.meta.url));

/**
 * Build-time help around the site's configuration: warns when it is missing (the built site would
 * show its configuration error page), and adds a preconnect to the backend so the first auth or
 * data request does not wait for a new connection (the `crossorigin` matches fetch's CORS mode).
 */
function harborConfig(): Plugin {
  let backendOrigin: string | null = null;
  return {
    name: 'harbor-config',
    configResolved(config) {
      const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter(
        (name) => !config.env[name],
      );
      if (missing.length > 0 && config.command === 'build') {
        config.logger.warn(
          `\n${missing.join(' and ')} not set: the built site will show a configuration error page instead of Harbor.\n`,
        );
      }
      try {
        backendOrigin = new URL(String(config.env.VITE_SUPABASE_URL)).origin;
      } catch {
        backendOrigin = null;
      }
    },
    transformIndexHtml() {
      if (!backendOrigin) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: backendOrigin, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * The chunks each chunk imports statically, directly or not, read from the bundle before Vite
 * writes the preload lists of the dynamic imports (`build.modulePreload.resolveDependencies`
 * below leaves out of a list what its importer has already loaded).
 */
function staticImportsOfChunks(): Plugin & { loadedWith: (file: string) => Set<string> } {
  const imports = new Map<string, readonly string[]>();
  function loadedWith(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of imports.get(file) ?? []) loadedWith(imported, seen);
    return seen;
  }
  return {
    name: 'harbor-static-imports-of-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        imports.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') imports.set(output.fileName, output.imports);
        }
      },
    },
    loadedWith: (file) => loadedWith(file),
  };
}

const chunkImports = staticImportsOfChunks();

export default defineConfig({
  plugins: [react(), harborConfig(), harborBlog({ contentDir: blogContentDir }), chunkImports],
  resolve: {
    // Our packages resolve to their source: fast HMR, never a stale dist.
    alias: [
      { find: /^@harbor-help\/ui\/styles\.css$/, replacement: `${packagesDir}/ui/src/styles.css` },
      { find: /^@harbor-help\/ui\/forms\.css$/, replacement: `${packagesDir}/ui/src/forms.css` },
      {
        find: /^@harbor-help\/(auth|device-storage|journey|ui|challenges)$/,
        replacement: `${packagesDir}/$1/src/index.ts`,
      },
      {
        find: /^@harbor-help\/challenges\/styles\.css$/,
        replacement: `${packagesDir}/challenges/src/styles.css`,
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'baseline-widely-available',
    // No modulepreload polyfill in the entry: every browser of that target reads
    // <link rel="modulepreload"> itself (where one did not, modules still load, less in parallel).
    modulePreload: {
      polyfill: false,
      // A dynamic import's preload list leaves out the chunks its importer imports statically:
      // they are loaded already (the entry's: react, react-router, the storage registry), so
      // listing them in the entry's preload map only made the first load larger.
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        const loaded = chunkImports.loadedWith(hostId);
        const toLoad = deps.filter((dep) => !loaded.has(dep));
        // The imported chunk alone: import() loads it, a preload adds nothing.
        return toLoad.length === 1 && toLoad[0] === file ? [] : toLoad;
      },
    },
    // Read by scripts/check-bundle-size.mjs to find the initial chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks and assets with hashes of 7 characters (42 bits; the fewest rolldown accepts for
        // this many chunks) rather than 8: enough to tell one release's file from the next, and
        // the entry's preload map names about a hundred of them (-0.1 kB gzip). Entries keep
        // Vite's names: no map names them, and the prerender's SSR build is read as entry-server.js.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Libraries in chunks of their own: they keep their hash (and their place in the
        // visitor's cache) when only our code changes, which matters on prepaid data.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'supabase', test: /[\\/]node_modules[\\/](@supabase|iceberg-js|tslib)[\\/]/ },
            // @harbor-help/ui's loading hook and its "Try again" box travel together: the pages that
            // load data use both, and one shared chunk keeps the entry's preload map short.
            { name: 'load', test: /[\\/]packages[\\/]ui[\\/]src[\\/](use-load|load-error)\.tsx?$/ },
            // The data layer's core (src/data: the result and error, the messages, the table and
            // function calls) in one chunk: every page that reads or sends shares it, and one chunk
            // keeps the entry's preload map as short as it was before the data layer (split by
            // default it made two more chunks and the entry 45 bytes gzip larger).
            {
              name: 'data-access',
              test: /[\\/]src[\\/]data[\\/](result|messages|client|table|functions)\.ts$/,
            },
            // What every page needs of @harbor-help/device-storage (the list of stored keys, its one
            // accessor, shared-computer mode), in one chunk rather than the two the default split
            // makes; the words for "Clear this device" and the async clearing stay on their pages.
            {
              name: 'device-storage',
              test: /[\\/]device-storage[\\/]src[\\/](stored-keys|safe-storage|shared-computer-mode|browser-storage|memory-store|remove-unlisted-keys)\.ts$/,
            },
            // @harbor-help/ui's light fields (FormField, SelectField, RadioGroup, CheckboxGroup,
            // Checkbox, Hint, FieldError) in one small chunk of their own: the filters, toggles
            // and check-ins use only these and should not load the submit flow below. One chunk
            // rather than one per piece keeps the entry's preload map short (split by default,
            // the four pieces made the entry 130 bytes gzip larger).
            {
              name: 'form-fields',
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](field-parts|form-field|select-field|choice-group)\.tsx$/,
            },
            // The rest of the form kit, for the pages with a form that sends (the submission hook,
            // drafts, the error summary, TextArea and its character count, the alerts and
            // notices), in one chunk: a chunk per piece would lengthen the entry's preload map for
            // every page that has one. Last, so the groups above keep what they hold (a group
            // takes the modules its members import). SubmissionForm stays out: it imports the
            // offline notice's useOnline, which the app shell uses too, so in this group it would
            // pull the whole kit into the first load (+5 kB gzip); it gets a small shared chunk.
            {
              name: 'form-kit',
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](text-area|character-count|error-summary|form-alert|form-status|use-form-draft|use-form-submission|use-form-feedback)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
