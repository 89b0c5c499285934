import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MANIFEST_HREF } from '../offline/web-manifest-link';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = path.join(web, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; short_name?: string; url: string; icons?: ManifestIcon[] }[];
}

const manifest = JSON.parse(
  readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
) as WebManifest;

/** A design token's value from @harbor-help/ui's stylesheet, in the light scheme or the dark one. */
function token(name: string, scheme: 'light' | 'dark' = 'light'): string {
  const css = readFileSync(
    path.join(web, '..', '..', 'packages', 'ui', 'src', 'styles.css'),
    'utf8',
  );
  // The light values come first, on :root; the dark ones override them in a media block after.
  const [light, dark] = css.split('@media (prefers-color-scheme: dark)');
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(
    (scheme === 'light' ? light : dark) ?? '',
  )?.[1];
  if (!value) throw new Error(`No token --${name}`);
  return value.trim();
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('opens Harbor on its own, from the home page', () => {
    expect(manifest.name).toBe('Harbor');
    expect(manifest.short_name).toBe('Harbor');
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
  });

  it('takes its colours from the design tokens', () => {
    expect(manifest.theme_color).toBe(token('harbor-color-primary'));
    expect(manifest.background_color).toBe(token('harbor-color-bg'));
    const template = readFileSync(path.join(web, 'index.html'), 'utf8');
    // The browser's bar: teal on a light page; at night, the header's dark surface.
    expect(template).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" media="(prefers-color-scheme: light)" />`,
    );
    expect(template).toContain(
      `<meta name="theme-color" content="${token('harbor-color-surface', 'dark')}" media="(prefers-color-scheme: dark)" />`,
    );
  });

  it('has an SVG icon and PNG icons of 192 and 512 pixels, one maskable, that exist', () => {
    for (const icon of manifest.icons) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file)).toBe(icon.sizes);
    }
    const pngs = manifest.icons
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => icon.sizes);
    expect(pngs).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.type === 'image/svg+xml')).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('has the crisis lines as a shortcut', () => {
    expect(manifest.shortcuts).toContainEqual(
      expect.objectContaining({ short_name: 'Get help now', url: '/get-help' }),
    );
  });

  it('leaves the favicon to the page itself: no request for it before the first paint', () => {
    // On a phone connection a request that starts before the first paint can delay it in
    // Lighthouse's mobile estimate (a fetched favicon put /share's largest paint 150 ms later),
    // so the icon (a few hundred bytes) is written into every page as a data: address.
    const template = readFileSync(path.join(web, 'index.html'), 'utf8');
    expect(template).toMatch(
      /<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,/,
    );
  });

  it('is linked by the app once a page has loaded, not by the HTML every page is built from', () => {
    // (So its request and its icon's are not among the first paint's: web-manifest-link.ts.)
    const template = readFileSync(path.join(web, 'index.html'), 'utf8');
    expect(template).not.toMatch(/rel="manifest"/);
    expect(existsSync(path.join(publicDir, MANIFEST_HREF))).toBe(true);
  });
});
