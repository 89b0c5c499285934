import { loadUiLocale, UiLocaleProvider } from '@harbor-help/ui/locale';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_MESSAGES_ES } from '../data/messages-es';
import { PublicSourceContext } from '../data/public-source';
import { storiesSource } from '../shared/test/stories-source';
import type { PublicSource } from '../data/public-rows';
import { PublishedStories } from './published-stories';
import { PUBLISHED_STORIES_WORDS_ES } from './published-stories-words-es';

vi.mock('@harbor-help/auth', () => ({
  useSupabaseClientLoader: () => () => Promise.resolve({ rpc: vi.fn() }),
}));

beforeAll(async () => {
  await loadUiLocale('es');
});

const row = (n: number, language: 'en' | 'es', extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: language === 'es' ? `Historia ${n}` : `Story ${n}`,
  body: language === 'es' ? `Lo que me pasó, parte ${n}.` : `What happened to me, part ${n}.`,
  content_notes: [],
  challenge_slug: 'immigration',
  display_name: null,
  published_at: `2026-11-2${n}T10:00:00Z`,
  helped_count: 0,
  language,
  ...extra,
});

/** The section as a Spanish hub shows it: in the kit's Spanish words, loaded when asked. */
function renderSpanishSection(source: PublicSource) {
  return render(
    <MemoryRouter>
      <UiLocaleProvider locale="es">
        <PublicSourceContext value={source}>
          <PublishedStories
            challenge="immigration"
            loadWhenAsked
            words={PUBLISHED_STORIES_WORDS_ES}
          />
        </PublicSourceContext>
      </UiLocaleProvider>
    </MemoryRouter>,
  );
}

describe('the stories section in Spanish (a Spanish guide, /es/compartir; issue 25)', () => {
  it('asks for nothing until asked, then shows each story in its language, an English one marked', async () => {
    const user = userEvent.setup();
    const { source, requests } = storiesSource([
      row(1, 'es', { display_name: 'Rosa' }),
      row(2, 'en'),
      row(3, 'es'),
      row(4, 'es'),
    ]);
    const { container } = renderSpanishSection(source);

    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Historias de personas que han pasado por algo parecido',
      }),
    ).toBeVisible();
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ver las historias' }));

    const list = await screen.findByRole('list');
    expect(requests[0]?.searchParams.get('challenge_slug')).toBe('eq.immigration');
    // A story in Spanish is the page's language; one in English is marked and says so.
    const spanish = within(list).getByRole('heading', { name: 'Historia 1' });
    expect(spanish.querySelector('[lang]')).toBeNull();
    const english = within(list).getByRole('heading', { name: 'Story 2 (en inglés)' });
    expect(english.querySelector('span')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('What happened to me, part 2.')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText(/^Compartida por Rosa, publicada el 21 de noviembre de 2026$/),
    ).toBeVisible();

    // Three at a time, and the next ones in Spanish too.
    await user.click(screen.getByRole('button', { name: 'Más historias' }));
    expect(await screen.findByRole('heading', { name: 'Historia 4' })).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Todas las historias, en una sola página' }),
    ).toHaveAttribute('href', '/es/historias');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says in Spanish when the stories cannot load, and offers to try again', async () => {
    const user = userEvent.setup();
    renderSpanishSection(storiesSource('offline').source);
    await user.click(screen.getByRole('button', { name: 'Ver las historias' }));

    expect(
      await screen.findByText(`No pudimos cargar las historias. ${SERVICE_MESSAGES_ES.network}`),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });

  it('says in Spanish, offline, that the stories need a connection, and asks nothing', async () => {
    const user = userEvent.setup();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { source, requests } = storiesSource([row(1, 'es')]);
    renderSpanishSection(source);
    await user.click(screen.getByRole('button', { name: 'Ver las historias' }));

    expect(await screen.findByText(PUBLISHED_STORIES_WORDS_ES.needConnection)).toBeVisible();
    expect(PUBLISHED_STORIES_WORDS_ES.needConnection).toMatch(/necesita conexión a internet/);
    expect(requests).toEqual([]);
    onLine.mockRestore();
  });

  it('is kind in Spanish when there are none yet', async () => {
    const user = userEvent.setup();
    renderSpanishSection(storiesSource([]).source);
    await user.click(screen.getByRole('button', { name: 'Ver las historias' }));
    expect(await screen.findByText(/^Todavía no hay historias aquí\./)).toBeVisible();
  });
});
