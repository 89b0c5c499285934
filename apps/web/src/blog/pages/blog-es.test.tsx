import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { tagCounts } from '../blog-filter';
import { BLOG_POSTS } from '../blog-posts';
import { BLOG_POSTS_ES, BLOG_TAGS_ES } from '../blog-posts-es';
import { isTranslated } from '../blog-posts-es-html';
import BlogSpanishPage from './blog-es';

beforeAll(async () => {
  await loadUiLocale('es');
});

beforeEach(() => {
  window.scrollTo = () => undefined;
});

function renderBlog(path = '/es/blog') {
  const router = createMemoryRouter(
    [
      {
        path: '/es/blog',
        element: (
          <UiLocaleProvider locale="es">
            <main>
              <BlogSpanishPage />
            </main>
          </UiLocaleProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, container: view.container };
}

function shownTitles() {
  const list = screen.queryByRole('list', { name: 'Artículos' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.querySelector('a')?.textContent);
}

describe('the Spanish words of the blog (issue 25)', () => {
  it('give every post a title and summary in Spanish, and nothing for a post that does not exist', () => {
    expect(Object.keys(BLOG_POSTS_ES).sort()).toEqual(BLOG_POSTS.map((post) => post.slug).sort());
    for (const post of BLOG_POSTS) {
      const spanish = BLOG_POSTS_ES[post.slug];
      expect(spanish?.title, post.slug).not.toBe(post.title);
      expect(spanish?.summary, post.slug).not.toBe(post.summary);
      // Every number of the English (a date, an amount, a phone number) is kept.
      const numbers = (text: string) => (text.match(/\d[\d,.-]*\d|\d/g) ?? []).sort();
      expect(numbers(`${spanish?.title} ${spanish?.summary}`), post.slug).toEqual(
        numbers(`${post.title} ${post.summary}`),
      );
    }
  });

  it('name every topic in Spanish', () => {
    expect(Object.keys(BLOG_TAGS_ES).sort()).toEqual(
      tagCounts(BLOG_POSTS)
        .map(({ tag }) => tag)
        .sort(),
    );
  });
});

describe('/es/blog, the blog in Spanish (issue 25)', () => {
  it('lists every post newest first by its Spanish title and summary, each linking its Spanish page', () => {
    const { container } = renderBlog();
    expect(
      screen.getByRole('heading', { level: 1, name: 'El blog de Harbor' }),
    ).toBeInTheDocument();
    expect(shownTitles()).toEqual(BLOG_POSTS.map((post) => BLOG_POSTS_ES[post.slug]?.title));
    const first = BLOG_POSTS[0]!;
    const link = screen.getByRole('link', { name: BLOG_POSTS_ES[first.slug]?.title });
    expect(link).toHaveAttribute('href', `/es/blog/${first.slug}`);
    const article = link.closest('article')!;
    expect(article).toHaveTextContent(BLOG_POSTS_ES[first.slug]!.summary);
    expect(within(article).getByText(`${first.readingMinutes} min de lectura`)).toBeInTheDocument();
    // The date in Spanish: "21 de septiembre de 2026".
    expect(article.querySelector('time')).toHaveAttribute('datetime', first.date);
    expect(article.querySelector('time')?.textContent).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Se muestran los ${BLOG_POSTS.length} artículos.`,
    );
    // A post not yet in Spanish says so beside its title; a translated one does not.
    for (const post of BLOG_POSTS) {
      const heading = screen
        .getByRole('link', { name: BLOG_POSTS_ES[post.slug]?.title })
        .closest('h2');
      if (isTranslated(post.slug)) expect(heading).not.toHaveTextContent('en inglés');
      else expect(heading).toHaveTextContent('(artículo en inglés)');
    }
    expectEnglishLinksMarked(container);
  });

  it('filters by a topic named in Spanish, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderBlog();
    const topics = screen.getByRole('navigation', { name: 'Temas del blog' });
    await user.click(within(topics).getByRole('link', { name: /^vivienda/ }));
    expect(router.state.location.search).toBe('?tag=housing');
    const expected = BLOG_POSTS.filter((post) => post.tags.includes('housing'));
    expect(shownTitles()).toEqual(expected.map((post) => BLOG_POSTS_ES[post.slug]?.title));
    expect(screen.getByRole('status')).toHaveTextContent(
      `${expected.length} artículos sobre vivienda.`,
    );
  });

  it('searches the Spanish words, and says so in Spanish when nothing matches', async () => {
    const user = userEvent.setup();
    renderBlog();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el blog' }), 'renta');
    const withRent = BLOG_POSTS.filter((post) =>
      `${BLOG_POSTS_ES[post.slug]?.title} ${BLOG_POSTS_ES[post.slug]?.summary}`
        .toLowerCase()
        .includes('renta'),
    );
    expect(withRent.length).toBeGreaterThan(0);
    expect(shownTitles()).toEqual(withRent.map((post) => BLOG_POSTS_ES[post.slug]?.title));

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar en el blog' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el blog' }), 'xyzzy');
    expect(
      screen.getByRole('heading', { level: 2, name: 'No encontramos artículos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Borrar la búsqueda y ver todos los artículos' }),
    ).toHaveAttribute('href', '/es/blog');
  });

  it('has no axe violations', async () => {
    const { container } = renderBlog();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
