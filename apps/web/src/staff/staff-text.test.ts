import { describe, expect, it } from 'vitest';
import { MAX_NOTE_CHARS, MAX_REPLY_CHARS, textProblem } from './staff-text';

describe('textProblem', () => {
  it('takes plain text up to the limit, markup and emoji included', () => {
    expect(textProblem('Called them back. <b>Done</b> 👍', MAX_NOTE_CHARS, 'note')).toBeNull();
    expect(textProblem('x'.repeat(MAX_REPLY_CHARS), MAX_REPLY_CHARS, 'reply')).toBeNull();
  });

  it('says what is wrong: empty, NUL, half an emoji, too long (by how much)', () => {
    expect(textProblem('  \n ', MAX_NOTE_CHARS, 'note')).toBe('Write the note first.');
    expect(textProblem('', 200, 'subject')).toBe('Give the reply a subject.');
    expect(textProblem('a\u0000b', MAX_NOTE_CHARS, 'note')).toMatch(/null character/);
    expect(textProblem('half \ud83d', MAX_REPLY_CHARS, 'reply')).toMatch(/half of an emoji/);
    expect(textProblem('\udc4d alone', MAX_REPLY_CHARS, 'reply')).toMatch(/half of an emoji/);
    expect(textProblem('x'.repeat(100_000), MAX_NOTE_CHARS, 'note')).toBe(
      'A note can be at most 10,000 characters. This one has 100,000: shorten it by 90,000.',
    );
  });
});
