import { escapeCsvCell } from './csv';

describe('escapeCsvCell', () => {
  it.each(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with an apostrophe',
    (value) => {
      expect(escapeCsvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves other text, numbers and dates as they are', () => {
    expect(escapeCsvCell('Asha Devi')).toBe('Asha Devi');
    expect(escapeCsvCell('आशा')).toBe('आशा');
    expect(escapeCsvCell(3)).toBe('3');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});
