import { describe, expect, it } from 'vitest';
import { fillMessage, linkWords } from './i18n-links';
import { loadChallengesLocale } from './i18n';
import { messages as en } from './locales/links/en';
import { messages as es } from './locales/links/es';

describe("the buttons' words, read without @lingui/core", () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('are all text and plain placeholders in %s, so every one is read in full', (_, messages) => {
    for (const [id, message] of Object.entries(messages))
      expect([id, fillMessage(message, { number: '988' })]).toEqual([id, expect.any(String)]);
  });

  it('fill in the number, in English until Spanish is loaded, then in Spanish', async () => {
    expect(linkWords('es')._('contact.call', { number: '988' })).toBe('Call 988');
    await loadChallengesLocale('es');
    expect(linkWords('es')._('contact.call', { number: '988' })).toBe('Llame al 988');
    expect(linkWords('es')._('contact.text', { number: '741741' })).toBe(
      'Mensaje de texto al 741741',
    );
    expect(linkWords('en')._('contact.website')).toBe('Website');
  });

  it('refuse a message with a plural rather than show it half read', () => {
    expect(fillMessage([['count', 'plural', { one: ['#'], other: ['#'] }]], {})).toBeUndefined();
  });
});
