import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import ResourcesPage from './resources';

function renderResourcesAt(entry: string) {
  const router = createMemoryRouter([{ path: '/resources', element: <ResourcesPage /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

async function resultNames() {
  const list = await screen.findByRole('list', { name: 'Results' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('the resources page', () => {
  it('starts with the crisis lines, with one-tap call and text links', () => {
    renderResourcesAt('/resources');

    const crisis = screen.getByRole('region', { name: 'Get help now' });
    expect(crisis).toHaveAttribute('id', 'crisis-lines');
    expect(within(crisis).getByRole('link', { name: /^Call 988/ })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(crisis).getByRole('link', { name: /^Text 741741/ })).toHaveAttribute(
      'href',
      'sms:741741',
    );
    expect(
      within(crisis).getByRole('link', {
        name: 'TTY 1-800-787-3224, National Domestic Violence Hotline',
      }),
    ).toHaveAttribute('href', 'tel:+18007873224');
  });

  it('sets its title and description', () => {
    renderResourcesAt('/resources');

    expect(document.title).toBe('Resources — Harbor');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /each checked on a page of the group that runs it or the agency that funds it/,
    );
  });

  it('applies the filters in a shared link', async () => {
    renderResourcesAt('/resources?challenge=immigration&kind=hotline');

    const names = await resultNames();
    expect(names).toContain('National Human Trafficking Hotline');
    expect(names).not.toContain('WIC');
    expect(screen.getByRole('combobox', { name: 'Challenge' })).toHaveValue('immigration');
    expect(screen.getByRole('combobox', { name: 'Kind of help' })).toHaveValue('hotline');
  });

  it('keeps a chosen filter in the URL, and Back undoes it', async () => {
    const user = userEvent.setup();
    const router = renderResourcesAt('/resources');
    await resultNames();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of help' }), 'Legal aid');

    expect(router.state.location.search).toBe('?kind=legal-aid');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Kind of help' })).toHaveValue('');
  });

  it('keeps the search in the URL, replacing the entry while typing', async () => {
    const user = userEvent.setup();
    const router = renderResourcesAt('/resources');
    await resultNames();

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'poison');

    expect(router.state.location.search).toBe('?q=poison');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await resultNames()).toContain('Poison Control');
  });

  it('says when nothing matches and points to the crisis lines', async () => {
    renderResourcesAt('/resources?q=zzzz-no-such-service');

    expect(await screen.findByText('No match for “zzzz-no-such-service”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every crisis line' })).toHaveAttribute(
      'href',
      '#crisis-lines',
    );
  });
});
