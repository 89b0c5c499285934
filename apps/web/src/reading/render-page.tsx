import { act } from 'react';
import { createRoot } from 'react-dom/client';
// The app signed out, with a client that never reaches a network: a page's text must not depend on one.
import { OfflineApp } from '../shared/test/offline-app';
import type { RouterProbe } from '../shared/test/location-probe';
import { stillLoading, type RenderedPage } from './page-check';

/**
 * Renders one route of the site into the current document (a DOM such as jsdom) and returns its
 * HTML once the page's own content (hub text, service cards) has loaded: what a visitor reads,
 * with the path the app ended up at (an unknown path or slug redirects to /).
 */
export async function renderPage(path: string, timeoutMs = 10_000): Promise<RenderedPage> {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  const probe: RouterProbe = {};
  await act(async () => {
    root.render(<OfflineApp entry={path} probe={probe} />);
  });
  const started = Date.now();
  let html = container.innerHTML;
  // Wait until the page has its heading, nothing says "Loading" (or "Cargando") and the page
  // stops changing. (A Spanish check-in's "Cargando el cuestionario…" once passed for the page on
  // a busy CI machine, which then graded its 92 words instead of its 237.)
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const next = container.innerHTML;
    const ready = container.querySelector('main h1') !== null;
    if (ready && next === html && !stillLoading(container.textContent ?? '')) break;
    if (Date.now() - started > timeoutMs) throw new Error(`${path} did not finish loading`);
    html = next;
  }
  const pathname = probe.location?.pathname ?? path;
  await act(async () => root.unmount());
  return { html, pathname };
}
