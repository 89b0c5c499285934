// CSV for the team's exports (staff-export): RFC 4180 text, safe to open in a spreadsheet, streamed
// page by page so an export of any length holds one page of rows in memory at a time.

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * that some spreadsheets strip before doing so). OWASP "CSV Injection"
 * (https://owasp.org/www-community/attacks/CSV_Injection): a cell beginning with =, +, -, @, tab
 * or carriage return is prefixed with a single quote, so it is shown as text and never run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formula injection, then quoted as RFC 4180 asks. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  // RFC 4180 §2.6-2.7: a field holding a comma, a double quote or a line break is enclosed in
  // double quotes, and a double quote inside it is written twice.
  if (/[",\r\n]/.test(text)) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One record, ended by CRLF (RFC 4180 §2.1). */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A text/csv body read page by page: the header first, then each page as it is asked for. The
 * stream pulls the next page only when its reader wants more (a highWaterMark of one chunk), so
 * a slow download never makes the function read ahead and the whole export is never in memory.
 * `nextPage` gets the last row of the previous page (undefined for the first) for keyset
 * pagination, and an empty page ends the stream.
 */
export function csvStream<Row>({
  columns,
  nextPage,
  toCells,
}: {
  columns: readonly string[];
  nextPage: (after: Row | undefined) => Promise<readonly Row[]>;
  toCells: (row: Row) => readonly unknown[];
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  let last: Row | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(csvRow(columns)));
          return;
        }
        const rows = await nextPage(last);
        if (rows.length === 0) {
          controller.close();
          return;
        }
        last = rows[rows.length - 1];
        controller.enqueue(encoder.encode(rows.map((row) => csvRow(toCells(row))).join('')));
      },
    },
    { highWaterMark: 1 },
  );
}
