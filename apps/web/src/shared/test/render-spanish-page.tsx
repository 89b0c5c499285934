/**
 * A Spanish page as the Spanish layout shows it (issue 25): inside the kit's Spanish words
 * (`UiLocaleProvider locale="es"`; call `loadUiLocale('es')` first) and a `<main>`, in a router at
 * `entry`, its public rows and functions answered by a fake Supabase (`fakes`). Returns
 * renderInRouter's result and the fake.
 */
import { UiLocaleProvider } from '@harbor-help/ui/locale';
import type { ReactElement } from 'react';
import { installFakeSupabase } from './mock-auth';
import { renderInRouter } from './render-in-router';

export function renderSpanishPage(
  page: ReactElement,
  entry: string,
  fakes: Parameters<typeof installFakeSupabase>[0] = {},
) {
  const supabase = installFakeSupabase(fakes);
  const view = renderInRouter(
    <UiLocaleProvider locale="es">
      <main>{page}</main>
    </UiLocaleProvider>,
    entry,
    { publicSource: supabase.rest.source },
  );
  return Object.assign(view, { supabase });
}
