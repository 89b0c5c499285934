import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { LinkProps } from '@harbor-help/ui';
import { challenges } from './challenge-content';
import { ChallengePage } from './challenge-page';

describe('ChallengePage', () => {
  it('shows the challenge title as the page’s only h1, at once', () => {
    render(<ChallengePage challenge={challenges['mental-health']} />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Mental health');
  });

  it('renders an article named by its title, with the introduction', () => {
    render(<ChallengePage challenge={challenges.poverty} />);
    expect(screen.getByRole('article', { name: 'Poverty' })).toBeInTheDocument();
    expect(screen.getByText(challenges.poverty.summary)).toBeInTheDocument();
  });

  it('links back to all resources', () => {
    render(<ChallengePage challenge={challenges.legal} />);
    expect(screen.getByRole('link', { name: 'All resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  describe('given a hub', () => {
    it('shows a loading state, then the hub’s sections', async () => {
      render(<ChallengePage challenge={challenges['mental-health']} />);

      expect(screen.getByRole('status')).toHaveTextContent('Loading this page…');
      expect(
        await screen.findByRole('heading', { level: 2, name: 'What this can look like' }),
      ).toBeInTheDocument();
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual([
        'What this can look like',
        'What you can do today',
        'Where to get help now',
        'Your rights',
        'Common myths',
        'Related',
      ]);
    });

    it('lists the services to contact now, with one-tap call and text links', async () => {
      render(<ChallengePage challenge={challenges['mental-health']} />);

      const helpNow = await screen.findByRole('region', { name: 'Where to get help now' });
      const lifeline = within(helpNow).getByRole('article', {
        name: '988 Suicide & Crisis Lifeline',
      });
      expect(within(lifeline).getByRole('link', { name: /^Call 988/ })).toHaveAttribute(
        'href',
        'tel:988',
      );
      expect(within(lifeline).getByRole('link', { name: /^Text 988/ })).toHaveAttribute(
        'href',
        'sms:988',
      );
      expect(within(helpNow).getByRole('link', { name: /Find A Helpline/ })).toHaveAttribute(
        'href',
        'https://findahelpline.com',
      );
    });

    it('opens with the safety note, its numbers one tap away, and Call 988, Text 988 and Call 911', async () => {
      const { container } = render(<ChallengePage challenge={challenges['mental-health']} />);
      await screen.findAllByRole('link', { name: /Call 988/ });
      const box = container.querySelector('.harbor-safety-note');
      if (!box) throw new Error('no safety note');
      expect(box).toHaveTextContent(/call or text 988 now, or call 911/);
      const hrefs = within(box as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual([
        'tel:988',
        'tel:911',
        'tel:988',
        'sms:988',
        'tel:911',
        '/safety-plan',
      ]);
      // The safety plan comes after Call and Text 988 and Call 911, never before them.
      expect(
        within(box as HTMLElement).getByRole('link', {
          name: 'Make a safety plan, kept only on this device',
        }),
      ).toHaveAttribute('href', '/safety-plan');
    });

    it('links the mental health hub’s "make a short safety plan" step to the safety plan page', async () => {
      render(<ChallengePage challenge={challenges['mental-health']} />);
      const today = await screen.findByRole('region', { name: 'What you can do today' });
      const link = within(today).getByRole('link', {
        name: 'Make your safety plan, kept only on this device',
      });
      expect(link).toHaveAttribute('href', '/safety-plan');
      expect(link.closest('li')).toHaveTextContent(/^Make a short safety plan/);
    });

    it('puts Call 988, Text 988 and Call 911 in the box of a hub whose note names no number', async () => {
      const { container } = render(<ChallengePage challenge={challenges['financial']} />);
      await screen.findAllByRole('link', { name: /Call 988/ });
      const box = container.querySelector('.harbor-safety-note');
      if (!box) throw new Error('no safety note');
      expect(within(box as HTMLElement).getByRole('link', { name: /Text 988/ })).toHaveAttribute(
        'href',
        'sms:988',
      );
      expect(within(box as HTMLElement).getByRole('link', { name: /Call 911/ })).toHaveAttribute(
        'href',
        'tel:911',
      );
      // Only hubs read by people who may be thinking about suicide link to the safety plan.
      expect(within(box as HTMLElement).queryByRole('link', { name: /safety plan/ })).toBeNull();
    });

    it('opens the immigration hub with three things to do now and the rights at the door', async () => {
      render(<ChallengePage challenge={challenges.immigration} />);
      await screen.findByRole('heading', { level: 2, name: 'Do these things now' });
      const sections = screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
      expect(sections.slice(0, 3)).toEqual([
        'Do these things now',
        'Your rights at the door, and beyond',
        'What this can look like',
      ]);
      const now = screen.getByRole('region', { name: 'Do these things now' });
      expect(within(now).getAllByRole('listitem')).toHaveLength(3);
      expect(now).toHaveTextContent(/I do not consent to a search/);
      const rights = screen.getByRole('region', { name: 'Your rights at the door, and beyond' });
      expect(within(rights).getAllByRole('heading', { level: 3 })[1]).toHaveTextContent(
        'Keep the door closed, and ask to see the warrant',
      );
      // ICE's claim to enter with its own warrant follows at once, so no one reads the first alone.
      expect(within(rights).getAllByRole('heading', { level: 3 })[2]).toHaveTextContent(
        'ICE says it may force its way in with its own warrant',
      );
      // The warning ends with what to do.
      expect(rights).toHaveTextContent(/Keep going to them: carry the words above/);
      // A right known only from reports says so, and links both reports.
      const memo = within(rights)
        .getByRole('heading', { level: 3, name: /ICE says it may force its way in/ })
        .closest('div') as HTMLElement;
      expect(memo).toHaveTextContent(/Second-hand: the owner’s own page was not in reach/);
      expect(within(memo).getAllByRole('link', { name: /report:/ })).toHaveLength(2);
    });

    it('links to related challenges, the library for this topic and its services', async () => {
      render(<ChallengePage challenge={challenges['mental-health']} />);

      const related = await screen.findByRole('region', { name: 'Related' });
      const hrefs = within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toContain('/challenges/loved-one');
      expect(hrefs).toContain('/library?challenge=mental-health');
      expect(hrefs).toContain('/resources?challenge=mental-health');
    });
  });

  describe('given a guided activity', () => {
    it('shows the first step of its check-in', async () => {
      render(<ChallengePage challenge={challenges['health-challenge']} />);

      expect(
        await screen.findByRole('group', { name: 'What kind of care do you need?' }),
      ).toBeInTheDocument();
    });
  });

  describe('given a link component', () => {
    it('renders the page’s own links through it', async () => {
      function RouterLink({ href, children }: LinkProps) {
        return (
          <a href={href} data-router-link="">
            {children}
          </a>
        );
      }
      render(<ChallengePage challenge={challenges.immigration} linkComponent={RouterLink} />);
      const related = await screen.findByRole('region', { name: 'Related' });
      for (const link of within(related).getAllByRole('link')) {
        if (link.getAttribute('href')?.startsWith('/')) {
          expect(link).toHaveAttribute('data-router-link');
        }
      }
      expect(screen.getByRole('link', { name: 'All resources' })).toHaveAttribute(
        'data-router-link',
      );
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
    it.each(['mental-health', 'legal', 'discrimination'] as const)(
      'has no axe violations on the %s hub',
      async (slug) => {
        const { container } = render(
          <main>
            <ChallengePage challenge={challenges[slug]} />
          </main>,
        );
        await screen.findByRole('heading', { level: 2, name: 'What this can look like' });
        const results = await axe.run(container, {
          // jsdom does no layout or painting, so axe cannot compute colors; contrast is
          // checked in the browser (Storybook's a11y addon, e2e) instead.
          rules: { 'color-contrast': { enabled: false } },
        });
        expect(results.violations).toEqual([]);
      },
    );
  });
});
