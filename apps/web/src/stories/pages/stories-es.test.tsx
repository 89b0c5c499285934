import { loadUiLocale } from '@harbor-help/ui/locale';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { fake } from '../../shared/test/mock-auth';
import { renderSpanishPage } from '../../shared/test/render-spanish-page';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import StoriesPage from './stories';
import StoriesSpanishPage from './stories-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

/** Rows as public.published_stories answers them: one story written in Spanish, one in English. */
const ROWS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Lo que me ayudó a pedir ayuda',
    body: 'Llamé al 211 y me contestaron en español.',
    content_notes: [],
    challenge_slug: 'homelessness',
    display_name: 'Ana',
    published_at: '2026-11-21T10:00:00Z',
    helped_count: 1,
    language: 'es',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'After my brother died',
    body: 'Grief came in waves.',
    content_notes: ['grief', 'substance-use'],
    challenge_slug: null,
    display_name: null,
    published_at: '2026-11-20T10:00:00Z',
    helped_count: 3,
    language: 'en',
  },
];

function renderPage(page = <StoriesSpanishPage />, rpc = {}) {
  return renderSpanishPage(page, '/es/historias', {
    tables: { published_stories: { data: ROWS, error: null } },
    rpc,
  });
}

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  fake.auth = signedOutAuth();
  localStorage.clear();
});

describe('/es/historias (issue 25)', () => {
  it('lists every story in the language it was written in, marking and saying which are in English', async () => {
    const { supabase, container } = renderPage();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Historias de personas que también han pasado por momentos difíciles',
      }),
    ).toBeInTheDocument();
    const spanish = await screen.findByRole('heading', { name: 'Lo que me ayudó a pedir ayuda' });
    const select = supabase.rest.requestsOf('published_stories')[0]?.searchParams.get('select');
    expect(select?.split(',')).toContain('language');
    // A story written in Spanish is the page's own language: not marked.
    expect(within(spanish).getByText('Lo que me ayudó a pedir ayuda')).not.toHaveAttribute('lang');
    expect(
      screen.getByText('Compartida por Ana, publicada el 21 de noviembre de 2026'),
    ).toBeVisible();
    expect(screen.getByText('1 persona dijo que esto le ayudó.')).toBeInTheDocument();

    // One written in English: its title and text marked, and said so after the title.
    const english = screen.getByRole('heading', { name: 'After my brother died (en inglés)' });
    expect(within(english).getByText('After my brother died')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Grief came in waves.')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('Compartida de forma anónima, publicada el 20 de noviembre de 2026'),
    ).toBeVisible();
    // Its content notes in Spanish, the text behind them.
    expect(
      screen.getByText(
        'Aviso sobre el contenido: consumo de alcohol o drogas, muerte y duelo. Presione para leer la historia',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 personas dijeron que esto les ayudó.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Comparta su propia historia' })).toHaveAttribute(
      'href',
      '/es/compartir',
    );
    expect(container).not.toHaveTextContent(/Shared|published|This helped|Content note/);
    expectEnglishLinksMarked(container);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('says "Esto me ayudó" in Spanish, and a failure in Spanish', async () => {
    const user = userEvent.setup();
    renderPage(<StoriesSpanishPage />, {
      story_helped: { data: null, error: { message: 'boom' } },
    });
    const story = (
      await screen.findByRole('heading', { name: 'Lo que me ayudó a pedir ayuda' })
    ).closest('article') as HTMLElement;
    await user.click(within(story).getByRole('button', { name: 'Esto me ayudó' }));
    expect(
      await within(story).findByText(
        'No pudimos registrar que esto le ayudó. Intente de nuevo en un momento.',
      ),
    ).toBeInTheDocument();
  });

  it('says in Spanish when the stories cannot load', async () => {
    renderSpanishPage(<StoriesSpanishPage />, '/es/historias', {
      tables: { published_stories: { data: null, error: { message: 'offline', status: 503 } } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^No pudimos cargar las historias\./);
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});

describe('/stories, a story written in Spanish (issue 25)', () => {
  it('is marked lang="es" and says "(in Spanish)"; the page is otherwise as before', async () => {
    renderPage(<StoriesPage />);
    const spanish = await screen.findByRole('heading', {
      name: 'Lo que me ayudó a pedir ayuda (in Spanish)',
    });
    expect(within(spanish).getByText('Lo que me ayudó a pedir ayuda')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(screen.getByText('Llamé al 211 y me contestaron en español.')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(screen.getByRole('heading', { name: 'After my brother died' })).toBeInTheDocument();
    expect(screen.getByText('Shared by Ana, published November 21, 2026')).toBeVisible();
    expect(
      screen.getByText('Content note: substance use, death and grief. Open to read'),
    ).toBeInTheDocument();
  });
});
