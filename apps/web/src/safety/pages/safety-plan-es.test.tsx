import { readTimeZoneHere, setTimeZoneReader } from '@harbor-help/challenges';
import { setSharedComputerMode } from '@harbor-help/device-storage';
import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { numbersReached } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { PLAN_STEPS, addEntry, emptyPlan, planFileText } from '../plan';
import { US_LINE_ENTRIES_ES } from '../plan-lines-es';
import { PLAN_KEY } from '../plan-storage';
import SafetyPlanPage from './safety-plan';
import SafetyPlanSpanishPage, { PLAN_STEPS_ES, SAFETY_PLAN_WORDS_ES } from './safety-plan-es';

const renderPage = () =>
  renderInRouter(
    <UiLocaleProvider locale="es">
      <main>
        <SafetyPlanSpanishPage />
      </main>
    </UiLocaleProvider>,
    '/es/plan-de-seguridad',
  );

const step = (title: string) =>
  screen.getByRole('region', { name: new RegExp(`^Paso \\d: ${title}$`) });
const summary = () => screen.getByRole('region', { name: 'Mi plan de seguridad' });

beforeAll(async () => {
  await loadUiLocale('es');
});

afterEach(() => {
  cleanup();
  setTimeZoneReader(() => Promise.resolve(readTimeZoneHere()));
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('/es/plan-de-seguridad, the safety plan in Spanish (issue 25)', () => {
  it('has the seven steps of the English plan, in Spanish, in the same order', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mi plan de seguridad' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Mi plan de seguridad — Harbor');
    expect(PLAN_STEPS_ES.map((each) => each.id)).toEqual(PLAN_STEPS.map((each) => each.id));
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => title?.startsWith('Paso'));
    expect(titles).toEqual(PLAN_STEPS_ES.map((each, index) => `Paso ${index + 1}: ${each.title}`));
    // Every step's words are Spanish: none is the English step's.
    PLAN_STEPS_ES.forEach((spanish, index) => {
      const english = PLAN_STEPS[index];
      for (const key of ['title', 'prompt', 'entry', 'add'] as const)
        expect(spanish[key]).not.toBe(english?.[key]);
    });
  });

  it('starts with the US crisis lines in Spanish (988: press 2, text AYUDA), reaching the same numbers as the English plan', async () => {
    const { unmount } = renderPage();
    const professionals = step('Profesionales y líneas de crisis');
    expect(within(professionals).getByLabelText('Profesional o línea 2')).toHaveValue(
      'Línea 988 para crisis y suicidio (988 Suicide & Crisis Lifeline): llame al 988 y marque 2, o envíe AYUDA al 988',
    );
    expect(US_LINE_ENTRIES_ES).toEqual([
      'Emergencias: llame al 911',
      'Línea 988 para crisis y suicidio (988 Suicide & Crisis Lifeline): llame al 988 y marque 2, o envíe AYUDA al 988',
      'Línea de crisis por mensaje de texto (Crisis Text Line): envíe AYUDA al 741741',
      'Línea nacional contra la violencia doméstica (National Domestic Violence Hotline): llame al 1-800-799-7233, o envíe START al 88788',
    ]);
    // The owners' English names, in brackets, are marked for screen readers.
    expect(within(summary()).getByText('Crisis Text Line')).toHaveAttribute('lang', 'en');
    // In the plan as it prints, each way in is one tap: 988's text with AYUDA filled in.
    expect(within(summary()).getByRole('link', { name: '741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=AYUDA',
    );
    expect(
      within(summary())
        .getAllByRole('link', { name: '988' })
        .map((link) => link.getAttribute('href')),
    ).toContain('sms:988?&body=AYUDA');
    const spanish = numbersReached(summary());
    unmount();

    renderInRouter(<SafetyPlanPage />, '/safety-plan');
    // Every number of the English plan, and 988 by text too (in Spanish, with AYUDA).
    const english = numbersReached(screen.getByRole('region', { name: 'My safety plan' }));
    expect(spanish).toEqual([...english, 'sms:988'].sort());
  });

  it('starts with Mexico’s lines, in Spanish, for a visitor who seems to be in Mexico', async () => {
    setTimeZoneReader(() => Promise.resolve('America/Mexico_City'));
    renderPage();
    const professionals = step('Profesionales y líneas de crisis');
    expect(
      await within(professionals).findByDisplayValue('Línea de la Vida: llame al 800 911 2000'),
    ).toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: '800 911 2000' })).toHaveAttribute(
      'href',
      'tel:8009112000',
    );
    expect(within(summary()).getByRole('link', { name: '079' })).toHaveAttribute('href', 'tel:079');
  });

  it('adds an entry, keeps it for this tab and says so in Spanish; it is the same plan as /safety-plan', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Agregar una razón' }));
    const input = screen.getByLabelText('Razón para vivir 1');
    expect(input).toHaveFocus();
    await user.type(input, 'Mi hija');
    expect(await screen.findByText('Guardado en esta pestaña.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(sessionStorage.getItem(PLAN_KEY)).toContain('Mi hija'));
    await user.click(screen.getByRole('button', { name: 'Quitar Razón para vivir 1' }));
    expect(screen.getByRole('button', { name: 'Agregar una razón' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Agregar una razón' }));
    await user.type(screen.getByLabelText('Razón para vivir 1'), 'Mi perro');
    unmount();

    renderInRouter(<SafetyPlanPage />, '/safety-plan');
    expect(await screen.findByDisplayValue('Mi perro')).toBeInTheDocument();
    expect(screen.getByText('We kept your plan from earlier in this tab.')).toBeInTheDocument();
  });

  it('refuses a file that is not a plan in Spanish, and asks in Spanish before replacing the visitor’s own', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Agregar una razón' }));
    await user.type(screen.getByLabelText('Razón para vivir 1'), 'Mi jardín');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    await user.upload(input, new File(['no es un plan'], 'notas.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este archivo no es un plan de seguridad guardado desde Harbor, así que no pudimos abrirlo. Su plan no cambió.',
    );
    expect(screen.getByLabelText('Razón para vivir 1')).toHaveValue('Mi jardín');

    const saved = planFileText(addEntry(emptyPlan(), 'reasons', 'Ver crecer a mi sobrina'));
    await user.upload(input, new File([saved], 'mi-plan-de-seguridad.json'));
    const confirm = await screen.findByRole('group', {
      name: '¿Reemplazar el plan que está en la pantalla?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Conservar mi plan' }));
    expect(screen.getByLabelText('Razón para vivir 1')).toHaveValue('Mi jardín');
    expect(await screen.findByText('Conservamos su plan. No se abrió nada.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('on a shared computer, says in Spanish that the plan lives in this page only', () => {
    setSharedComputerMode(true);
    renderPage();
    expect(
      screen.getByText(/En una computadora compartida, su plan se guarda solo en esta página\./),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Imprimir mi plan' }).length).toBeGreaterThan(0);
  });

  it('links the Spanish help page, marks its English sources, and has no axe violations', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('link', { name: SAFETY_PLAN_WORDS_ES.allLines.text })).toHaveAttribute(
      'href',
      '/es/get-help',
    );
    expect(screen.getByRole('link', { name: /^Llame al 988 y marque 2/ })).toHaveAttribute(
      'href',
      'tel:988',
    );
    const sources = screen.getByRole('region', { name: 'De dónde viene este plan' });
    for (const link of within(sources).getAllByRole('link')) {
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(link).toHaveTextContent(/^Fuente \(en inglés\)/);
    }
    expectEnglishLinksMarked(container);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
