import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as englishWords } from './locales/en';
import { preloadResourceDirectory } from './preload-resource-directory';
import { ResourceDirectory } from './resource-directory';
import { NO_FILTERS, type ResourceFilters } from './resource-filter';
import { resources } from './resources/resources';

/** The directory on a Spanish page: the kit's provider picks Spanish, the app keeps the filters. */
function Harness({ initial = NO_FILTERS }: { initial?: ResourceFilters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <UiLocaleProvider locale="es">
      <main lang="es">
        <ResourceDirectory
          filters={filters}
          onFiltersChange={setFilters}
          paths={{ contact: '/es/contacto' }}
        />
      </main>
    </UiLocaleProvider>
  );
}

beforeAll(async () => {
  await Promise.all([loadUiLocale('es'), preloadResourceDirectory('es')]);
});

async function results() {
  return within(await screen.findByRole('list', { name: 'Resultados' })).getAllByRole('article');
}

/** The English catalog's words that are whole sentences or labels (not a bare name like "Chat"). */
const ENGLISH_WORDS = Object.values(englishWords)
  .filter((message): message is string[] => Array.isArray(message))
  .filter((message) => message.every((part) => typeof part === 'string'))
  .map((message) => message.join(''))
  .filter((words) => /[a-z]{3}/.test(words) && !['Chat', 'Español', 'TTY'].includes(words));

describe('ResourceDirectory in Spanish', () => {
  it('marks a service\'s English name lang="en" wherever it is said, screen-reader words too', async () => {
    render(<Harness />);
    const cards = await results();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const name = within(card).getByRole('heading').textContent ?? '';
      // Every text node holding the name: the title, and the hidden words after Llamar, Enviar
      // un mensaje, Sitio web, Guardar en mi lista, Dónde lo comprobamos and Informar.
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      const holding: Element[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes(name) && node.parentElement)
          holding.push(node.parentElement);
      }
      expect(holding.length, name).toBeGreaterThan(2);
      for (const element of holding) {
        expect(
          element.closest('[lang]')?.getAttribute('lang'),
          `${name} in "${element.textContent}"`,
        ).toBe('en');
      }
    }
    // Said when a service is saved, too: "Guardó <name> en su lista.", the name marked.
    const first = cards[0]!;
    const name = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: /^Guardar en mi lista/ }));
    const said = first.querySelector('[aria-live="polite"]');
    expect(said?.textContent).toMatch(new RegExp(`^Guardó .*${name.slice(0, 10)}`));
    expect(said?.querySelector('[lang="en"]')?.textContent).toBe(name);
    // And removed again (which leaves the list as the other tests expect it).
    await userEvent.click(within(first).getByRole('button', { name: /^Quitar de mi lista/ }));
    expect(said?.textContent).toMatch(/^Quitó /);
    expect(said?.querySelector('[lang="en"]')?.textContent).toBe(name);
  });

  it('speaks Spanish on its first render: labels, count, topics and kinds', async () => {
    render(<Harness />);

    expect(screen.getByRole('search', { name: 'Servicios' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar servicios' })).toBeInTheDocument();
    const topic = screen.getByRole('combobox', { name: 'Tema' });
    expect(within(topic).getByRole('option', { name: 'Todos los temas' })).toBeInTheDocument();
    expect(
      within(topic).getByRole('option', { name: 'Violencia o abuso en el hogar' }),
    ).toBeInTheDocument();
    const kind = screen.getByRole('combobox', { name: 'Tipo de ayuda' });
    expect(within(kind).getByRole('option', { name: 'Ayuda legal' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${resources.length} servicios. Se muestran los primeros 12.`,
    );
    expect(screen.getByRole('button', { name: /^Mostrar 12 más/ })).toBeInTheDocument();
  });

  it("shows each service in Spanish words, with its owner's name, numbers and links kept", async () => {
    render(<Harness />);
    const lifeline = (await results()).find((card) =>
      within(card).queryByRole('heading', { name: '988 Suicide & Crisis Lifeline' }),
    );
    if (!lifeline) throw new Error('988 is not listed');
    const card = within(lifeline);
    expect(card.getByText('Línea de crisis, a toda hora')).toBeInTheDocument();
    expect(card.getByText('Para quién:')).toBeInTheDocument();
    expect(lifeline).toHaveTextContent('Horario: Abierto las 24 horas, los 7 días de la semana');
    expect(lifeline).toHaveTextContent('Idiomas: inglés, español');
    expect(
      card.getByRole('link', { name: 'Llame al 988, 988 Suicide & Crisis Lifeline' }),
    ).toHaveAttribute('href', 'tel:988');
    expect(card.getByRole('link', { name: /^Mensaje de texto al 988/ })).toHaveAttribute(
      'href',
      'sms:988',
    );
    expect(card.getByRole('link', { name: /^Sitio web/ })).toHaveAttribute(
      'href',
      'https://988lifeline.org',
    );
    expect(lifeline).toHaveTextContent(/Comprobado el \d{1,2} de [a-z]+ de 2026\./);
    expect(
      card.getByRole('button', { name: 'Guardar en mi lista: 988 Suicide & Crisis Lifeline' }),
    ).toBeInTheDocument();
    const report = card.getByRole('link', { name: /^Avisar de un problema/ });
    const href = new URL(report.getAttribute('href') ?? '', 'https://harbor.test');
    expect(href.pathname).toBe('/es/contacto');
    expect(href.searchParams.get('listing')).toBe('988-lifeline');
    expect(href.searchParams.get('shown')).toMatch(
      /^Llame al 988; Mensaje de texto al 988; Horario: /,
    );
  });

  it('finds services by their Spanish words, and filters those that answer in Spanish', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await results();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar servicios' }), 'vivienda');
    expect(screen.getByRole('status').textContent).toMatch(/^Se encontraron? \d+ servicios?\.$/);
    expect((await results()).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Español');
    const spanish = resources.filter((resource) => resource.languages?.includes('es'));
    expect(screen.getByRole('status').textContent).toMatch(
      new RegExp(`^Se encontraron? ${spanish.length} servicios?\\.`),
    );
  });

  it('says a search without a match in Spanish, with the lines to call now', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await results();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar servicios' }), 'zzzz');
    expect(await screen.findByText('No se encontró nada para “zzzz”.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver todas las líneas de crisis' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Llame al 988/ })).toHaveAttribute('href', 'tel:988');
  });

  it('shows no English words of its catalog, and no English description of a service', async () => {
    const { container } = render(<Harness />);
    await results();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Mostrar 12 más/ }));
    // The services' names are their owners' (many in English): left out of the check.
    const text = resources.reduce(
      (rest, resource) => rest.replaceAll(resource.name, ' '),
      container.textContent ?? '',
    );
    // Whole words only: "one" is not in "opciones".
    const shown = (words: string) =>
      new RegExp(
        `(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
        'u',
      ).test(text);
    expect(ENGLISH_WORDS.filter(shown)).toEqual([]);
    expect(resources.filter((resource) => text.includes(resource.offers)).map((r) => r.id)).toEqual(
      [],
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness />);
    await results();
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });
});
