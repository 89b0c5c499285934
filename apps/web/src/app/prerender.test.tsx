// @vitest-environment node
import { AuthProvider } from '@harbor-help/auth';
import { challenges } from '@harbor-help/challenges';
import { JourneyProvider } from '@harbor-help/journey';
import type { Database } from '@harbor-help/local-supabase/database-types';
import { createClient } from '@supabase/supabase-js';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

// No window, no document, no storage: rendering must not need them, so a later step can
// prerender the public pages to HTML.
const serverClient = createClient<Database>('http://127.0.0.1:54321', 'unit-test-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: () => Promise.reject(new TypeError('No network while prerendering')) },
  // Node 20 has no WebSocket; nothing here opens one.
  realtime: { transport: class NoWebSocket {} as never },
});

async function prerenderPath(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://harbor.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AuthProvider client={serverClient}>
      <JourneyProvider storage={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </JourneyProvider>
    </AuthProvider>,
    // One complete document, as a prerender step would write it: without this, React streams a
    // large page in chunks and leaves its Suspense fallback in the first one.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

describe('prerendering without a browser', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each([
    ['/', 'You don&#x27;t have to face hard times alone'],
    ['/about', 'About Harbor'],
    ['/resources', 'Resources'],
    ['/get-help', 'Get help now'],
    ['/products/membership/premium', 'Premium membership'],
    ['/challenges/homelessness', challenges.homelessness.title],
    ['/blog', 'The Harbor blog'],
    ['/blog/asking-for-help', 'Asking for help is a skill, not a weakness'],
    ['/faq', 'Frequently asked questions'],
    ['/privacy', 'Privacy'],
    ['/login', 'Sign in to Harbor'],
    ['/signup', 'Create your free account'],
  ])('renders %s to HTML with its heading', async (path, heading) => {
    const html = await prerenderPath(path);

    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('id="main-content"');
    expect(html).not.toContain('Loading...');
  });

  it('prerenders /get-help with the US lines and the country chooser', async () => {
    const html = await prerenderPath('/get-help');

    expect(html).toContain('Crisis lines in the United States');
    expect(html).toContain('href="tel:988"');
    expect(html).toMatch(/<select[^>]*name="country"/);
    expect(html).toContain('action="/get-help"');
  });

  it('escapes what comes from the address', async () => {
    const html = await prerenderPath('/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E');

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
