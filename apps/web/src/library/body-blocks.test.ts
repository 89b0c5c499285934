import { describe, expect, it } from 'vitest';
import { parseBody } from './body-blocks';

describe('parseBody', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(
      parseBody('Intro line one\nline two.\n\n## Steps\n\n1. First\n2. Second\n\n- A\n- [ ] Box'),
    ).toEqual([
      { type: 'paragraph', text: 'Intro line one line two.' },
      { type: 'heading', text: 'Steps' },
      {
        type: 'list',
        ordered: true,
        items: [
          { text: 'First', checkbox: false },
          { text: 'Second', checkbox: false },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'A', checkbox: false },
          { text: 'Box', checkbox: true },
        ],
      },
    ]);
  });

  it('keeps empty numbered lines of a worksheet as items to write on', () => {
    expect(parseBody('1.\n2.')).toEqual([
      {
        type: 'list',
        ordered: true,
        items: [
          { text: '', checkbox: false },
          { text: '', checkbox: false },
        ],
      },
    ]);
  });

  it('treats markup as plain text', () => {
    expect(parseBody('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('turns a mixed block into a paragraph rather than guessing', () => {
    expect(parseBody('- one\nnot a list')).toEqual([
      { type: 'paragraph', text: '- one not a list' },
    ]);
  });

  it('understands Windows line endings and ignores empty input', () => {
    expect(parseBody('A\r\n\r\nB')).toHaveLength(2);
    expect(parseBody('\n\n  \n')).toEqual([]);
  });
});
