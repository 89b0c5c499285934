import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import YourStorySpanishPage from './your-story-es';

const { rpc, loadClient } = vi.hoisted(() => {
  const rpc = vi.fn();
  return { rpc, loadClient: () => Promise.resolve({ rpc }) };
});
vi.mock('@harbor-help/auth', () => ({ useSupabaseClientLoader: () => loadClient }));

const TOKEN = 'cd'.repeat(32);
const answer = (data: unknown) => Promise.resolve({ data, error: null, status: 200 });
/** What supabase-js answers when no answer came (it does not throw). */
const noAnswer = () =>
  Promise.resolve({ data: null, error: { message: 'TypeError: Failed to fetch' }, status: 0 });
const published = {
  status: 'published',
  sent_at: '2026-11-20T10:00:00Z',
  published_at: '2026-11-25T10:00:00Z',
};

function renderPage(hash: string) {
  window.location.hash = hash;
  return render(
    <MemoryRouter initialEntries={['/es/compartir/su-historia']}>
      <YourStorySpanishPage />
    </MemoryRouter>,
  );
}

beforeEach(() => rpc.mockReset());
afterEach(() => {
  window.location.hash = '';
});

describe('/es/compartir/su-historia, the private link’s page in Spanish (issue 25)', () => {
  it('explains in Spanish what is needed without a link, and links the Spanish contact page', async () => {
    renderPage('');
    const text = await screen.findByText(/Para ver esta página necesita el enlace privado/);
    expect(within(text).getByRole('link', { name: 'página de contacto' })).toHaveAttribute(
      'href',
      '/es/contacto',
    );
    expect(rpc).not.toHaveBeenCalled();
  });

  it('shows a published story with Spanish dates, and withdraws it only after the confirmation', async () => {
    const user = userEvent.setup();
    rpc.mockImplementation((name: string) =>
      name === 'story_status'
        ? answer(published)
        : answer({ ...published, status: 'withdrawn', published_at: null }),
    );
    const { container } = renderPage(`#${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Publicada' })).toBeVisible();
    expect(screen.getByText('La envió el 20 de noviembre de 2026.')).toBeInTheDocument();
    expect(screen.getByText(/Se publicó el 25 de noviembre de 2026\./)).toBeInTheDocument();
    // The stories themselves are on an English page, said so.
    expectEnglishLinksMarked(container);
    expect(screen.getByRole('link', { name: 'página de historias' })).toHaveAttribute(
      'href',
      '/stories',
    );

    await user.click(screen.getByRole('button', { name: 'Retirar mi historia' }));
    expect(rpc).not.toHaveBeenCalledWith('withdraw_story', expect.anything());
    await user.click(screen.getByRole('button', { name: 'No, conservar mi historia' }));
    await user.click(screen.getByRole('button', { name: 'Retirar mi historia' }));
    const confirm = screen.getByRole('button', { name: 'Sí, retirar mi historia' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await screen.findByRole('heading', { level: 2, name: 'Retirada' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Usted retiró su historia. No está en el sitio y nunca se volverá a publicar.',
    );
    expect(rpc).toHaveBeenCalledWith('withdraw_story', { p_token: TOKEN });
  });

  it('says in Spanish when the status cannot be read, or the story cannot be withdrawn', async () => {
    rpc.mockImplementation(noAnswer);
    renderPage(`#${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos ver el estado de su historia. No se pudo conectar con Harbor en este momento. Revise su conexión e intente de nuevo.',
    );
  });

  it('says a failed withdrawal in Spanish, and keeps the button to try again', async () => {
    const user = userEvent.setup();
    rpc.mockImplementation((name: string) =>
      name === 'story_status' ? answer(published) : noAnswer(),
    );
    renderPage(`#${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Retirar mi historia' }));
    await user.click(screen.getByRole('button', { name: 'Sí, retirar mi historia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos retirar su historia en este momento. Revise su conexión y vuelva a presionar el botón.',
    );
    expect(screen.getByRole('button', { name: 'Sí, retirar mi historia' })).toBeEnabled();
  });

  it('says when no story matches, and has no axe violations', async () => {
    rpc.mockImplementation(() => answer(null));
    const { container } = renderPage(`#${TOKEN}`);
    expect(
      await screen.findByText(/No encontramos ninguna historia con este enlace/),
    ).toBeInTheDocument();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
