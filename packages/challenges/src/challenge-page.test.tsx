import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { LinkProps } from '@harbor/ui';
import { challenges } from './challenge-content';
import type { Challenge } from './challenge-content';
import { ChallengePage } from './challenge-page';

describe('ChallengePage', () => {
  it('shows the challenge title as the page’s only h1', () => {
    render(<ChallengePage challenge={challenges['mental-health']} />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Mental health');
  });

  it('renders an article named by its title', () => {
    render(<ChallengePage challenge={challenges.poverty} />);
    expect(screen.getByRole('article', { name: 'Poverty' })).toBeInTheDocument();
  });

  it('shows the introduction', () => {
    render(<ChallengePage challenge={challenges.poverty} />);
    expect(screen.getByText(challenges.poverty.summary)).toBeInTheDocument();
  });

  it('lists the first steps in order under a "First steps" heading', () => {
    render(<ChallengePage challenge={challenges.homelessness} />);
    const section = screen.getByRole('region', { name: 'First steps' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([...challenges.homelessness.firstSteps]);
  });

  it('links each related challenge by its title to /challenges/<slug>', () => {
    render(<ChallengePage challenge={challenges.poverty} />);
    const related = screen.getByRole('navigation', { name: 'Related challenges' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facing poverty', '/challenges/poverty-challenge'],
      ['Money and debt', '/challenges/financial'],
      ['Finding help and resources', '/challenges/resource-access'],
      ['Homelessness', '/challenges/homelessness'],
    ]);
  });

  it('links back to all resources', () => {
    render(<ChallengePage challenge={challenges.legal} />);
    expect(screen.getByRole('link', { name: 'All resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  describe('given a challenge with a safety note', () => {
    it('shows the note', () => {
      render(<ChallengePage challenge={challenges['substance-abuse']} />);
      expect(screen.getByText(/contact your local emergency services/)).toBeInTheDocument();
    });
  });

  describe('given a challenge without a safety note', () => {
    it('shows no emergency line', () => {
      render(<ChallengePage challenge={challenges.financial} />);
      expect(screen.queryByText(/emergency services/)).not.toBeInTheDocument();
    });
  });

  describe('given a hand-built challenge naming itself and an unknown slug as related', () => {
    it('links only to the real, other challenges', () => {
      const handBuilt = {
        ...challenges.poverty,
        relatedSlugs: ['poverty', 'not-a-challenge', 'financial'],
      } as unknown as Challenge;
      render(<ChallengePage challenge={handBuilt} />);
      const related = screen.getByRole('navigation', { name: 'Related challenges' });
      expect(
        within(related)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/challenges/financial']);
    });
  });

  describe('given a challenge with no related challenges', () => {
    it('leaves out the related section but keeps the way back', () => {
      render(<ChallengePage challenge={{ ...challenges.legal, relatedSlugs: [] }} />);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All resources' })).toBeInTheDocument();
    });
  });

  describe('given a link component', () => {
    it('renders every link through it', () => {
      function RouterLink({ href, children }: LinkProps) {
        return (
          <a href={href} data-router-link="">
            {children}
          </a>
        );
      }
      render(<ChallengePage challenge={challenges.immigration} linkComponent={RouterLink} />);
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(challenges.immigration.relatedSlugs.length + 1);
      for (const link of links) {
        expect(link).toHaveAttribute('data-router-link');
      }
    });
  });

  it('escapes content instead of rendering it as HTML', () => {
    render(
      <ChallengePage challenge={{ ...challenges.legal, title: '<img src=x onerror=alert(1)>' }} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
    expect(document.querySelector('img')).toBeNull();
  });

  describe('accessibility', () => {
    it.each(['mental-health', 'poverty-challenge', 'legal'] as const)(
      'has no axe violations on the %s page',
      async (slug) => {
        // The page is an <article> that the app's layout puts inside <main>; render it there so
        // landmark rules see the real structure.
        const { container } = render(
          <main>
            <ChallengePage challenge={challenges[slug]} />
          </main>,
        );
        const results = await axe.run(container, {
          rules: {
            // jsdom does no layout or painting, so axe cannot compute colors; contrast is
            // checked in the browser (Storybook's a11y addon, e2e) instead.
            'color-contrast': { enabled: false },
          },
        });
        expect(results.violations).toEqual([]);
      },
    );
  });
});
