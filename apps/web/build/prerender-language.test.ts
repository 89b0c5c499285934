import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { noScriptNoteIn } from './prerender.mjs';

const TEMPLATE = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');

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
