import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOME_DESCRIPTION_ES } from '../src/info/pages/home-es';
import { noScriptNoteIn, shellDocument, spanishHeadIn } from './prerender.mjs';

const TEMPLATE = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');
/** The blog's feed link, as the blog plugin adds it to the built template. */
const RSS_LINK =
  '<link rel="alternate" type="application/rss+xml" title="The Harbor blog" href="/rss.xml">';
const BUILT_TEMPLATE = TEMPLATE.replace('</head>', `  ${RSS_LINK}\n  </head>`);

describe('the no-JavaScript note of every page, in the page’s language (issue 25)', () => {
  it('is in Spanish on a Spanish page, with 988’s Spanish ways in', () => {
    const html = noScriptNoteIn(TEMPLATE, 'es');
    expect(html).toContain('JavaScript está desactivado');
    expect(html).toContain('<a href="sms:988?&amp;body=AYUDA">988</a>');
    expect(html).toContain('<a href="tel:911">911</a>');
    expect(html).not.toContain('JavaScript is off');
    // Only the note changes.
    expect(html.replace(/<noscript>\s*<div class="web-noscript">[\s\S]*?<\/noscript>/, '')).toBe(
      TEMPLATE.replace(/<noscript>\s*<div class="web-noscript">[\s\S]*?<\/noscript>/, ''),
    );
  });

  it('stays as index.html has it on an English page', () => {
    expect(noScriptNoteIn(TEMPLATE, 'en')).toBe(TEMPLATE);
    expect(noScriptNoteIn(TEMPLATE, undefined)).toContain('JavaScript is off');
  });

  it('refuses a template whose note it cannot find, rather than leave English on a Spanish page', () => {
    expect(() => noScriptNoteIn('<html><body></body></html>', 'es')).toThrow(/web-noscript/);
  });
});

describe('the head of a Spanish page (issue 25)', () => {
  it('names the English feed in Spanish (no hreflang: the feed is not the page in English)', () => {
    const html = spanishHeadIn(BUILT_TEMPLATE, 'es');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="El blog de Harbor (en inglés)" href="/rss.xml">',
    );
    expect(html).not.toContain('The Harbor blog');
    expect(spanishHeadIn(BUILT_TEMPLATE, 'en')).toBe(BUILT_TEMPLATE);
  });
});

describe('the page for an unknown path (404.html, es/404.html)', () => {
  const shared = {
    template: BUILT_TEMPLATE,
    entryScript: '<script type="module" src="/x.js"></script>',
  };

  it('sends the visitor to /, in English, without JavaScript', () => {
    const html = shellDocument(shared, { toHome: true });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('content="0; url=/"');
    expect(html).toContain('<a href="/">Go to Harbor\'s home page</a>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('under /es, sends the visitor to /es, in Spanish, with the Spanish no-JavaScript note (issue 25)', () => {
    const html = shellDocument(shared, {
      toHome: true,
      language: 'es',
      description: HOME_DESCRIPTION_ES,
    });
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('content="0; url=/es"');
    expect(html).toContain('<a href="/es">Ir a la página principal de Harbor en español</a>');
    expect(html).toContain('JavaScript está desactivado');
    expect(html).not.toContain('JavaScript is off');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // Its description and the feed's link are in Spanish too.
    expect(html).toContain(`<meta name="description" content="${HOME_DESCRIPTION_ES}" />`);
    expect(html).not.toContain('Harbor is a community');
    expect(html).toContain('title="El blog de Harbor (en inglés)"');
  });
});
