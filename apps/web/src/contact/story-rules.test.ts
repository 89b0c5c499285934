import { describe, expect, it } from 'vitest';
import { toStoryRow, validateStory, type StoryValues } from './story-rules';

const valid: StoryValues = {
  name: '',
  email: '',
  story: 'Last winter I lost my job and then my flat.',
  consent: true,
  showName: false,
};

describe('validateStory', () => {
  it('accepts an anonymous story with consent', () => {
    expect(validateStory(valid)).toEqual({});
  });

  it('asks for the story, and not for permission to publish it', () => {
    expect(validateStory({ ...valid, story: '  ', consent: false })).toEqual({
      story: 'Write your story here.',
    });
    expect(validateStory({ ...valid, consent: false })).toEqual({});
  });

  it('sends a story without permission to the team only', () => {
    expect(toStoryRow({ ...valid, consent: false }).consent_to_publish).toBe(false);
  });

  it('asks for a little more than a few words', () => {
    expect(validateStory({ ...valid, story: 'It was hard.' }).story).toBe(
      'Write a little more: at least 20 characters.',
    );
  });

  it('refuses a story over 10,000 characters', () => {
    expect(validateStory({ ...valid, story: 's'.repeat(10_001) }).story).toBe(
      'Your story can be up to 10,000 characters. Please shorten it.',
    );
  });

  it('checks an email only when one is given', () => {
    expect(validateStory({ ...valid, email: 'alex@' }).email).toBe(
      'Enter an email address like name@example.com, or leave it empty.',
    );
    expect(validateStory({ ...valid, email: 'alex@example.com' }).email).toBeUndefined();
    expect(validateStory({ ...valid, email: `${'a'.repeat(244)}@example.org` }).email).toBe(
      'An email address can be up to 254 characters.',
    );
  });
});

describe('toStoryRow', () => {
  it('asks to show the name only with a name and permission to publish', () => {
    expect(toStoryRow({ ...valid, name: 'Rosa', showName: true }).show_name).toBe(true);
    expect(toStoryRow({ ...valid, name: '', showName: true }).show_name).toBe(false);
    expect(toStoryRow({ ...valid, name: 'Rosa', showName: true, consent: false }).show_name).toBe(
      false,
    );
    expect(toStoryRow({ ...valid, name: 'Rosa', showName: false }).show_name).toBe(false);
  });

  it('sends empty optional fields as null and never a status', () => {
    const row = toStoryRow({ ...valid, name: '  ', email: '' });
    expect(row).toEqual({
      name: null,
      email: null,
      story: 'Last winter I lost my job and then my flat.',
      consent_to_publish: true,
      show_name: false,
      language: 'en',
    });
    expect(row).not.toHaveProperty('status');
    expect(toStoryRow(valid, 'es').language).toBe('es');
  });
});
