// supabase/functions/_shared/csv.ts: the team's CSV exports are RFC 4180, neutralised against
// spreadsheet formula injection, and read page by page only as the download asks for more.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Csv from '../../../supabase/functions/_shared/csv.js';

// The edge functions' own TypeScript (Deno-style imports with .ts), loaded by path.
const csvSource = fileURLToPath(
  new URL('../../../supabase/functions/_shared/csv.ts', import.meta.url),
);
const { csvCell, csvRow, csvStream } = (await import(/* @vite-ignore */ csvSource)) as typeof Csv;

describe('csvCell', () => {
  it('prefixes a quote to a cell a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe(
      `"'=HYPERLINK(""http://evil.test"",""click"")"`,
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves other text as it is, and writes nothing for null', () => {
    expect(csvCell('Ana María')).toBe('Ana María');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(25)).toBe('25');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, double quotes and line breaks as RFC 4180 asks', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

describe('csvStream', () => {
  const TOTAL = 10_000;
  const PAGE = 500;
  type Row = { n: number; name: string };

  /** A table of TOTAL rows read with keyset pagination, counting the pages asked for. */
  function source() {
    const asked: (number | undefined)[] = [];
    const nextPage = async (after: Row | undefined) => {
      asked.push(after?.n);
      const start = after ? after.n + 1 : 0;
      return Array.from({ length: Math.max(0, Math.min(PAGE, TOTAL - start)) }, (_, i) => ({
        n: start + i,
        name: i === 0 ? '=cmd|" /C calc"!A0' : `name ${start + i}`,
      }));
    };
    return { asked, nextPage };
  }

  it('streams 10,000 rows in pages of 500, each read only when the reader wants more', async () => {
    const { asked, nextPage } = source();
    const stream = csvStream<Row>({
      columns: ['n', 'name'],
      nextPage,
      toCells: (row) => [row.n, row.name],
    });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('n,name\r\n');
    // The header is out and the first page waits for the reader: nothing more was read ahead
    // than the one chunk the stream keeps ready.
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked.length).toBeLessThanOrEqual(1);

    let text = decoder.decode(first.value);
    let chunks = 1;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value);
      // Never more than one page ahead of what the reader has taken.
      expect(asked.length).toBeLessThanOrEqual(chunks);
    }
    expect(asked).toHaveLength(TOTAL / PAGE + 1); // 20 pages and the empty one that ends it
    expect(asked.slice(0, 3)).toEqual([undefined, 499, 999]);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('n,name');
    expect(lines).toHaveLength(TOTAL + 2); // header, rows, and the empty string after the last CRLF
    expect(lines[1]).toBe(`0,"'=cmd|"" /C calc""!A0"`);
    expect(lines[TOTAL]).toBe(`${TOTAL - 1},name ${TOTAL - 1}`);
  });

  it('errors the download when a page cannot be read', async () => {
    const stream = csvStream<Row>({
      columns: ['n'],
      nextPage: () => Promise.reject(new Error('the database went away')),
      toCells: (row) => [row.n],
    });
    await expect(new Response(stream).text()).rejects.toThrow('the database went away');
  });
});
