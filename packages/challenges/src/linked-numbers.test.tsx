import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkNumbers } from './linked-numbers';

function linksIn(text: string): { text: string; href: string }[] {
  const { container } = render(<p>{linkNumbers(text)}</p>);
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll('a')].map((a) => ({
    text: a.textContent ?? '',
    href: a.getAttribute('href') ?? '',
  }));
}

describe('linkNumbers', () => {
  it('makes 988, 911 and 211 one-tap calls, and keeps the words around them', () => {
    expect(
      linksIn('If you feel unsafe, call or text 988 now, or call 911. For food, call 211.'),
    ).toEqual([
      { text: '988', href: 'tel:988' },
      { text: '911', href: 'tel:911' },
      { text: '211', href: 'tel:211' },
    ]);
  });

  it('makes a number to text an sms: link, with its keyword filled in', () => {
    expect(linksIn('text 741741 to reach Crisis Text Line')).toEqual([
      { text: '741741', href: 'sms:741741' },
    ]);
    expect(linksIn('Or text START to 88788.')).toEqual([
      { text: '88788', href: 'sms:88788?&body=START' },
    ]);
  });

  it('makes a short code written with a dash a text, not a call to the number inside it', () => {
    expect(linksIn('Call 211, or text your ZIP code to 898-211 where that works.')).toEqual([
      { text: '211', href: 'tel:211' },
      { text: '898-211', href: 'sms:898211' },
    ]);
  });

  it('makes written US phone numbers calls to the full number', () => {
    expect(linksIn('Call 1-800-799-7233 or (202) 555-0100 or 866-331-9474.')).toEqual([
      { text: '1-800-799-7233', href: 'tel:+18007997233' },
      { text: '(202) 555-0100', href: 'tel:+12025550100' },
      { text: '866-331-9474', href: 'tel:+18663319474' },
    ]);
  });

  it('leaves web addresses, years, hours and other numbers alone', () => {
    expect(
      linksIn('Chat at 988lifeline.org, 24/7, since 2022. Rent is due on the 1st. Form I-9881.'),
    ).toEqual([]);
  });

  it('gives back the text itself when it has no number', () => {
    expect(linkNumbers('Nothing to dial here.')).toBe('Nothing to dial here.');
  });

  it('finds the same numbers to call and to text in Harbor’s Spanish words', () => {
    expect(
      linksIn(
        'Llame o envíe un mensaje de texto al 988. Llame a la National Runaway Safeline al 1-800-786-2929, o envíe un mensaje de texto al 66008.',
      ),
    ).toEqual([
      { text: '988', href: 'tel:988' },
      { text: '1-800-786-2929', href: 'tel:+18007862929' },
      { text: '66008', href: 'sms:66008' },
    ]);
    expect(linksIn('Envíe START al 88788, o envíe LOVEIS al 22522.')).toEqual([
      { text: '88788', href: 'sms:88788?&body=START' },
      { text: '22522', href: 'sms:22522?&body=LOVEIS' },
    ]);
  });

  it('texts the keyword to a three-digit line in Spanish, and keeps a dashed short code whole', () => {
    expect(linksIn('Llame al 988 y marque 2, o envíe AYUDA al 988.')).toEqual([
      { text: '988', href: 'tel:988' },
      { text: '988', href: 'sms:988?&body=AYUDA' },
    ]);
    expect(linksIn('Envíe START al 678-678.')).toEqual([{ text: '678-678', href: 'sms:678678' }]);
  });

  it('does not take a three-digit line out of a longer number', () => {
    expect(linksIn('Línea de la Vida: 800 911 2000. In an emergency, 911.')).toEqual([
      { text: '911', href: 'tel:911' },
    ]);
  });

  it('does not take a capitalised word before "al" for a keyword unless it is sent', () => {
    expect(linksIn('Llame a SAMHSA al 1-800-662-4357.')).toEqual([
      { text: '1-800-662-4357', href: 'tel:+18006624357' },
    ]);
  });
});
