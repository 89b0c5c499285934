import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, usePageMeta, usePageTitle } from './use-page-title';

const metaContent = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

function TitledPage({ title, description }: { title: string | null; description?: string }) {
  usePageTitle(title, description);
  return null;
}

function Article() {
  usePageMeta({ title: 'Asking for help', description: 'How to ask.', type: 'article' });
  return null;
}

describe('usePageTitle', () => {
  it('names the page before the site, and the home page by the site alone', () => {
    const { rerender } = render(<TitledPage title="About" />);
    expect(document.title).toBe('About — Harbor');
    rerender(<TitledPage title={null} />);
    expect(document.title).toBe('Harbor');
  });

  it("sets the page's own meta description, and the site's when it has none", () => {
    const { rerender } = render(
      <TitledPage title="FAQ" description="Answers to common questions." />,
    );
    expect(metaContent('meta[name="description"]')).toBe('Answers to common questions.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    rerender(<TitledPage title="Contact" />);
    expect(metaContent('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('usePageMeta', () => {
  it('sets the Open Graph title, description and type for link previews', () => {
    render(<Article />);
    expect(metaContent('meta[property="og:title"]')).toBe('Asking for help — Harbor');
    expect(metaContent('meta[property="og:description"]')).toBe('How to ask.');
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="og:site_name"]')).toBe('Harbor');
  });
});
