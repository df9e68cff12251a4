import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

/**
 * CSV exports for spreadsheets: csv-stringify does the quoting; this adds what spreadsheets need
 * on top. A cell beginning with =, +, -, @, tab or carriage return is a formula to Excel, Calc and
 * Sheets (OWASP "CSV injection"), so it gets a leading apostrophe and stays text. The file starts
 * with a UTF-8 byte order mark, without which Excel reads UTF-8 as the local code page and garbles
 * every non-Latin name.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvColumn<T> {
  key: keyof T & string;
  header: string;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return escapeCsvCell(typeof value === 'string' ? value : String(value as number | boolean));
}

/**
 * Streams `rows` as a CSV download: one row is read from the source as the client takes the file
 * (back-pressure through the pipeline), so an export never holds a whole table in memory.
 */
export async function streamCsv<T extends object>(
  res: Response,
  filename: string,
  columns: ReadonlyArray<CsvColumn<T>>,
  rows: AsyncIterable<T>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) {
        const record = row as Record<string, unknown>;
        yield columns.map((column) => cell(record[column.key]));
      }
    })(),
  );
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
  });
  await pipeline(source, csv, res);
}
