/** The web app manifest (public/manifest.webmanifest). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest, once. The pages' HTML does not: the manifest matters only to
 * install Harbor, and a browser fetches it (and an icon it names) as soon as it sees the link, on
 * a connection of its own (a manifest is fetched without credentials). In the HTML that was one
 * more request while a phone was still fetching what the first paint needs; Lighthouse's mobile
 * estimate put /share's largest paint 150 ms later for it. It is linked with the offline copy's
 * start (start-offline-copy.ts), once the page has loaded and the browser is idle, from a chunk
 * that is not in the first load.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.append(link);
}
