import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) or that a tab or carriage return
 * lets one start after a separator is written with a leading `'` (OWASP's CSV injection advice), so
 * Excel, LibreOffice and Google Sheets show it as text. Every text cell of every CSV passes here.
 */
export function safeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Rows streamed as CSV (header row first, RFC 4180 quoting by csv-stringify, every text cell through
 * safeCsvCell): the rows are read page by page from `rows` as the client takes them, never all in
 * memory. A failure after the first byte ends the response early (the download fails visibly).
 */
export function csvStream<Row extends Record<string, string>>(
  columns: ReadonlyArray<keyof Row & string>,
  rows: AsyncIterable<Row>,
  onError: (error: Error) => void,
): NodeJS.ReadableStream {
  const csv = stringify({
    header: true,
    columns: [...columns],
    // Windows line ends: what spreadsheet programs write and read everywhere.
    record_delimiter: 'windows',
    cast: { string: safeCsvCell },
  });
  pipeline(Readable.from(rows), csv, (error) => {
    if (error) onError(error);
  });
  return csv;
}
