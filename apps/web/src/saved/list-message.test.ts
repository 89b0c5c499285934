import type { Resource } from '@harbor-help/challenges';
import { describe, expect, it } from 'vitest';
import { mailtoShareHref, serviceLines, shareText, smsShareHref } from './list-message';

const base = {
  offers: 'Help.',
  forWhom: 'Anyone.',
  kinds: ['hotline'],
  challenges: ['poverty'],
  source: { url: 'https://example.org', checked: '2026-11-25', quote: 'Call.' },
} as const;

const lifeline: Resource = {
  ...base,
  id: '988-lifeline',
  name: '988 Suicide & Crisis Lifeline',
  phone: { display: '988', tel: '988' },
  text: { display: '988', number: '988' },
  url: 'https://988lifeline.org',
};
const textLine: Resource = {
  ...base,
  id: 'crisis-text-line',
  name: 'Crisis Text Line',
  text: { display: 'Text HOME to 741741', number: '741741', body: 'HOME' },
  url: 'http://not-secure.example',
};
const dial: Resource = {
  ...base,
  id: '211',
  name: '211 (food, rent & bills)',
  phone: { display: 'Dial 211', tel: '211' },
};

describe('the message', () => {
  it('lists each service’s name, how to call and text it, and its https address', () => {
    expect(serviceLines(lifeline)).toEqual([
      '988 Suicide & Crisis Lifeline',
      'Call 988',
      'Text 988',
      'https://988lifeline.org',
    ]);
    // The line's own words, and no address that is not https.
    expect(serviceLines(textLine)).toEqual(['Crisis Text Line', 'Text HOME to 741741']);
    expect(serviceLines(dial)).toEqual(['211 (food, rent & bills)', 'Dial 211']);
  });

  it('puts a title first and a blank line between services', () => {
    expect(shareText([lifeline, dial])).toBe(
      'Services I saved:\n\n988 Suicide & Crisis Lifeline\nCall 988\nText 988\nhttps://988lifeline.org\n\n211 (food, rent & bills)\nDial 211',
    );
  });
});

describe('the links', () => {
  it('an sms: link with the whole message encoded as its body, and no one to send to', () => {
    const href = smsShareHref(shareText([lifeline, dial]));
    expect(href.startsWith('sms:?&body=')).toBe(true);
    expect(href).not.toMatch(/[\s&](?!body=)/);
    expect(href).toContain('988%20Suicide%20%26%20Crisis%20Lifeline%0ACall%20988');
    expect(href).toContain('211%20(food%2C%20rent%20%26%20bills)');
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(shareText([lifeline, dial]));
  });

  it('a mailto: link with a subject and the message, its lines as CRLF', () => {
    const text = shareText([lifeline]);
    const href = mailtoShareHref(text);
    expect(href).toMatch(/^mailto:\?subject=My%20list%20of%20services&body=/);
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe(text.replace(/\n/g, '\r\n'));
    expect(href).toContain('%0D%0ACall%20988%0D%0A');
    expect(href).not.toContain('+');
  });
});
