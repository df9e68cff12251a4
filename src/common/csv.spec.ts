import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import { escapeCsvCell, streamCsv, type CsvColumn } from './csv';

/** A writable standing in for Express's response: collects the bytes and the headers. */
function fakeResponse() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const headers: Record<string, string> = {};
  Object.assign(stream, {
    status: () => stream,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
  });
  return { res: stream as unknown as Response, headers, bytes: () => Buffer.concat(chunks) };
}

/** RFC 4180 records (quoted fields, doubled quotes, a line break between records). */
function parse(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted || (c !== '"' && c !== ',' && c !== '\r' && c !== '\n')) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else {
      // A line break (LF or CRLF) ends the record.
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (c === '\r') i++;
    }
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

async function* rowsOf<T>(rows: T[]): AsyncIterable<T> {
  for (const row of rows) yield row;
}

describe('escapeCsvCell', () => {
  it.each(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with an apostrophe',
    (value) => {
      expect(escapeCsvCell(value)).toBe(`'${value}`);
    },
  );

  it.each([
    '＝HYPERLINK("http://x")',
    '＋1',
    '－2',
    '＠SUM(A1)',
    '﹦1+1',
    '﹢1',
    '﹣2',
    '﹫SUM(A1)',
    '−2',
  ])('prefixes the look-alike formula start %j too', (value) => {
    expect(escapeCsvCell(value)).toBe(`'${value}`);
  });

  it('leaves other text, numbers and dates as they are', () => {
    expect(escapeCsvCell('（Asha）')).toBe('（Asha）');
    expect(escapeCsvCell('Asha Devi')).toBe('Asha Devi');
    expect(escapeCsvCell('आशा')).toBe('आशा');
    expect(escapeCsvCell(3)).toBe('3');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T08:34:05+05:30');
  });
});

describe('streamCsv', () => {
  interface Row {
    name: string;
    email: string;
    at: Date | null;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Name', value: (row) => row.name },
    { header: 'E-mail', value: (row) => row.email },
    { header: 'Registered', value: (row) => row.at },
  ];

  it('writes a UTF-8 file with a BOM, a header row and formula cells as text', async () => {
    const { res, headers, bytes } = fakeResponse();
    await streamCsv(
      res,
      'interest.csv',
      columns,
      rowsOf([
        { name: '=HYPERLINK("http://x")', email: 'a@example.org', at: new Date(0) },
        { name: 'शंकर नारायण', email: 'b@example.org', at: null },
        { name: 'Ānanda, "the joyful"', email: 'c@example.org', at: null },
      ]),
    );
    const file = bytes();
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe('attachment; filename="interest.csv"');
    const records = parse(file.subarray(3).toString('utf8'));
    expect(records).toEqual([
      ['Name', 'E-mail', 'Registered'],
      [`'=HYPERLINK("http://x")`, 'a@example.org', '1970-01-01T05:30:00+05:30'],
      ['शंकर नारायण', 'b@example.org', ''],
      ['Ānanda, "the joyful"', 'c@example.org', ''],
    ]);
  });

  it('reads the rows only as the file is taken (no whole table in memory)', async () => {
    let produced = 0;
    async function* many() {
      for (let i = 0; i < 50_000; i++) {
        produced++;
        yield { name: `n${i}`, email: `${i}@example.org`, at: null };
      }
    }
    const { res } = fakeResponse();
    const paused = new PassThrough({ highWaterMark: 1024 });
    // Nobody reads `paused`: the pipeline must stop pulling rows once its buffers are full.
    Object.assign(paused, { status: () => paused, setHeader: () => undefined });
    void streamCsv(paused as unknown as Response, 'x.csv', columns, many());
    for (let i = 0; i < 200; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(produced).toBeLessThan(5_000);
    void res;
  });
});
