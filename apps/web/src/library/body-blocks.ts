/**
 * The library's body format, read into blocks the page renders as text (never as HTML):
 * paragraphs separated by blank lines, "## " headings, "- " list items, "- [ ] " checklist items
 * and "1. " numbered items. Anything else is a paragraph, so no input can break the page.
 */
export type BodyBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: { text: string; checkbox: boolean }[] };

const BULLET = /^[-*]\s+(.*)$/;
const CHECKBOX = /^\[ \]\s*(.*)$/;
const NUMBERED = /^\d+\.\s*(.*)$/;

export function parseBody(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  const chunks = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    if (lines.length === 1 && first.startsWith('## ')) {
      blocks.push({ type: 'heading', text: first.slice(3).trim() });
      continue;
    }
    const bullets = lines.map((line) => BULLET.exec(line));
    if (bullets.every(Boolean)) {
      blocks.push({
        type: 'list',
        ordered: false,
        items: bullets.map((match) => {
          const text = match?.[1] ?? '';
          const box = CHECKBOX.exec(text);
          return box ? { text: box[1] ?? '', checkbox: true } : { text, checkbox: false };
        }),
      });
      continue;
    }
    const numbered = lines.map((line) => NUMBERED.exec(line));
    if (numbered.every(Boolean)) {
      blocks.push({
        type: 'list',
        ordered: true,
        items: numbered.map((match) => ({ text: match?.[1] ?? '', checkbox: false })),
      });
      continue;
    }
    blocks.push({ type: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}
