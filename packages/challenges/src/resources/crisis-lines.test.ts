import { describe, expect, it } from 'vitest';
import { CRISIS_LINE_NUMBERS } from './crisis-line-numbers';
import { CRISIS_LINES, INTERNATIONAL_HELPLINES } from './crisis-lines';
import { resources } from './resources';

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('CRISIS_LINES', () => {
  it('has the names and numbers of CRISIS_LINE_NUMBERS, in the same order', () => {
    expect(CRISIS_LINES.map(({ id, name, phone, text }) => ({ id, name, phone, text }))).toEqual(
      CRISIS_LINE_NUMBERS,
    );
  });

  it('starts with emergency services on 911, then 988', () => {
    expect(CRISIS_LINES[0]?.phone?.tel).toBe('911');
    expect(CRISIS_LINES[1]?.name).toBe('988 Suicide & Crisis Lifeline');
    expect(CRISIS_LINES[1]?.phone?.tel).toBe('988');
    expect(CRISIS_LINES[1]?.text?.number).toBe('988');
  });

  it('includes Crisis Text Line and the National Domestic Violence Hotline', () => {
    const names = CRISIS_LINES.map((line) => line.name);
    expect(names).toContain('Crisis Text Line');
    expect(names).toContain('National Domestic Violence Hotline');
  });

  it('gives every line a way to reach it, digits to dial and an https source', () => {
    for (const line of CRISIS_LINES) {
      expect(line.phone ?? line.text, line.name).toBeDefined();
      if (line.phone) expect(line.phone.tel, line.name).toMatch(/^\+?\d+$/);
      if (line.text) expect(line.text.number, line.name).toMatch(/^\+?\d+$/);
      if (line.url) expect(isHttpsUrl(line.url), line.name).toBe(true);
      expect(isHttpsUrl(line.source.url), line.name).toBe(true);
      expect(line.source.quote.trim(), line.name).not.toBe('');
      expect(line.offers.trim(), line.name).not.toBe('');
    }
  });

  it('uses the same numbers as the directory for the same services', () => {
    for (const line of CRISIS_LINES) {
      const match = resources.find((resource) => resource.name === line.name);
      if (!match) continue;
      expect(line.phone?.tel, line.name).toBe(match.phone?.tel);
      expect(line.text?.number, line.name).toBe(match.text?.number);
      expect(line.text?.body, line.name).toBe(match.text?.body);
    }
  });
});

describe('other ways into the crisis lines', () => {
  it('shows the TTY, ASL, videophone, chat and Spanish ways where a line has them', () => {
    const byName = (name: string) => CRISIS_LINES.find((line) => line.name === name);
    const lifeline = byName('988 Suicide & Crisis Lifeline')?.otherWays ?? [];
    expect(lifeline.map((way) => way.kind)).toEqual(
      expect.arrayContaining(['chat', 'asl', 'videophone', 'spanish']),
    );
    expect(lifeline.find((way) => way.kind === 'spanish' && way.phone)?.label).toBe(
      'Llame al 988 y marque 2',
    );
    expect(lifeline.find((way) => way.kind === 'spanish' && way.text)?.text?.body).toBe('AYUDA');
    // The chat link opens the chat, not the Lifeline's home page.
    expect(lifeline.find((way) => way.kind === 'chat')?.url).toBe('https://988lifeline.org/chat');
    const hotline = byName('National Domestic Violence Hotline')?.otherWays ?? [];
    expect(hotline.find((way) => way.kind === 'tty')?.phone?.tel).toBe('+18007873224');
    const textLine = byName('Crisis Text Line')?.otherWays ?? [];
    expect(textLine.some((way) => way.kind === 'spanish' && way.lang === 'es')).toBe(true);
  });

  it('uses the same other ways as the directory for the same services', () => {
    for (const line of CRISIS_LINES) {
      const match = resources.find((resource) => resource.name === line.name);
      if (!match) continue;
      expect(line.otherWays, line.name).toEqual(match.otherWays);
    }
  });
});

describe('INTERNATIONAL_HELPLINES', () => {
  it('points to a directory of helplines by country over https, with a source', () => {
    expect(INTERNATIONAL_HELPLINES.name.trim()).not.toBe('');
    expect(isHttpsUrl(INTERNATIONAL_HELPLINES.url)).toBe(true);
    expect(isHttpsUrl(INTERNATIONAL_HELPLINES.source.url)).toBe(true);
  });
});
