import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { istIso } from './india-time-format';

/** One column of an export: its heading and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * let one through): OWASP's CSV injection list, plus the minus sign.
 */
const FORMULA_START = /^[=+\-@\t\r\u2212]/;

/**
 * A cell's text, safe to open in a spreadsheet: one that would start a formula is prefixed with
 * `'`, which spreadsheets show as text and do not evaluate. The first character is compared in
 * its NFKC form, so look-alikes a spreadsheet may fold into an operator (full-width ＝ ＋ － ＠,
 * the small forms ﹦ ﹢ ﹣ ﹫) are prefixed too. Dates are written in ISO 8601, in India time with
 * its offset (+05:30), as every time the site shows is said in IST.
 */
export function escapeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? istIso(value) : String(value);
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0x20).normalize('NFKC');
  return FORMULA_START.test(text) || FORMULA_START.test(first) ? `'${text}` : text;
}

/**
 * Streams rows as a CSV download: UTF-8 with a byte-order mark (so spreadsheets read non-Latin
 * names right), quoting by csv-stringify, each cell escaped against formula injection. Rows are
 * pulled one at a time with back-pressure, so a whole table is never held in memory; the caller's
 * iterable reads the database in batches.
 */
export async function streamCsv<T>(
  res: Response,
  filename: string,
  columns: CsvColumn<T>[],
  rows: AsyncIterable<T>,
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/"/g, '')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  async function* cells() {
    for await (const row of rows) yield columns.map((column) => escapeCsvCell(column.value(row)));
  }
  const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
  try {
    await pipeline(Readable.from(cells()), csv, res);
  } catch (error) {
    // The status has gone out with the first bytes: cutting the download short is all that is left.
    res.destroy(error as Error);
  }
}
