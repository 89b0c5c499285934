// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chosenLanguage, LANGUAGE_KEY } from './language-choice';
import { SPANISH_HELP_PATH } from './language';
import { spanishPathOf } from './spanish-paths';
import { showSpanishOffer as show } from './spanish-offer';

const showSpanishOffer = (doc: Document, languages: string[]) =>
  show(spanishPathOf, doc, languages);

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = '<div id="root"><main><h1>Page</h1></main></div>';
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the offer to read in Spanish (issue 25)', () => {
  it('shows one line in Spanish after the page (a bar at the bottom), to the Spanish version of this page', () => {
    window.history.replaceState(null, '', '/get-help');
    const offer = showSpanishOffer(document, ['es-MX', 'en']);
    expect(offer).not.toBeNull();
    expect(offer?.lang).toBe('es');
    expect(offer?.previousElementSibling?.id).toBe('root');
    const link = offer?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/es/get-help');
    expect(link?.textContent).toBe('Ver esta página en español');
    expect(offer?.textContent).toContain('¿Prefiere leer en español?');
  });

  it('offers the Spanish help page on a page not yet in Spanish', () => {
    window.history.replaceState(null, '', '/staff');
    const link = showSpanishOffer(document, ['es'])?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(SPANISH_HELP_PATH);
    expect(link?.textContent).toBe('Ayuda en español');
  });

  it('is dismissed with "No, gracias", which remembers English, and then never shows again', () => {
    const offer = showSpanishOffer(document, ['es']);
    offer?.querySelector('button')?.click();
    expect(document.querySelector('.web-spanish-offer')).toBeNull();
    expect(chosenLanguage()).toBe('en');
    expect(showSpanishOffer(document, ['es'])).toBeNull();
  });

  it('is not shown to a browser that prefers English, after Spanish was chosen, or on a Spanish page', () => {
    expect(showSpanishOffer(document, ['en-US', 'es'])).toBeNull();
    localStorage.setItem(LANGUAGE_KEY, 'es');
    expect(showSpanishOffer(document, ['es'])).toBeNull();
    localStorage.clear();
    document.documentElement.lang = 'es';
    expect(showSpanishOffer(document, ['es'])).toBeNull();
  });
});
