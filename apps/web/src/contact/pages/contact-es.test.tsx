import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FAILURE_ES } from '../../data/messages-es';
import { numbersReached } from '../../shared/test/call-links';
import { signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { SAFETY_NOTICE_TEXT_ES } from '../../safety-screen/safety-notice';
import ContactPage from './contact';
import ContactSpanishPage from './contact-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

/** As the Spanish layout gives it: the kit's words (error summary, Retry, counts) in Spanish. */
const renderPage = (entry = '/es/contacto', page: ReactElement = <ContactSpanishPage />) =>
  renderInRouter(
    <UiLocaleProvider locale="es">
      <main>{page}</main>
    </UiLocaleProvider>,
    entry,
  );

async function fillIn(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.type(screen.getByLabelText('Su nombre'), 'Lucía Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
  await user.selectOptions(screen.getByLabelText('¿De qué se trata?'), 'question');
  await user.click(screen.getByLabelText('Mensaje'));
  await user.paste(message);
}

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fake.auth = signedOutAuth();
});

describe('/es/contacto, the contact page in Spanish (issue 25)', () => {
  it('says what is wrong with each field in Spanish, and focuses the first', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const name = screen.getByLabelText('Su nombre');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(
      'Error: Escriba su nombre, o el nombre que quiere que usemos.',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Solo lo usamos para responderle. Error: Escriba su correo electrónico, para que podamos responderle.',
    );
    expect(screen.getByLabelText('¿De qué se trata?')).toHaveAccessibleDescription(
      'Error: Elija de qué se trata su mensaje.',
    );
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription(
      /Error: Escriba un poco más: al menos 10 caracteres\./,
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      /Escriba su correo electrónico completo, por ejemplo: nombre@ejemplo\.com\./,
    );
    expect(supabase.inserts).toEqual([]);
  });

  it('sends the message marked as Spanish, then thanks the visitor in Spanish', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase();
    renderPage();
    await fillIn(user, '¿Dónde encuentro las hojas de trabajo?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByRole('heading', { name: 'Gracias. Su mensaje ya va en camino.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Le responderemos en español a/)).toHaveTextContent(
      'Le responderemos en español a lucia@example.com, normalmente en dos días hábiles.',
    );
    expect(supabase.inserts).toEqual([
      {
        table: 'contact_messages',
        row: {
          name: 'Lucía Pérez',
          email: 'lucia@example.com',
          topic: 'question',
          message: '¿Dónde encuentro las hojas de trabajo?',
          language: 'es',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Enviar otro mensaje' })).toBeInTheDocument();
  });

  it('says a failed send in Spanish and keeps everything typed', async () => {
    const user = userEvent.setup();
    installFakeSupabase({ insertError: { message: 'boom' } });
    renderPage();
    await fillIn(user, 'Quisiera saber más sobre la biblioteca.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAILURE_ES);
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Su nombre')).toHaveValue('Lucía Pérez');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quisiera saber más sobre la biblioteca.');
  });

  it('fills in a report of a wrong fact in Spanish, and asks for what was seen', async () => {
    const user = userEvent.setup();
    const supabase = installFakeSupabase();
    // A signed-in visitor's name and email are filled in, as on /contact.
    fake.auth = signedInAuth(null);
    renderPage(
      '/es/contacto?topic=wrong-fact&listing=988-lifeline&about=L%C3%ADnea+988&shown=Llame+al+988',
    );
    const topic = screen.getByLabelText('¿De qué se trata?');
    expect(topic).toHaveDisplayValue('Avisar de un número o un dato equivocado');
    const message = screen.getByLabelText('Mensaje');
    expect(message).toHaveValue(
      'Sobre Línea 988 (988-lifeline).\nLo que muestra Harbor: Llame al 988\nLo que vi: ',
    );
    expect(screen.getByText(/Está avisando de un problema con/)).toHaveTextContent('Línea 988');
    await waitFor(() => expect(screen.getByLabelText('Su nombre')).toHaveValue('Ana Lima'));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(message).toHaveAccessibleDescription(/Cuéntenos lo que vio, después de “Lo que vi:”\./);
    await user.type(message, 'El número está bien, pero el horario no.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await screen.findByRole('heading', { name: 'Gracias. Su mensaje ya va en camino.' });
    expect(supabase.inserts[0]?.row).toMatchObject({
      topic: 'wrong-fact',
      listing_id: '988-lifeline',
      language: 'es',
    });
  });

  it('answers a sign of danger in Spanish, with 988 in Spanish and 911', async () => {
    const user = userEvent.setup();
    installFakeSupabase();
    renderPage();
    await fillIn(user, 'Ya no puedo más, quiero morir.');
    expect(await screen.findByText(SAFETY_NOTICE_TEXT_ES, {}, { timeout: 3000 })).toBeVisible();
    const box = screen.getByText(SAFETY_NOTICE_TEXT_ES).closest('[data-safety-notice]');
    if (!(box instanceof HTMLElement)) throw new Error('no safety box');
    expect(
      await within(box).findByRole('link', { name: 'Llame al 988 y marque 2' }),
    ).toHaveAttribute('href', 'tel:988');
    expect(within(box).getByRole('link', { name: 'Envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
    expect(within(box).getByRole('link', { name: 'Llame al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    expect(
      within(box).getByRole('link', { name: /Más formas de pedir ayuda en español/ }),
    ).toHaveAttribute('href', '/es/get-help');
  });

  it('reaches the English page’s numbers, with 988’s Spanish text way, and links in Spanish', () => {
    installFakeSupabase();
    const english = numbersReached(renderPage('/contact', <ContactPage />).container);
    document.body.innerHTML = '';
    const { container } = renderPage();
    expect(english).toEqual(['tel:988']);
    expect(numbersReached(container)).toEqual(['sms:988', 'tel:911', 'tel:988']);
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/es/preguntas-frecuentes',
    );
    expect(screen.getByRole('link', { name: 'Qué hacemos con lo que nos envía' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
    expectEnglishLinksMarked(container);
  });

  it('has no axe violations', async () => {
    installFakeSupabase();
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
