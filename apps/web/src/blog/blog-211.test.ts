import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../content/blog/', import.meta.url);
const posts = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(new URL(name, dir), 'utf8') }));
const mentions211 = posts.filter((post) => /(^|[^\d-])211(?![\d.-])/m.test(post.text));

describe('blog posts that give 211', () => {
  it('are found', () => {
    expect(mentions211.length).toBeGreaterThanOrEqual(4);
  });

  it.each(mentions211.map((post) => [post.name, post.text] as const))(
    '%s says how texting 211 works and that hours vary',
    (_name, text) => {
      expect(text).toMatch(/text your ZIP code to \**898-211/);
      expect(text).toMatch(/hours (and services )?depend on where you live/i);
      expect(text).not.toMatch(/(call or )?text 211\b/i);
    },
  );
});
