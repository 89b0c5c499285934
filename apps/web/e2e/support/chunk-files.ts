/// <reference types="node" />
/**
 * The built file of one source module, for journeys that watch a particular chunk load (or fail
 * to): most chunks are named by their hash alone (vite.config.ts, chunkFileNames), so the file is
 * read from the Vite manifest of the `main` site under test (global-setup.ts builds it before
 * Playwright loads the tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSites, SITES_ENV } from './sites';

type ViteManifest = Record<string, { file: string }>;

function siteManifest(): ViteManifest {
  const dist = process.env[SITES_ENV]
    ? readSites().main.distDir
    : // `playwright test --list` loads the tests without global-setup: the last build of apps/web.
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
}

const manifest = siteManifest();

/**
 * A pattern matching the URL of the chunk built from `source` (a path from apps/web, as the
 * manifest keys it: 'src/info/pages/about.tsx'). Throws when the build has no such chunk, so a
 * moved file fails the journey rather than making it watch for nothing.
 */
export function chunkUrlOf(source: string): RegExp {
  const chunk = manifest[source];
  if (!chunk && Object.keys(manifest).length > 0) {
    throw new Error(`The site's Vite manifest has no chunk for ${source}`);
  }
  const file = chunk?.file ?? `assets/${path.basename(source)}-never-built.js`;
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
