import { describe, expect, it } from 'vitest';
import { readingMinutes, renderPostMarkdown, sanitizePostHtml } from './markdown';

describe('renderPostMarkdown in Spanish (issue 25)', () => {
  it('marks the links to pages in English, and leaves the Spanish pages, calls and places alone', () => {
    const html = renderPostMarkdown(
      '[la FTC](https://reportfraud.ftc.gov/) (en inglés), [Ayuda ahora](/es/get-help), [un artículo](/blog/asking-for-help) (en inglés), [llame al 988](tel:988), [arriba](#top)',
      'es',
    );
    expect(html).toContain('<a href="https://reportfraud.ftc.gov/" hreflang="en">la FTC</a>');
    expect(html).toContain('<a href="/blog/asking-for-help" hreflang="en">un artículo</a>');
    expect(html).toContain('<a href="/es/get-help">Ayuda ahora</a>');
    expect(html).toContain('<a href="tel:988">llame al 988</a>');
    expect(html).toContain('<a href="#top">arriba</a>');
  });

  it('still drops what the English posts drop', () => {
    expect(
      renderPostMarkdown('[x](javascript:alert(1)) <script>alert(2)</script>', 'es'),
    ).not.toMatch(/javascript|script/);
  });

  it('marks words in English as a Pandoc span says, inside a link too', () => {
    const html = renderPostMarkdown(
      'La línea [Crisis Text Line]{lang=en} y la [Corporación de Servicios Legales ([Legal Services Corporation]{lang=en})](https://www.lsc.gov/) (en inglés)',
      'es',
    );
    expect(html).toContain('La línea <span lang="en">Crisis Text Line</span> y');
    expect(html).toContain(
      '<a href="https://www.lsc.gov/" hreflang="en">Corporación de Servicios Legales (<span lang="en">Legal Services Corporation</span>)</a>',
    );
  });

  it('lets a span carry a language and nothing else, and escapes its words', () => {
    expect(renderPostMarkdown('[<b>x</b> & y]{lang=en}', 'es')).toBe(
      '<p><span lang="en">x &amp; y</span></p>',
    );
    // Anything but `{lang=xx}` is no span: the words stay as they were written, as text.
    expect(renderPostMarkdown('[x]{lang="en" onclick=alert(1)}', 'es')).toBe(
      '<p>[x]{lang="en" onclick=alert(1)}</p>',
    );
    expect(sanitizePostHtml('<span lang="en" style="color:red" onclick="x()">y</span>')).toBe(
      '<span lang="en">y</span>',
    );
    expect(sanitizePostHtml('<span lang="en&quot; x">y</span>')).toBe('<span>y</span>');
  });

  it('lets no post in English carry an hreflang of its own', () => {
    expect(sanitizePostHtml('<a href="/x" hreflang="es">x</a>')).toBe('<a href="/x">x</a>');
  });
});

describe('renderPostMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderPostMarkdown(
      '## Where to start\n\n- **Call 211** for [local help](https://www.211.org/)\n- *Or* ask a friend',
    );

    expect(html).toContain('<h2>Where to start</h2>');
    expect(html).toContain('<strong>Call 211</strong>');
    expect(html).toContain('<a href="https://www.211.org/">local help</a>');
    expect(html).toContain('<em>Or</em>');
  });

  it('turns a level-1 heading into a level-2 one (the page title is the only h1)', () => {
    expect(renderPostMarkdown('# Big')).toBe('<h2>Big</h2>');
  });

  it('drops a script block and its content', () => {
    const html = renderPostMarkdown('Before\n\n<script>alert("x")</script>\n\nAfter');

    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert');
    expect(html).toContain('Before');
    expect(html).toContain('After');
  });

  it('drops inline HTML with an event handler', () => {
    const html = renderPostMarkdown('A picture <img src="x" onerror="alert(1)"> here');

    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/onerror/i);
  });

  it('drops the href of a javascript: link, keeping its text', () => {
    const html = renderPostMarkdown('[Click me](javascript:alert(1))');

    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('Click me');
  });

  it('drops the href of a data: link', () => {
    expect(renderPostMarkdown('[x](data:text/html;base64,PHNjcmlwdD4=)')).not.toContain('data:');
  });

  it('keeps tel: and mailto: links', () => {
    const html = renderPostMarkdown('[Call 988](tel:988) or [write](mailto:help@example.org)');

    expect(html).toContain('href="tel:988"');
    expect(html).toContain('href="mailto:help@example.org"');
  });

  it('escapes text that looks like markup inside code', () => {
    expect(renderPostMarkdown('Type `<b>` here')).toContain('<code>&lt;b&gt;</code>');
  });
});

describe('sanitizePostHtml', () => {
  it('removes event handlers, styles and frames even from allowed elements', () => {
    const html = sanitizePostHtml(
      '<p onclick="steal()" style="color:red">Hi</p><iframe src="https://evil.test"></iframe><a href="JaVaScRiPt:alert(1)" onmouseover="x()">link</a>',
    );

    expect(html).toBe('<p>Hi</p><a>link</a>');
  });
});

describe('readingMinutes', () => {
  it('is at least one minute for a short text', () => {
    expect(readingMinutes('<p>Just a few words.</p>')).toBe(1);
  });

  it('counts 200 words a minute, rounding up, and ignores tags', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

    expect(readingMinutes(`<p>${words(400)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(401)}</p><ul><li>${words(0)}</li></ul>`)).toBe(3);
  });
});
