import { StyleUnits } from './style-units';

const SHEET =
  '@font-face{font-family:Inter;src:url(/inter.woff2)}' +
  'body{margin:0}' +
  '.card,.tile{padding:1rem}' +
  '.admin{width:100%}' +
  '@media (min-width:640px){.card{padding:2rem}.admin{width:50%}}' +
  '@keyframes fade{to{opacity:0}}';

describe('StyleUnits (the sheet named rule by rule)', () => {
  const units = new StyleUnits(SHEET);
  const rest = (cut: string) => units.sheetOf(units.restOf(cut)!);

  it('names the rules a cut leaves out, in the sheet’s order and media queries, never a face', () => {
    expect(
      rest('body{margin:0}.card,.tile{padding:1rem}@media (min-width:640px){.card{padding:2rem}}'),
    ).toBe(
      '.admin{width:100%}@media (min-width:640px){.admin{width:50%}}@keyframes fade{to{opacity:0}}',
    );
  });

  it('names only the selectors of a rule the cut left out, each as a rule of its own', () => {
    const others = rest('.card{padding:1rem}');
    expect(others).toContain('.tile{padding:1rem}');
    expect(others).not.toContain('.card{padding:1rem}');
  });

  it('names every rule for an empty cut, and none for a cut of the whole sheet', () => {
    expect(rest('')).toBe(
      SHEET.replace(/@font-face\{[^}]*\}/, '').replace(
        '.card,.tile{padding:1rem}',
        '.card{padding:1rem}.tile{padding:1rem}',
      ),
    );
    expect(rest(SHEET)).toBe('');
  });

  it('tells no rest for a cut that is not of this sheet, or out of its order', () => {
    expect(units.restOf('.other{color:red}')).toBeUndefined();
    expect(units.restOf('.admin{width:100%}body{margin:0}')).toBeUndefined();
    expect(units.restOf('.card{padding:3rem}')).toBeUndefined();
  });

  it('keeps every group a rule sits in, nested or not', () => {
    const sheet =
      '@media print{@media (min-width:1px){.b{color:red}.c{color:blue}}}' +
      '@supports (display:grid){.d{display:grid}}.e{color:green}';
    const grouped = new StyleUnits(sheet);
    const cut = '@media print{@media (min-width:1px){.c{color:blue}}}';
    expect(grouped.sheetOf(grouped.restOf(cut)!)).toBe(
      '@media print{@media (min-width:1px){.b{color:red}}}' +
        '@supports (display:grid){.d{display:grid}}.e{color:green}',
    );
    expect(grouped.sheetOf(grouped.restOf('')!)).toBe(sheet);
  });

  it('finds a rule again whatever comments the sheet kept in it', () => {
    const commented = new StyleUnits('.a{/*! kept */color:red}.b{color:blue}');
    expect(commented.sheetOf(commented.restOf('.a{color:red}')!)).toBe('.b{color:blue}');
  });

  it('names nothing in a sheet with nested style rules, which it cannot split', () => {
    const nested = new StyleUnits('.a{color:red;.b{color:blue}}');
    expect(nested.restOf('')).toBeUndefined();
    expect(nested.sheetOf('AQ')).toBeUndefined();
  });

  it('answers only tokens of this sheet', () => {
    const token = units.restOf('body{margin:0}')!;
    expect(units.sheetOf(token)).toBeDefined();
    expect(units.sheetOf(`${token}A`)).toBeUndefined();
    expect(units.sheetOf('../x')).toBeUndefined();
    expect(units.sheetOf('')).toBeUndefined();
    // One rule: a bit past it names nothing.
    const one = new StyleUnits('.a{color:red}');
    expect(one.sheetOf('AQ')).toBe('.a{color:red}');
    expect(one.sheetOf('Aw')).toBeUndefined();
  });
});
