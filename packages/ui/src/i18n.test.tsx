import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { characterCountText } from './character-count';
import { FormField } from './form-field';
import { Header } from './header';
import { UiLocaleProvider, loadUiLocale, uiWords } from './i18n';
import { quickExitProgressText } from './quick-exit';
import { SignInForm } from './sign-in-form';

// The kit in Spanish: the provider's `locale` prop picks the catalog, loaded on demand.
describe('UiLocaleProvider', () => {
  it('speaks English without a provider', () => {
    render(<Header brand="Harbor" />);
    expect(screen.getByRole('button', { name: 'Quick exit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it("loads Spanish when asked for it, and the kit's words change to Spanish", async () => {
    render(
      <UiLocaleProvider locale="es">
        <Header brand="Harbor" />
      </UiLocaleProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Salida rápida' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir el menú' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(
      screen.getByText('Sale de este sitio de inmediato. O presione Shift tres veces.'),
    ).toBeInTheDocument();
  });

  it('shows the form, its labels and its own check in Spanish', async () => {
    await loadUiLocale('es');
    render(
      <UiLocaleProvider locale="es">
        <SignInForm onSubmit={() => {}} />
      </UiLocaleProvider>,
    );
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escriba un correo electrónico o un número de teléfono, y una contraseña',
    );
    expect(screen.getByText('¿No tiene una cuenta?')).toBeInTheDocument();
  });

  it('says a field may be left empty in Spanish: "(opcional)", never "(optional)"', async () => {
    await loadUiLocale('es');
    render(
      <UiLocaleProvider locale="es">
        <FormField id="org" name="org" label="Organización" optional value="" onChange={() => {}} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('textbox', { name: /^Organización ?\(opcional\)$/ })).not.toBeRequired();
    expect(screen.queryByText(/optional/)).toBeNull();
  });

  it('goes back to English when the locale goes back', async () => {
    await loadUiLocale('es');
    const { rerender } = render(
      <UiLocaleProvider locale="es">
        <SignInForm onSubmit={() => {}} />
      </UiLocaleProvider>,
    );
    rerender(
      <UiLocaleProvider locale="en">
        <SignInForm onSubmit={() => {}} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('words outside components', () => {
  it('counts characters with plurals and Intl numbers in each language', async () => {
    await loadUiLocale('es');
    expect(characterCountText(10, 5000)).toBe('You have 4,990 characters remaining');
    expect(characterCountText(4, 5, 'en')).toBe('You have 1 character remaining');
    expect(characterCountText(7, 5, 'en')).toBe('You have 2 characters too many');
    expect(characterCountText(0, 12345, 'es')).toBe('Le quedan 12.345 caracteres');
    expect(characterCountText(4, 5, 'es')).toBe('Le queda 1 carácter');
    expect(characterCountText(6, 5, 'es')).toBe('Tiene 1 carácter de más');
  });

  it("says Quick exit's progress in each language", async () => {
    await loadUiLocale('es');
    expect(quickExitProgressText(2)).toBe('Shift: press 2 more times to leave this site.');
    expect(quickExitProgressText(1)).toBe('Shift: press 1 more time to leave this site.');
    expect(quickExitProgressText(1, 'es')).toBe(
      'Shift: presione una vez más para salir de este sitio.',
    );
    expect(quickExitProgressText(2, 'es')).toBe(
      'Shift: presione dos veces más para salir de este sitio.',
    );
    expect(quickExitProgressText(0, 'es')).toBe('Saliendo de este sitio.');
  });
});

// The first load reads the kit's words without an ICU runtime (i18n-core.ts): a message with an
// argument (a plural, a placeholder) there would be shown as its English fallback or its id. Such
// a message belongs in the form kit's catalog (src/locales/forms), read through @lingui/core.
describe("the first load's catalogs", () => {
  it.each(['en', 'es'] as const)('hold words without arguments (%s)', async (locale) => {
    const { messages } = (await import(`./locales/${locale}.ts`)) as {
      messages: Record<string, unknown>;
    };
    const withArguments = Object.entries(messages)
      .filter(
        ([, message]) =>
          typeof message !== 'string' &&
          !(Array.isArray(message) && message.every((piece) => typeof piece === 'string')),
      )
      .map(([id]) => id);
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(withArguments).toEqual([]);
  });

  it('say every first-load word in Spanish once loaded, without reading the form kit', async () => {
    await loadUiLocale('es');
    expect(uiWords('es')?._('header.openMenu')).toBe('Abrir el menú');
    expect(uiWords('es')?._('quickExit.twoMorePresses')).toBe(
      'Shift: presione dos veces más para salir de este sitio.',
    );
  });
});
