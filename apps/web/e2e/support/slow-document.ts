/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where, in a page's HTML, `slowDocumentServer` stops the first part: inside the header. */
const CUT_AFTER = /class="harbor-help-bar__get-help"[^>]*>[^<]*<\/a>/;

/**
 * Serves the site at `base` from another port, as a slow line would bring `path`: its HTML in two
 * parts, the first ending in the middle of the header (just after the help bar's "Get help now"
 * link), the rest `pauseMs` later. Every other request is passed through whole. For a test of what
 * the browser paints from a page it has only in part.
 */
export async function slowDocumentServer(
  base: string,
  path: string,
  pauseMs: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const target = new URL(request.url ?? '/', base);
      const upstream = await fetch(target, { redirect: 'manual' });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'no-store',
      };
      if (target.pathname !== path) {
        response.writeHead(upstream.status, headers);
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const match = CUT_AFTER.exec(html);
      if (!match) throw new Error(`${path} has no help link to cut after`);
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
