import { JourneyProvider } from '@harbor-help/journey';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ChallengeRoutePage from './challenge';

afterEach(() => {
  localStorage.clear();
});

function renderChallengeAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/challenges/:slug', element: <ChallengeRoutePage /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <JourneyProvider>
      <RouterProvider router={router} />
    </JourneyProvider>,
  );
  return router;
}

describe('a challenge page', () => {
  it('sets the title and description from the challenge', async () => {
    renderChallengeAt('/challenges/homelessness');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Homelessness');
    expect(document.title).toBe('Homelessness — Harbor');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /\S/,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Where to get help now' }),
    ).toBeInTheDocument();
  });

  it('redirects an unknown slug to /', async () => {
    const router = renderChallengeAt('/challenges/not-a-challenge');

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  describe('given a guided activity finished', () => {
    it('records the completion and the interaction in the journey', async () => {
      const user = userEvent.setup();
      renderChallengeAt('/challenges/discrimination-challenge');

      await screen.findByRole('group', { name: 'Where were you treated unfairly?' });
      await user.click(
        screen.getByRole('checkbox', { name: 'At work, or when applying for a job' }),
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'See my plan' }));

      expect(screen.getByRole('heading', { name: 'Your action plan' })).toHaveFocus();
      expect(screen.getByText(/file a complaint \(called a charge\) with the EEOC/)).toBeVisible();
      expect(localStorage.getItem('hasCompletedActivity')).toBe('true');
      expect(localStorage.getItem('interactionType')).toBe(
        'completed-activity:discrimination-challenge',
      );
    });
  });
});
