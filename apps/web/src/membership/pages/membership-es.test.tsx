import type { MembershipTier } from '@harbor-help/auth';
import { loadUiLocale } from '@harbor-help/ui/locale';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { membershipOf, signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { answer, unreachable, type FunctionAnswer } from '../../shared/test/fake-supabase';
import { fake } from '../../shared/test/mock-auth';
import { redirectTo } from '../../shared/redirect';
import { renderSpanishPage } from '../../shared/test/render-spanish-page';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { PLAN_ROWS } from '../test/plans';
import MembershipSpanishPage from './products-membership-es';
import MembershipTierSpanishPage from './products-membership-tier-es';
import PricingSpanishPage from './pricing-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));
vi.mock('../../shared/redirect', () => import('../../shared/test/mock-redirect'));

const SPANISH: Record<string, { name_es: string; description_es: string; benefits_es: string[] }> =
  {
    free: {
      name_es: 'Gratis',
      description_es: 'Todo lo que necesita para encontrar ayuda, sin costo, siempre.',
      benefits_es: ['Todos los recursos, las líneas de crisis y las guías por tema'],
    },
    basic: {
      name_es: 'Básica',
      description_es: 'Abre la biblioteca para miembros y los paquetes digitales para descargar.',
      benefits_es: ['Todo lo de Gratis', 'La parte de la biblioteca para miembros (en inglés)'],
    },
    premium: {
      name_es: 'Premium',
      description_es: 'Todo lo de Básica, y además ayuda a que Harbor siga siendo gratis.',
      benefits_es: ['Todo lo de Básica', 'Los nuevos cuadernos de ejercicios y kits'],
    },
  };

/** The plans as the database holds them, in both languages; VIP still without its Spanish. */
const ROWS = PLAN_ROWS.map((row) => ({
  ...row,
  name_es: null,
  description_es: null,
  benefits_es: null,
  ...SPANISH[row.tier],
}));

function refusal(status: number, body: Record<string, unknown>): FunctionAnswer {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response) };
}

type Handlers = Record<string, (body: unknown) => FunctionAnswer | Promise<FunctionAnswer>>;

/** A Spanish page as the Spanish layout gives it, with the plans and the payment functions. */
const renderSpanish = (
  page: ReactElement,
  entry: string,
  functions: Handlers = {},
  rows: readonly object[] = ROWS,
) =>
  renderSpanishPage(page, entry, {
    tables: { membership_plans: { data: rows, error: null } },
    functions: {
      checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_membresia' }),
      'billing-portal': () => answer({ url: 'https://billing.stripe.com/p/session/test_es' }),
      ...functions,
    },
  });

const renderTier = (tier: MembershipTier, functions?: Handlers, rows?: readonly object[]) =>
  renderSpanish(
    <MembershipTierSpanishPage tier={tier} />,
    `/es/membresia/${tier}`,
    functions,
    rows,
  );

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  fake.auth = signedOutAuth();
  vi.mocked(redirectTo).mockReset();
});

describe('/es/membresia, the plans in Spanish (issue 25)', () => {
  it('shows each plan in its Spanish words, read with the Spanish columns', async () => {
    const { supabase, container } = renderSpanish(<MembershipSpanishPage />, '/es/membresia');
    expect(screen.getByRole('heading', { level: 1, name: 'Membresía' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Membresía/));
    const basic = (await screen.findByRole('heading', { name: 'Básica' })).closest('article');
    expect(basic).toHaveTextContent('$5 al mes');
    expect(basic).toHaveTextContent('La parte de la biblioteca para miembros (en inglés)');
    expect(
      within(basic as HTMLElement).getByRole('link', { name: /Crear una cuenta/ }),
    ).toHaveAttribute('href', '/es/crear-cuenta');
    expect(
      within(basic as HTMLElement).getByRole('link', { name: 'Más sobre la membresía Básica' }),
    ).toHaveAttribute('href', '/es/membresia/basica');
    const select = supabase.rest.requestsOf('membership_plans')[0]?.searchParams.get('select');
    expect(select?.split(',')).toEqual(expect.arrayContaining(['name_es', 'benefits_es']));
    // No link leads to an English page unmarked, and the hardship offer is in Spanish.
    expectEnglishLinksMarked(container);
    expect(
      screen.getAllByRole('link', {
        name: 'Pida la membresía gratis por dificultades económicas',
      })[0],
    ).toHaveAttribute('href', '/es/precios#hardship');
  });

  it('shows a plan still without Spanish words in English, marked, never half translated', async () => {
    renderSpanish(<MembershipSpanishPage />, '/es/membresia');
    const heading = await screen.findByRole('heading', { name: 'VIP (en inglés)' });
    const vip = heading.closest('article') as HTMLElement;
    expect(within(heading).getByText('VIP')).toHaveAttribute('lang', 'en');
    expect(vip.querySelector('.money-plan__description')).toHaveAttribute('lang', 'en');
    expect(vip.querySelector('.money-plan__benefits')).toHaveAttribute('lang', 'en');
    expect(vip).toHaveTextContent('Everything in Premium');
    // The rest of the card is Spanish.
    expect(vip).toHaveTextContent('$25 al mes');
  });

  it('switches to yearly prices in Spanish', async () => {
    const user = userEvent.setup();
    const view = renderSpanish(<MembershipSpanishPage />, '/es/membresia');
    await user.click(await screen.findByRole('radio', { name: 'Cada año 2 meses gratis' }));
    expect(screen.getAllByText('Usted ahorra $20 al año')[0]).toBeVisible();
    expect(view.location.search).toBe('?billing=year');
  });

  it('has no axe violations', async () => {
    const { container } = renderSpanish(<MembershipSpanishPage />, '/es/membresia');
    await screen.findByRole('heading', { name: 'Básica' });
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

describe('a plan’s page in Spanish (/es/membresia/…)', () => {
  it('asks a signed-out visitor to create an account or sign in, on the Spanish pages', async () => {
    const { container } = renderTier('premium');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Membresía Premium' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Los nuevos cuadernos de ejercicios y kits')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Crear una cuenta para obtener la membresía Premium' }),
    ).toHaveAttribute('href', '/es/crear-cuenta');
    expect(
      screen.getByRole('link', { name: 'Inicie sesión para obtener la membresía Premium' }),
    ).toHaveAttribute('href', '/es/iniciar-sesion');
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute(
      'href',
      `/es/iniciar-sesion?redirectTo=${encodeURIComponent('/es/membresia/premium#hardship')}`,
    );
    expectEnglishLinksMarked(container);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('opens the checkout in Spanish for a member on Gratis, and says a failure in Spanish', async () => {
    fake.auth = signedInAuth('free');
    const user = userEvent.setup();
    const { supabase } = renderTier('basic');
    await user.click(await screen.findByRole('radio', { name: /Cada año/ }));
    supabase.invoke.mockResolvedValueOnce(unreachable());
    await user.click(
      screen.getByRole('button', { name: 'Obtener la membresía Básica por $50 al año' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con Harbor, así que no se cobró nada.',
    );
    expect(screen.getByRole('radio', { name: /Cada año/ })).toBeChecked();

    await user.click(
      screen.getByRole('button', { name: 'Obtener la membresía Básica por $50 al año' }),
    );
    expect(supabase.invoke).toHaveBeenLastCalledWith('checkout', {
      body: { kind: 'membership', tier: 'basic', interval: 'year', locale: 'es' },
    });
    expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_membresia');
  });

  it('says a switch in the words the server gives, and offers the billing page in Spanish', async () => {
    fake.auth = signedInAuth('premium');
    const user = userEvent.setup();
    const { supabase } = renderTier('premium');
    expect(await screen.findByText('Esta es su membresía actual.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Administrar su membresía' }));
    expect(supabase.invoke).toHaveBeenCalledWith('billing-portal', { body: { locale: 'es' } });
    expect(redirectTo).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_es');
    const billing = screen.getAllByRole('link', { name: 'Preguntas sobre los pagos' });
    expect(billing.map((link) => link.getAttribute('href'))).toEqual([
      '/es/precios#billing',
      '/es/precios#billing',
    ]);
  });

  it('switches a paid plan from a Spanish page, and shows what the server says it did', async () => {
    fake.auth = signedInAuth('basic');
    const user = userEvent.setup();
    const message =
      'Ahora tiene la membresía Premium. Lo que le quedaba de su membresía Básica ($4.50) se resta en su próxima factura. Hoy no se le cobra nada.';
    const { supabase } = renderTier('premium', {
      checkout: () => answer({ changed: true, tier: 'premium', interval: 'month', message }),
    });
    expect(
      await screen.findByText(/Ahora tiene la membresía Básica\. El cambio es inmediato/),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Cambiar a la membresía Premium por $10 al mes' }),
    );
    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'membership', tier: 'premium', interval: 'month', locale: 'es' },
    });
    expect(await screen.findByText(message)).toBeVisible();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says in Spanish why the billing page could not open', async () => {
    fake.auth = signedInAuth('premium');
    const user = userEvent.setup();
    renderTier('premium', {
      'billing-portal': () =>
        refusal(404, {
          error: 'There is no paid plan on this account yet, so there is nothing to manage.',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Administrar su membresía' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta cuenta no tiene una membresía de pago con Stripe, así que no hay nada que administrar aquí.',
    );
  });

  it('names a plan still without Spanish words by its Spanish tier name in every sentence', async () => {
    fake.auth = signedInAuth('free');
    const rows = ROWS.map((row) =>
      row.tier === 'basic'
        ? { ...row, name_es: null, description_es: null, benefits_es: null }
        : row,
    );
    const { container } = renderTier('basic', {}, rows);
    // Its own words, marked English; the page's sentences name it in Spanish.
    expect(await screen.findByText("The members' part of the library")).toBeVisible();
    expect(container.querySelector('.money-plan__benefits')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Obtener la membresía Básica' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Obtener la membresía Básica por $5 al mes' }),
    ).toBeVisible();
    expect(container).not.toHaveTextContent(/membresía Basic\b/);
  });

  it('says a member on a hardship grant when the first payment is, with a Spanish date', async () => {
    fake.auth = signedInAuth('basic', {
      membership: { ...membershipOf('basic'), endDate: '2027-02-23T12:00:00Z', source: 'hardship' },
    });
    renderTier('premium');
    expect(
      await screen.findByRole('button', {
        name: 'Elegir la membresía Premium por $10 al mes, primer pago hoy',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(/por dificultades económicas hasta el 23 de febrero de 2027/),
    ).toHaveTextContent('Ese tiempo gratis cubre solo la membresía Básica');
  });

  it('gives hardship access in Spanish: the grant with Spanish dates, a refusal in Spanish', async () => {
    const user = userEvent.setup();
    fake.auth = signedInAuth(null);
    let answerWith: FunctionAnswer = refusal(409, {
      code: 'too_soon',
      error: 'Hardship access can be given once every 12 months.',
      nextRequestAt: '2027-11-25T10:00:00.000Z',
    });
    const { supabase } = renderTier('basic', { 'hardship-access': () => answerWith });
    const section = await screen.findByRole('region', { name: '¿No le alcanza en este momento?' });
    const send = within(section).getByRole('button', {
      name: 'Obtener la membresía Básica gratis por 90 días',
    });
    await user.type(
      within(section).getByRole('textbox', { name: /¿Para qué la necesita\?/ }),
      'Renta',
    );
    await user.click(send);
    expect(
      await within(section).findByText(/se puede dar una vez cada 12 meses/),
    ).toHaveTextContent('Puede volver a pedirla a partir del 25 de noviembre de 2027.');
    expect(section).not.toHaveTextContent('Hardship access');
    expect(within(section).getByRole('textbox', { name: /¿Para qué la necesita\?/ })).toHaveValue(
      'Renta',
    );

    answerWith = answer({
      status: 'granted',
      endsAt: '2027-02-23T10:00:00.000Z',
      nextRequestAt: '2027-11-25T10:00:00.000Z',
    });
    await user.click(send);
    expect(
      await within(section).findByText(
        'Listo: tiene la membresía Básica gratis hasta el 23 de febrero de 2027.',
      ),
    ).toBeVisible();
    expect(supabase.invoke).toHaveBeenLastCalledWith('hardship-access', {
      body: { reason: 'Renta' },
    });
    // The library has a Spanish page now: the grant links it, in Spanish.
    expect(
      within(section).getByRole('link', { name: 'Abrir la biblioteca de Harbor' }),
    ).toHaveAttribute('href', '/es/biblioteca');
  });
});

describe('/es/precios, pricing in Spanish', () => {
  it('answers the billing questions in Spanish and links the Spanish contact page', async () => {
    const { container } = renderSpanish(<PricingSpanishPage />, '/es/precios');
    expect(screen.getByRole('heading', { level: 1, name: 'Precios' })).toBeInTheDocument();
    expect(screen.getByText('¿Puedo cancelar cuando quiera?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Escríbanos' })).toHaveAttribute(
      'href',
      '/es/contacto',
    );
    await screen.findByRole('heading', { name: 'Básica' });
    expectEnglishLinksMarked(container);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('takes a partner application in Spanish and stores its language for the reply', async () => {
    const user = userEvent.setup();
    const { supabase } = renderSpanish(<PricingSpanishPage />, '/es/precios');
    const form = screen
      .getByRole('button', { name: 'Enviar solicitud' })
      .closest('form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    const name = within(form).getByLabelText('Su nombre');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Escriba su nombre.');

    await user.type(name, 'Rosa Díaz');
    await user.type(within(form).getByLabelText('Correo electrónico'), 'rosa@example.org');
    await user.type(
      within(form).getByLabelText(/¿Con quién compartiría Harbor/),
      'Las familias de nuestro banco de alimentos, en persona.',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Gracias, Rosa Díaz. Recibimos su solicitud.')).toBeVisible();
    expect(supabase.inserts).toEqual([
      {
        table: 'partner_applications',
        row: {
          full_name: 'Rosa Díaz',
          email: 'rosa@example.org',
          organization: null,
          website: null,
          audience: 'Las familias de nuestro banco de alimentos, en persona.',
          language: 'es',
        },
      },
    ]);
  });
});
