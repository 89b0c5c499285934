import { describe, expect, it } from 'vitest';
import { CRISIS_LINES } from './crisis-lines';
import { resources } from './resources';
import { CONTACT_DISPLAYS_ES, OTHER_WAY_LABELS_ES, RESOURCE_WORDS_ES } from './resources-es';

/** Every run of digits in a text (phone numbers, days, ages), in order. */
const numbers = (text: string) => text.match(/\d+/g) ?? [];

const everyWay = [...resources, ...CRISIS_LINES].flatMap((service) => service.otherWays ?? []);
const everyDisplay = [...resources, ...CRISIS_LINES].flatMap((service) =>
  [service.phone?.display, service.text?.display].filter((display) => display !== undefined),
);

describe("the services' words in Spanish", () => {
  it('cover every service of the directory, and no other', () => {
    expect(Object.keys(RESOURCE_WORDS_ES).sort()).toEqual(resources.map(({ id }) => id).sort());
  });

  it('are translated, and keep every number the English gives', () => {
    for (const resource of resources) {
      const words = RESOURCE_WORDS_ES[resource.id];
      expect([resource.id, words?.offers === resource.offers]).toEqual([resource.id, false]);
      expect([resource.id, words?.forWhom === resource.forWhom]).toEqual([resource.id, false]);
      expect([resource.id, numbers(`${words?.offers} ${words?.forWhom}`).sort()]).toEqual([
        resource.id,
        numbers(`${resource.offers} ${resource.forWhom}`).sort(),
      ]);
    }
  });

  it('give every other way in that is in English a Spanish label with the same numbers', () => {
    const english = [...new Set(everyWay.filter((way) => !way.lang).map((way) => way.label))];
    expect(english.filter((label) => !Object.hasOwn(OTHER_WAY_LABELS_ES, label))).toEqual([]);
    for (const label of english)
      expect(numbers(OTHER_WAY_LABELS_ES[label] ?? '')).toEqual(numbers(label));
    expect(Object.keys(OTHER_WAY_LABELS_ES).filter((label) => !english.includes(label))).toEqual(
      [],
    );
  });

  it('give every call or text sentence ("Dial 988, then press 1") in Spanish, its number and word to send kept', () => {
    const sentences = [
      ...new Set(everyDisplay.filter((display) => /^(call|dial|text)\b/i.test(display))),
    ];
    expect(Object.keys(CONTACT_DISPLAYS_ES).sort()).toEqual(sentences.sort());
    for (const sentence of sentences) {
      const spanish = CONTACT_DISPLAYS_ES[sentence] ?? '';
      expect(numbers(spanish)).toEqual(numbers(sentence));
      for (const word of sentence.match(/\b[A-Z]{3,}\b|"[^"]+"/g) ?? [])
        expect(spanish).toContain(word);
    }
  });
});
