import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { harborBlog } from './build/blog/blog-plugin.ts';
import { harborSafetyProtocol } from './build/safety-protocol-plugin.ts';

const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));
const blogContentDir = fileURLToPath(new URL('./content/blog', import.meta.url));
const safetyProtocolFile = fileURLToPath(new URL('../../docs/safety-protocol.md', import.meta.url));

/**
 * The source file of one of our packages' public entry points (`.` or a subpath of its
 * package.json "exports"), where the aliases below resolve it: `src/index.ts`, or
 * `src/entries/<subpath>.ts`.
 */
function publicEntrySource(pkg: string, subpath: string): string {
  return `${packagesDir}/${pkg}/src/${subpath === '.' ? 'index' : `entries/${subpath}`}.ts`;
}

/** The files a module imports from its own package (`from './x'`), each with its extension. */
function relativeImports(file: string): string[] {
  const dir = file.slice(0, file.lastIndexOf('/'));
  const files: string[] = [];
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/ from '(\.[^']+)';$/gm)) {
    const base = fileURLToPath(new URL(specifier!, `file://${dir}/`));
    const found = ['.ts', '.tsx'].map((ext) => `${base}${ext}`).find((path) => existsSync(path));
    if (found) files.push(found);
  }
  return files;
}

/**
 * The modules a public entry point of one of our packages holds: the files its source re-exports
 * (through the entry points it re-exports in turn), and the package's private files that only
 * they use. Read from the package, so the chunks below follow its public API, never a list of its
 * private files.
 */
function modulesOfPublicEntry(pkg: string, subpath: string): Set<string> {
  const exported = (entry: string): string[] =>
    relativeImports(entry).flatMap((file) =>
      file.includes('/entries/') ? exported(file) : [file],
    );
  const entriesDir = `${packagesDir}/${pkg}/src/entries`;
  const everyEntry = existsSync(entriesDir)
    ? readdirSync(entriesDir).map((name) => `${entriesDir}/${name}`)
    : [];
  const public_ = new Set([publicEntrySource(pkg, '.'), ...everyEntry].flatMap(exported));
  const modules = new Set(exported(publicEntrySource(pkg, subpath)));
  const users = new Map<string, Set<string>>();
  for (const file of public_) {
    for (const imported of relativeImports(file)) {
      if (!public_.has(imported)) users.set(imported, (users.get(imported) ?? new Set()).add(file));
    }
  }
  // A private file goes with this entry point when every public module that uses it is one of its.
  for (const [file, usedBy] of users) {
    if ([...usedBy].every((user) => modules.has(user))) modules.add(file);
  }
  return modules;
}

/** A chunk group's test: the modules of a public entry point but those of `except`. */
function exportedBy(pkg: string, subpath: string, except: readonly string[] = []) {
  const modules = modulesOfPublicEntry(pkg, subpath);
  for (const other of except) {
    for (const module of modulesOfPublicEntry(pkg, other)) modules.delete(module);
  }
  return (id: string) => modules.has(id.split('?')[0]!.replaceAll('\\', '/'));
}

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

/**
 * The chunks whose file names keep their name: the libraries' own (the groups below) and the
 * on-demand Supabase client, which the offline journeys recognise by name. Every other chunk is
 * named by its hash alone (see chunkFileNames).
 */
const NAMED_CHUNKS = new Set(['react', 'react-router', 'supabase', 'supabase-client']);

export default defineConfig({
  plugins: [
    react(),
    harborConfig(),
    harborBlog({ contentDir: blogContentDir }),
    harborSafetyProtocol({ file: safetyProtocolFile }),
    chunkImports,
  ],
  resolve: {
    // Our packages resolve to their source: fast HMR, never a stale dist.
    alias: [
      {
        find: /^@harbor-help\/ui\/(styles|base|forms)\.css$/,
        replacement: `${packagesDir}/ui/src/$1.css`,
      },
      {
        find: /^@harbor-help\/(auth|device-storage|journey|ui|challenges)$/,
        replacement: `${packagesDir}/$1/src/index.ts`,
      },
      // A package's subpath entry point (`@harbor-help/ui/layout`, `/forms`, ...).
      {
        find: /^@harbor-help\/(ui)\/([a-z-]+)$/,
        replacement: `${packagesDir}/$1/src/entries/$2.ts`,
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
        // this many chunks) rather than 8: enough to tell one release's file from the next.
        // Our own chunks and stylesheets are named by that hash alone: the entry names every lazy
        // chunk twice (its import() and Vite's preload map), and the names were 0.56 kB gzip of the
        // first load. The manifest still maps each file to its source (check-bundle prints both).
        // The libraries keep their names (NAMED_CHUNKS), where a developer looks for them.
        // Entries keep Vite's names: no map names them, and the prerender's SSR build is read as
        // entry-server.js.
        // The `c` first: a hash may begin with `_` or `-`, and hosts (Netlify's `_headers`
        // convention; build/static-server.mjs) do not serve a file whose name begins with `_`.
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/c[hash:7].js',
        assetFileNames: (asset) =>
          asset.names.every((name) => name.endsWith('.css'))
            ? 'assets/c[hash:7][extname]'
            : 'assets/[name]-[hash:7][extname]',
        // Libraries in chunks of their own: they keep their hash (and their place in the
        // visitor's cache) when only our code changes, which matters on prepaid data.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'supabase', test: /[\\/]node_modules[\\/](@supabase|iceberg-js|tslib)[\\/]/ },
            // The data layer's core (src/data: the result and error, the messages, the table and
            // function calls) in one chunk: every page that reads or sends shares it, and one chunk
            // keeps the entry's preload map as short as it was before the data layer (split by
            // default it made two more chunks and the entry 45 bytes gzip larger).
            {
              name: 'data-access',
              test: /[\\/]src[\\/]data[\\/](result|messages|client|table|functions)\.ts$/,
            },
            // @harbor-help/device-storage (one public entry point): what the first load needs of it
            // (the list of stored keys, its one accessor, shared-computer mode) in one chunk
            // rather than the two the default split makes; the words for "Clear this device" and
            // the async clearing stay on their pages.
            {
              name: 'device-storage',
              test: exportedBy('device-storage', '.'),
              tags: ['$initial'],
            },
            // @harbor-help/ui/load, the loading hook and its "Try again" box, travel together: the
            // pages that load data use both, and one shared chunk keeps the entry's preload map
            // short. Only its own modules: the kit's words (i18n, Lingui), which it reads too, are
            // the first load's, and a group that took them would make this chunk initial.
            {
              name: 'load',
              test: exportedBy('ui', 'load'),
              includeDependenciesRecursively: false,
            },
            // @harbor-help/ui's form kit, split along its public entry points, one chunk each
            // rather than one per module (which lengthens the entry's preload map for every page
            // that has a form). First @harbor-help/ui/fields, the light fields (FormField,
            // SelectField, RadioGroup, CheckboxGroup, Checkbox, Hint, FieldError): the filters,
            // toggles and check-ins use only these and should not load the submit flow.
            {
              name: 'form-fields',
              test: exportedBy('ui', 'fields'),
              includeDependenciesRecursively: false,
            },
            // Then the rest of @harbor-help/ui/forms (the submission hook and SubmissionForm,
            // drafts, the error summary, TextArea, the alerts and notices, the account forms).
            // Not what @harbor-help/ui/layout exports too (the link, the no-JavaScript help's
            // provider): the layout is in the first load, and they stay with it. And only the
            // modules it exports, not what they import: SubmissionForm imports the
            // offline notice's useOnline, which the app shell uses too, and a group that took it
            // would pull the whole kit into the first load (+5 kB gzip).
            {
              name: 'form-kit',
              test: exportedBy('ui', 'forms', ['fields', 'layout']),
              includeDependenciesRecursively: false,
            },
            // The shop's own small modules that its pages share (its words, the catalogue's read and
            // the downloads' read) in one chunk: every page of the shop lists one chunk in the
            // entry's preload map where it listed two or three. Measured: with the downloads' read
            // in a chunk of its own, the first load is 0.02 kB larger (98.17 against 98.15), for
            // the 0.35 kB a catalogue page now loads without calling it.
            {
              name: 'shop',
              test: /[\\/]src[\\/]shop[\\/](shop-words|catalog|catalog\.data|bundle-downloads|bundle-downloads\.data)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The stories' words in Spanish (the cards' and the section's) in one chunk: the Spanish
            // guides and /es/compartir list one chunk in the entry's preload map rather than two.
            // Measured: split, the first load is 98.15 kB; grouped, 98.13.
            {
              name: 'stories-es',
              test: /[\\/]src[\\/]stories[\\/](published-stories-words-es|story-card-words-es)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // @harbor-help/ui/content (PageHeader, Section, Card, CardGrid), which most pages use,
            // in one chunk rather than one each (their link stays with the layout).
            {
              name: 'content',
              test: exportedBy('ui', 'content', ['layout']),
              includeDependenciesRecursively: false,
            },
            // The layout (@harbor-help/ui/layout, /quick-exit) and what the first load needs of
            // /feedback stay in the entry, the mobile menu (/mobile-menu) in the chunk it is
            // loaded in.
          ],
        },
      },
    },
  },
});
