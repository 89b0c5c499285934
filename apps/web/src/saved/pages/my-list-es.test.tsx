import { setSharedComputerMode } from '@harbor-help/device-storage';
import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAndTextTargets } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import { MY_LIST_KEY, forgetSavedList, keepSavedList } from '../../shared/test/saved-list';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import MyListPage from './my-list';
import MyListSpanishPage, { preload } from './my-list-es';

const renderPage = () =>
  renderInRouter(
    <UiLocaleProvider locale="es">
      <main>
        <MyListSpanishPage />
      </main>
    </UiLocaleProvider>,
    '/es/mi-lista',
  );

const list = () => screen.getByRole('region', { name: 'Mi lista' });

beforeAll(async () => {
  await Promise.all([loadUiLocale('es'), preload()]);
});

afterEach(() => {
  forgetSavedList();
  vi.unstubAllGlobals();
});

describe('/es/mi-lista, My list in Spanish (issue 25)', () => {
  it('when empty, says in Spanish how to save a service and links the Spanish Resources', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi lista' })).toBeInTheDocument();
    expect(await screen.findByText('Su lista está vacía.')).toBeInTheDocument();
    expect(
      within(list()).getByRole('link', { name: 'Buscar servicios en Recursos' }),
    ).toHaveAttribute('href', '/es/recursos');
    expect(document.title).toBe('Mi lista — Harbor');
    expectEnglishLinksMarked(container);
  });

  it('shows the same list as /my-list, each service in Spanish words, its name marked as English', async () => {
    keepSavedList(['211', 'samhsa-helpline']);
    const spanish = renderPage();
    const names = await within(list()).findAllByRole('heading', { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(['211', 'SAMHSA National Helpline']);
    for (const name of names) expect(name).toHaveAttribute('lang', 'en');
    expect(within(list()).getByRole('link', { name: 'Llame al 211, 211' })).toHaveAttribute(
      'href',
      'tel:211',
    );
    expect(
      within(list()).getByRole('link', { name: /^Envíe su código postal \(ZIP\).*898-211/ }),
    ).toHaveAttribute('href', 'sms:898211');
    expect(within(list()).getByRole('link', { name: 'Sitio web: 211' })).toBeInTheDocument();
    // Said for screen readers after each button's Spanish words, the name is marked English too.
    const samhsa = names[1]!.closest('li')!;
    const said = [...samhsa.querySelectorAll('.harbor-visually-hidden')].filter((hidden) =>
      hidden.textContent?.includes('SAMHSA National Helpline'),
    );
    expect(said.length).toBeGreaterThan(2);
    for (const hidden of said) expect(hidden.closest('[lang]')).toHaveAttribute('lang', 'en');
    const targets = callAndTextTargets(list());
    spanish.unmount();

    // The same calls and texts as the English page.
    renderInRouter(<MyListPage />, '/my-list');
    await screen.findAllByRole('heading', { level: 3 });
    expect(targets).toEqual(callAndTextTargets(screen.getByRole('region', { name: 'My list' })));
  });

  it('removes a service and says so in Spanish, keeping focus on the list', async () => {
    const user = userEvent.setup();
    keepSavedList(['211', 'gone']);
    const { container } = renderPage();
    expect(await screen.findByText('Un servicio que ya no mostramos')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Quitar de mi lista: 211' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Mi lista' })).toHaveFocus();
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Quitó 211 de su lista.',
    );
    // The service's English name is marked in the Spanish sentence.
    expect(container.querySelector('[aria-live="polite"] [lang="en"]')).toHaveTextContent(/^211$/);
    await user.click(screen.getByRole('button', { name: 'Quitar este servicio de mi lista' }));
    expect(await screen.findByText('Su lista está vacía.')).toBeInTheDocument();
  });

  it('writes the message to send in Spanish, with the calls and texts as the directory words them', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    keepSavedList(['211', '988-lifeline']);
    renderPage();
    const sms = await screen.findByRole('link', { name: 'Enviar por mensaje de texto' });
    const body = decodeURIComponent(sms.getAttribute('href')!.replace(/^sms:\?&body=/, ''));
    expect(body.startsWith('Servicios que guardé:\n\n211\nLlame al 211\n')).toBe(true);
    expect(body).toContain('988 Suicide & Crisis Lifeline\nLlame al 988\nMensaje de texto al 988');
    const mail = new URL(
      screen.getByRole('link', { name: 'Enviar por correo electrónico' }).getAttribute('href')!,
    );
    expect(mail.searchParams.get('subject')).toBe('Mi lista de servicios');
    await user.click(screen.getByRole('button', { name: 'Imprimir mi lista' }));
    expect(print).toHaveBeenCalled();
  });

  it('keeps the list on this device when asked, in Spanish; on a shared computer, this page only', async () => {
    const user = userEvent.setup();
    keepSavedList(['211']);
    const first = renderPage();
    await user.click(
      screen.getByRole('checkbox', { name: 'Guardar mi lista en este dispositivo' }),
    );
    expect(localStorage.getItem(MY_LIST_KEY)).toContain('211');
    first.unmount();

    setSharedComputerMode(true);
    renderPage();
    expect(
      await screen.findByText(
        /En una computadora compartida, su lista se guarda solo en esta página/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('has no axe violations', async () => {
    keepSavedList(['211', 'gone']);
    const { container } = renderPage();
    await screen.findByText('Un servicio que ya no mostramos');
    await act(async () => {
      await Promise.resolve();
    });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
