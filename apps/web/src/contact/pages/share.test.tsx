import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import { STORIES_HEADING } from '../../stories/published-stories';
import SharePage from './share';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

const renderPage = () =>
  renderInRouter(
    <main>
      <SharePage />
    </main>,
    '/share',
  );

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fake.auth = signedOutAuth();
});

describe('/share', () => {
  it("shows the community's stories with one link to them all, and no stories link that leads elsewhere", async () => {
    installFakeSupabase();
    const { container } = renderPage();
    expect(await screen.findByLabelText("Harbor's link")).toHaveValue(`${window.location.origin}/`);
    expect(screen.getByRole('heading', { level: 2, name: STORIES_HEADING })).toBeVisible();

    expect(screen.getByRole('link', { name: 'All stories on one page' })).toHaveAttribute(
      'href',
      '/stories',
    );
    const storiesLinks = screen
      .getAllByRole('link')
      .filter((link) => /stor(y|ies)/i.test(link.textContent ?? ''));
    expect(storiesLinks.map((link) => link.getAttribute('href'))).toEqual(['/stories']);
    expect(screen.getByRole('link', { name: 'How we handle what you share' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });
});
