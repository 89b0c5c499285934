import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { LIBRARY_WORDS } from '../library-words';
import LibrarySpanishPage from './library-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

/** Rows as public.library_items answers a Spanish page's select (library-item.ts). */
const ROWS = [
  {
    slug: 'finding-free-food',
    title: 'Finding free food this week',
    teaser: 'Food banks, pantries, meal programs and SNAP.',
    title_es: 'Cómo conseguir comida gratis esta semana',
    teaser_es: 'Bancos de alimentos, despensas de alimentos, comedores y SNAP.',
    kind: 'guide',
    challenges: ['poverty'],
    members_only: false,
    author: null,
    source_url: null,
    reading_minutes: 4,
  },
  {
    slug: 'thought-record',
    title: 'Thought record: catch it, check it, change it',
    teaser: 'A step-by-step sheet for the thoughts that drag you down.',
    title_es: 'Registro de pensamientos: notarlos, revisarlos, cambiarlos',
    teaser_es: 'Una hoja paso a paso para los pensamientos que le bajan el ánimo.',
    kind: 'worksheet',
    challenges: ['mental-health'],
    members_only: true,
    author: null,
    source_url: null,
    reading_minutes: 12,
  },
  {
    slug: 'evicted',
    title: 'Evicted: Poverty and Profit in the American City',
    teaser: 'A Pulitzer Prize-winning look at eight families in Milwaukee.',
    title_es: null,
    teaser_es: 'Un libro ganador del Premio Pulitzer sobre ocho familias de Milwaukee.',
    kind: 'book',
    challenges: ['homelessness', 'poverty'],
    members_only: false,
    author: 'Matthew Desmond and A. N. Other',
    source_url: 'https://example.org/evicted',
    reading_minutes: 3,
  },
  {
    // Not translated yet: shown whole in English, marked.
    slug: 'new-guide',
    title: 'A new guide',
    teaser: 'Written this week.',
    title_es: null,
    teaser_es: null,
    kind: 'guide',
    challenges: ['legal'],
    members_only: false,
    author: null,
    source_url: null,
    reading_minutes: 5,
  },
];

const BODIES: Record<string, string> = {
  'finding-free-food': 'Needing food help is common.\n\n## Where to start\n\n- Call 211',
};

/** The fake answers every body read with `bodies` (it does not filter): none for a locked item. */
function renderPage(entry = '/es/biblioteca', bodies: Record<string, string> = BODIES) {
  const supabase = installFakeSupabase({
    tables: {
      library_items: { data: ROWS, error: null },
      library_bodies: {
        data: Object.entries(bodies).map(([item_slug, body]) => ({ item_slug, body })),
        error: null,
      },
    },
  });
  const view = renderInRouter(
    <UiLocaleProvider locale="es">
      <main>
        <LibrarySpanishPage />
      </main>
    </UiLocaleProvider>,
    entry,
    { publicSource: supabase.rest.source },
  );
  return Object.assign(view, { supabase });
}

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('/es/biblioteca (issue 25)', () => {
  it('lists every item by its Spanish title and summary, reading the Spanish columns', async () => {
    const { supabase, container } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la biblioteca de Harbor…');
    expect(await screen.findByText('Se muestran los 4 materiales.')).toBeInTheDocument();
    const select = supabase.rest.requestsOf('library_items')[0]?.searchParams.get('select');
    expect(select?.split(',')).toEqual(expect.arrayContaining(['title_es', 'teaser_es']));

    const food = screen.getByRole('link', { name: 'Cómo conseguir comida gratis esta semana' });
    expect(food).toHaveAttribute('href', '/es/biblioteca?item=finding-free-food');
    expect(food).not.toHaveAttribute('lang');
    expect(screen.getByText(/Bancos de alimentos, despensas/)).not.toHaveAttribute('lang');
    expect(screen.getByText(/Guía · 4 min/)).toBeInTheDocument();
    expect(screen.getByText(/Hoja de trabajo · 12 min/)).toBeInTheDocument();
    expect(screen.getByText('Solo para miembros')).toBeInTheDocument();
    // Topics by their Spanish names.
    expect(screen.getByText('Temas: Sin hogar, Pobreza y problemas de dinero')).toBeInTheDocument();
    // Nothing of the English view's words.
    expect(container).not.toHaveTextContent(/Showing|Members only|For:/);
    expectEnglishLinksMarked(container);
  });

  it("marks what is still in English: a book's published title, an item not yet translated", async () => {
    renderPage();
    const book = await screen.findByRole('link', {
      name: 'Evicted: Poverty and Profit in the American City',
    });
    expect(book).toHaveAttribute('lang', 'en');
    // The authors listed the Spanish way.
    expect(screen.getByText(/Libro · de Matthew Desmond y A\. N\. Other/)).toBeInTheDocument();
    // The book's summary is in Spanish, so not marked.
    expect(screen.getByText(/Un libro ganador del Premio Pulitzer/)).not.toHaveAttribute('lang');

    // An untranslated item is English whole, never half: title and summary marked, and said so.
    const untranslated = screen.getByRole('link', { name: 'A new guide' });
    expect(untranslated).toHaveAttribute('lang', 'en');
    const teaser = screen.getByText('Written this week.');
    expect(teaser).toHaveAttribute('lang', 'en');
    expect(teaser.parentElement).toHaveTextContent('Written this week. (en inglés)');
  });

  it('filters by topic and kind with Spanish names, keeping the filters in the Spanish address', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByText('Se muestran los 4 materiales.');
    const topic = screen.getByRole('combobox', { name: 'Tema' });
    expect(within(topic).getByRole('option', { name: 'Todos los temas' })).toBeInTheDocument();
    await user.selectOptions(topic, 'Pobreza y problemas de dinero');
    expect(await screen.findByText('Se muestran 2 de 4 materiales.')).toBeInTheDocument();
    expect(view.location.pathname).toBe('/es/biblioteca');
    expect(view.location.search).toBe('?challenge=poverty');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Libros');
    expect(await screen.findByText('Se muestra 1 de 4 materiales.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quitar los filtros' })).toHaveAttribute(
      'href',
      '/es/biblioteca',
    );
  });

  it('opens a free item: its English text marked, said so in Spanish, and the way back', async () => {
    renderPage('/es/biblioteca?item=finding-free-food');
    const heading = await screen.findByRole('heading', {
      name: 'Cómo conseguir comida gratis esta semana',
    });
    expect(heading).toHaveFocus();
    expect(
      await screen.findByText('Por ahora, el texto completo está en inglés.'),
    ).toBeInTheDocument();
    const body = screen.getByRole('heading', { name: 'Where to start' }).closest('[lang]');
    expect(body).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Volver a la biblioteca de Harbor' })).toHaveAttribute(
      'href',
      '/es/biblioteca',
    );
    expect(screen.getByRole('link', { name: 'Pobreza y problemas de dinero' })).toHaveAttribute(
      'href',
      '/es/biblioteca?challenge=poverty',
    );
  });

  it('invites a visitor to join in Spanish for a members-only item, with the Spanish pages', async () => {
    const { container } = renderPage('/es/biblioteca?item=thought-record', {});
    expect(
      await screen.findByRole('heading', {
        name: 'Esta hoja de trabajo es para miembros de Harbor',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las membresías' })).toHaveAttribute(
      'href',
      '/es/membresia',
    );
    expect(screen.getByRole('link', { name: '¿Ya es miembro? Inicie sesión' })).toHaveAttribute(
      'href',
      `/es/iniciar-sesion?redirectTo=${encodeURIComponent('/es/biblioteca?item=thought-record')}`,
    );
    // Hardship access offered in Spanish too.
    expect(container).toHaveTextContent(/dificultades económicas/);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('tells a signed-in member without access in Spanish, and never offers sign-in', async () => {
    fake.auth = signedInAuth('free');
    renderPage('/es/biblioteca?item=thought-record', {});
    expect(
      await screen.findByText('Su cuenta todavía no incluye los materiales para miembros.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Inicie sesión/ })).toBeNull();
  });

  it('says in Spanish when an item is not found', async () => {
    renderPage('/es/biblioteca?item=no-such-item');
    expect(
      await screen.findByRole('heading', { name: 'No encontramos ese material' }),
    ).toBeInTheDocument();
  });

  it('says in Spanish when the list or a text cannot load, with a way to try again', async () => {
    const offline = installFakeSupabase({
      tables: {
        library_items: { data: null, error: { message: 'offline', status: 503 } },
        library_bodies: { data: null, error: { message: 'offline' } },
      },
    });
    renderInRouter(
      <UiLocaleProvider locale="es">
        <main>
          <LibrarySpanishPage />
        </main>
      </UiLocaleProvider>,
      '/es/biblioteca',
      { publicSource: offline.rest.source },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar la biblioteca de Harbor. Revise su conexión a internet y vuelva a intentarlo.',
    );
    expect(screen.getByRole('button', { name: /intentar/i })).toBeInTheDocument();
  });

  it('has no axe violations and no English words of the view', async () => {
    const { container } = renderPage();
    await screen.findByText('Se muestran los 4 materiales.');
    for (const english of [LIBRARY_WORDS.filters.label, LIBRARY_WORDS.free, LIBRARY_WORDS.topics]) {
      expect(container).not.toHaveTextContent(english);
    }
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
