/**
 * The app as it runs in the browser (app-providers.tsx), in a MemoryRouter: the route table under
 * auth and the journey, signed out, with a Supabase client that never reaches a network and a
 * journey kept in memory only. For the app-level tests (render-app.tsx) and the reading check
 * (reading/render-page.tsx), so no vitest here.
 */
import { AuthProvider } from '@harbor-help/auth';
import { JourneyProvider } from '@harbor-help/journey';
import type { Database } from '@harbor-help/local-supabase/database-types';
import { createClient } from '@supabase/supabase-js';
import { MemoryRouter, type Location } from 'react-router';
import { AppRoutes } from '../../app/routes';
import { PublicSourceContext } from '../../data/public-source';
import { LocationProbe, type RouterProbe } from './location-probe';

// A real Supabase client with no stored session and no network: the visitor is signed out, and a
// page's text cannot depend on an answer from the service (nor can its public rows: no source).
const offlineClient = createClient<Database>('http://127.0.0.1:54321', 'offline-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: () => Promise.reject(new TypeError('No network for the offline app')) },
  realtime: { transport: class NoWebSocket {} as never },
});

export interface OfflineAppProps {
  /** The first entry of the history: a path, or a location with search and state. */
  entry: string | Partial<Location>;
  probe?: RouterProbe;
}

export function OfflineApp({ entry, probe }: OfflineAppProps) {
  return (
    // No backend for public rows either (whatever VITE_SUPABASE_URL the test run has).
    <PublicSourceContext.Provider value={null}>
      <MemoryRouter initialEntries={[entry]}>
        {probe ? <LocationProbe probe={probe} /> : null}
        <AuthProvider client={offlineClient}>
          <JourneyProvider storage={null}>
            <AppRoutes />
          </JourneyProvider>
        </AuthProvider>
      </MemoryRouter>
    </PublicSourceContext.Provider>
  );
}
