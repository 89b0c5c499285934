import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FAILURE_ES } from '../../data/messages-es';
import { SAFETY_NOTICE_TEXT_ES } from '../../safety-screen/safety-notice';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import ShareSpanishPage from './share-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

const TOKEN = 'a'.repeat(64);
const STORY = 'El invierno pasado perdí mi trabajo, y un banco de alimentos nos ayudó.';

/** As the Spanish layout gives it: the kit's words (error summary, Retry, counts) in Spanish. */
const renderPage = () =>
  renderInRouter(
    <UiLocaleProvider locale="es">
      <main>
        <ShareSpanishPage />
      </main>
    </UiLocaleProvider>,
    '/es/compartir',
  );

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fake.auth = signedOutAuth();
});

describe('/es/compartir, "Comparta su historia" (issue 25)', () => {
  it('asks for the story in Spanish, and says in Spanish what is missing', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Comparta su historia');
    expect(document.title).toBe('Comparta su historia — Harbor');
    await user.click(screen.getByRole('button', { name: 'Enviar mi historia' }));
    const story = screen.getByLabelText('Su historia');
    await waitFor(() => expect(story).toHaveFocus());
    expect(story).toHaveAccessibleDescription(/Error: Escriba aquí su historia\./);
    expect(
      screen.getByRole('checkbox', { name: /Harbor puede publicar mi historia/ }),
    ).not.toBeChecked();
    expect(supabase.rpcs).toEqual([]);
  });

  it('sends the story marked as Spanish, then thanks the writer and gives the private link in Spanish', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase({ rpc: { send_story: { data: TOKEN, error: null } } });
    renderPage();
    await user.click(screen.getByLabelText('Su historia'));
    await user.paste(STORY);
    await user.click(screen.getByRole('button', { name: 'Enviar mi historia' }));
    expect(
      await screen.findByRole('heading', { name: 'Gracias por confiarnos su historia.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Es solo para nuestro equipo: nunca se publicará\./)).toBeVisible();
    expect(supabase.rpcs).toEqual([
      {
        name: 'send_story',
        args: {
          p_name: null,
          p_email: null,
          p_story: STORY,
          p_consent_to_publish: false,
          p_show_name: false,
          p_language: 'es',
        },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Su enlace privado' })).toBeInTheDocument();
    // To the private link's page in Spanish (your-story-es.tsx).
    expect(screen.getByLabelText('Enlace privado a su historia')).toHaveValue(
      `${window.location.origin}/es/compartir/su-historia#${TOKEN}`,
    );
  });

  it('says a failed send in Spanish and keeps the story', async () => {
    const user = userEvent.setup();
    installFakeSupabase({ rpc: { send_story: { data: null, error: { message: 'boom' } } } });
    renderPage();
    await user.click(screen.getByLabelText('Su historia'));
    await user.paste(STORY);
    await user.click(screen.getByRole('button', { name: 'Enviar mi historia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAILURE_ES);
    expect(screen.getByLabelText('Su historia')).toHaveValue(STORY);
  });

  it('answers a sign of danger in Spanish, with 988 in Spanish', async () => {
    const user = userEvent.setup();
    installFakeSupabase();
    renderPage();
    await user.click(screen.getByLabelText('Su historia'));
    await user.paste('Ya no puedo más, quiero morir.');
    expect(await screen.findByText(SAFETY_NOTICE_TEXT_ES, {}, { timeout: 3000 })).toBeVisible();
    const box = screen.getByText(SAFETY_NOTICE_TEXT_ES).closest('[data-safety-notice]');
    if (!(box instanceof HTMLElement)) throw new Error('no safety box');
    expect(
      await within(box).findByRole('link', { name: 'Llame al 988 y marque 2' }),
    ).toHaveAttribute('href', 'tel:988');
  });

  it('shares the Spanish home page, marks the English links, and has no axe violations', async () => {
    installFakeSupabase();
    const { container } = renderPage();
    expect(await screen.findByLabelText('Enlace de Harbor')).toHaveValue(
      `${window.location.origin}/es`,
    );
    // The community's stories, in their section, with one link to them all.
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Historias de personas que han pasado por algo parecido',
      }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/es/historias'),
    ).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Todas las historias, en una sola página' }),
    ).toHaveAttribute('href', '/es/historias');
    expectEnglishLinksMarked(container);
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });
});
