import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { numbersReached } from '../../shared/test/call-links';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { BLOG_POSTS } from '../blog-posts';
import { BLOG_POSTS_ES } from '../blog-posts-es';
import { TRANSLATED_POSTS, isTranslated } from '../blog-posts-es-html';
import BlogPostSpanishPage from './blog-post-es';

beforeAll(async () => {
  await loadUiLocale('es');
});

beforeEach(() => {
  window.scrollTo = () => undefined;
});

/** Renders the Spanish page and waits, inside act, until the post's own chunk has loaded. */
async function renderPost(slug: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/es/blog/:slug',
        element: (
          <UiLocaleProvider locale="es">
            <main>
              <BlogPostSpanishPage />
            </main>
          </UiLocaleProvider>
        ),
      },
    ],
    { initialEntries: [`/es/blog/${slug}`] },
  );
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(<RouterProvider router={router} />);
  });
  return view!;
}

const untranslated = BLOG_POSTS.find((post) => !isTranslated(post.slug));

describe('the posts in Spanish (issue 25)', () => {
  it('are three of the most needed: a first call to a crisis line, immigration scams, rent', () => {
    expect(TRANSLATED_POSTS.map((post) => post.slug).sort()).toEqual([
      'cant-pay-rent-this-month',
      'spotting-immigration-scams',
      'your-first-call-to-a-crisis-line',
    ]);
  });

  it('have the title and summary the Spanish blog lists them by, and their English post’s date and topics', () => {
    for (const post of TRANSLATED_POSTS) {
      const english = BLOG_POSTS.find((each) => each.slug === post.slug);
      expect(post.title, post.slug).toBe(BLOG_POSTS_ES[post.slug]?.title);
      expect(post.summary, post.slug).toBe(BLOG_POSTS_ES[post.slug]?.summary);
      expect(post.date, post.slug).toBe(english?.date);
      expect(post.tags, post.slug).toEqual(english?.tags);
    }
  });
});

describe('/es/blog/:slug (issue 25)', () => {
  it('shows a translated post in Spanish, its English links marked, with 988 in Spanish under it', async () => {
    const { container } = await renderPost('your-first-call-to-a-crisis-line');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: BLOG_POSTS_ES['your-first-call-to-a-crisis-line']?.title,
      }),
    ).toBeInTheDocument();
    const article = container.querySelector('article');
    if (!article) throw new Error('no article');
    expect(await within(article).findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    expect(article).toHaveTextContent(/llame al 988 y marque 2/i);
    expect(article).not.toHaveTextContent('Artículo en inglés');
    expect(screen.getByText('Por el equipo de Harbor')).toBeInTheDocument();
    const help = screen.getByRole('complementary', { name: 'Ayuda ahora' });
    expect(numbersReached(help)).toEqual(['sms:988', 'tel:911', 'tel:988']);
    expectEnglishLinksMarked(container);
  });

  it('shows a post not yet translated by its Spanish title and summary, and links the English post', async () => {
    if (!untranslated) throw new Error('every post is translated');
    const { container } = await renderPost(untranslated.slug);
    expect(
      screen.getByRole('heading', { level: 1, name: BLOG_POSTS_ES[untranslated.slug]?.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Este artículo todavía está solo en inglés.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer el artículo completo' })).toHaveAttribute(
      'href',
      `/blog/${untranslated.slug}`,
    );
    // Its neighbours and topics are the Spanish pages.
    const more = screen.queryByRole('navigation', { name: 'Más artículos' });
    for (const link of more ? within(more).getAllByRole('link') : [])
      expect(link.getAttribute('href')).toMatch(/^\/es\/blog\//);
    for (const link of within(screen.getByRole('list', { name: 'Temas' })).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/es\/blog\?tag=/);
    expectEnglishLinksMarked(container);
  });

  it('says in Spanish that an unknown post is not there, and links the Spanish blog', async () => {
    await renderPost('no-such-post');
    expect(
      screen.getByRole('heading', { level: 1, name: 'No encontramos ese artículo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los artículos' })).toHaveAttribute(
      'href',
      '/es/blog',
    );
  });

  it('has no axe violations', async () => {
    const { container } = await renderPost('spotting-immigration-scams');
    await screen.findAllByRole('heading', { level: 2 });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
