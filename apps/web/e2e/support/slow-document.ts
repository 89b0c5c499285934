/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where, in a page's HTML, `slowDocumentServer` stops the first part by default: in the header. */
export const IN_THE_HEADER = /class="harbor-help-bar__get-help"[^>]*>[^<]*<\/a>/;

/** Where the first part can stop instead: just after the page's heading, in `<main>`. */
export const AFTER_THE_HEADING = /<h1[^>]*>[^<]*<\/h1>/;

/** Headers the test server sets itself (it sends a body of its own length and encoding). */
const NOT_PASSED_ON = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

/**
 * Serves the site at `base` from another port, as a slow line would bring `path`: its HTML in two
 * parts, the first ending just after `cutAfter` (default: the help bar's "Get help now" link, in
 * the middle of the header), the rest `pauseMs` later. Every other request is passed through
 * whole, and every response keeps the site's headers (its Content-Security-Policy among them).
 * For a test of what the browser paints from a page it has only in part.
 */
export async function slowDocumentServer(
  base: string,
  path: string,
  pauseMs: number,
  cutAfter: RegExp = IN_THE_HEADER,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const target = new URL(request.url ?? '/', base);
      const upstream = await fetch(target, { redirect: 'manual' });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!NOT_PASSED_ON.has(name)) headers[name] = value;
      });
      if (target.pathname !== path) {
        response.writeHead(upstream.status, headers);
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const match = cutAfter.exec(html);
      if (!match) throw new Error(`${path} has nothing matching ${String(cutAfter)} to cut after`);
      const cut = match.index + match[0].length;
      response.writeHead(upstream.status, headers);
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), pauseMs);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
