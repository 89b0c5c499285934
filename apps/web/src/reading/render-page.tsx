import { AuthProvider } from '@harbor/auth';
import { JourneyProvider } from '@harbor/journey';
import { createClient } from '@supabase/supabase-js';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/routes';

// A client that never reaches a network: a page's text must not depend on one.
const offlineClient = createClient('http://127.0.0.1:54321', 'reading-check-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: () => Promise.reject(new TypeError('No network while measuring')) },
  realtime: { transport: class NoWebSocket {} as never },
});

const LOADING = /Loading[ .…]/;

/**
 * Renders one route of the site into the current document (a DOM such as jsdom) and returns its
 * HTML once the page's own content (hub text, service cards) has loaded: what a visitor reads.
 */
export async function renderPage(path: string, timeoutMs = 10_000): Promise<string> {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <AuthProvider client={offlineClient}>
        <JourneyProvider storage={null}>
          <RouterProvider router={router} />
        </JourneyProvider>
      </AuthProvider>,
    );
  });
  const started = Date.now();
  let html = container.innerHTML;
  // Wait until the page has its heading, nothing says "Loading" and the page stops changing.
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const next = container.innerHTML;
    const ready = container.querySelector('main h1') !== null;
    if (ready && next === html && !LOADING.test(container.textContent ?? '')) break;
    if (Date.now() - started > timeoutMs) throw new Error(`${path} did not finish loading`);
    html = next;
  }
  await act(async () => root.unmount());
  return html;
}
