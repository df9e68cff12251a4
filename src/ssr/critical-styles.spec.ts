import { Logger } from '@nestjs/common';
import { criticalStyles, type PageStyles } from './critical-styles';
import { StyleUnits } from './style-units';

const SHEET =
  "@font-face{font-family:Inter;src:url(/fonts/inter.woff2) format('woff2')}" +
  ':root{--ink:#222}' +
  ':root:has(meta[name=web-fonts]){--font-sans:Inter}' +
  'body{margin:0}' +
  ':focus-visible{outline:3px solid}' +
  '.card{padding:1rem}' +
  '.card:hover{color:navy}' +
  '.admin-table{width:100%}' +
  '@media (min-width:640px){.card{padding:2rem}.admin-table{width:50%}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}' +
  '.spinner{animation:spin 1s}' +
  '@keyframes fade{to{opacity:0}}' +
  '.gone{animation:fade 1s}';

const PAGE =
  '<html lang="en"><head><style data-precedence="default" data-href="blog">.article{color:red}.unused{color:blue}</style></head>' +
  '<body><main><div class="card"><span class="spinner"></span></div></main></body></html>';

const restOf = (sheet: string) => {
  const units = new StyleUnits(sheet);
  return { units, address: (token: string) => `/styles/app/${token}.css` };
};

describe('criticalStyles (a page’s own rules of the stylesheet)', () => {
  const rest = restOf(SHEET);
  const cut = criticalStyles(SHEET, rest);
  const ownRules = async (html: string) => (await cut(html)).text;

  it('keeps the rules the page’s HTML uses, with their states and media queries', async () => {
    const css = await ownRules(PAGE);
    expect(css).toContain('.card{padding:1rem}');
    expect(css).toContain('.card:hover{color:navy}');
    expect(css).toMatch(/@media \(min-width:640px\)\{\.card\{padding:2rem\}\}/);
    expect(css).toContain('body{margin:0}');
    expect(css).toContain(':root{--ink:#222}');
    expect(css).toContain(':focus-visible{outline:3px solid}');
  });

  it('leaves out the rules of other pages, and keyframes nothing kept runs', async () => {
    const css = await ownRules(PAGE);
    expect(css).not.toContain('admin-table');
    expect(css).not.toContain('fade');
    expect(css).toContain('@keyframes spin');
  });

  it('keeps every face and the rule the web-fonts meta switches on before the first paint', async () => {
    const css = await ownRules(PAGE);
    expect(css.startsWith('@font-face{font-family:Inter;')).toBe(true);
    expect(css).toContain('web-fonts');
  });

  it('names the rest of the sheet: every rule the page left out, and none it inlined', async () => {
    const page: PageStyles = await cut(PAGE);
    const token = /^\/styles\/app\/([\w-]+)\.css$/.exec(page.rest ?? '')?.[1];
    const others = rest.units.sheetOf(token!);
    expect(others).toBe(
      '.admin-table{width:100%}@media (min-width:640px){.admin-table{width:50%}}' +
        '@keyframes fade{to{opacity:0}}.gone{animation:fade 1s}',
    );
  });

  it('names every rule of the sheet but its faces, which the page carries already', async () => {
    const page = await cut(PAGE);
    const token = /^\/styles\/app\/([\w-]+)\.css$/.exec(page.rules ?? '')?.[1];
    expect(rest.units.sheetOf(token!)).toBe(SHEET.replace(/@font-face\{[^}]*\}/, ''));
    // The same address on every page: the browser loads it once.
    expect((await cut('<body><p class="admin-table">')).rules).toBe(page.rules);
  });

  it('gives a page with a <style> of its own in its body its share, not the whole sheet', async () => {
    const page = await cut(
      '<body><style>.pr-page{color:red}.card{margin:0}</style><div class="card pr-page"></div></body>',
    );
    expect(page.rest).toMatch(/^\/styles\/app\/[\w-]+\.css$/);
    expect(page.text).toContain('.card{padding:1rem}');
    expect(page.text).not.toContain('pr-page');
  });

  it('leaves a selector it cannot evaluate to the rest', async () => {
    const sheet = '.card{padding:1rem}.x:unknown-pseudo(){color:red}';
    const own = criticalStyles(sheet, restOf(sheet));
    const page = await own('<body><p class="card">');
    expect(page.text).toBe('.card{padding:1rem}');
    expect(page.rest).toMatch(/^\/styles\/app\/[\w-]+\.css$/);
  });

  it('gives a page whose cut cannot be told from the rest every rule, and no rest', async () => {
    const units = new StyleUnits(SHEET);
    // Pages' cuts only: the address of every rule is named once, as the function is made.
    const own = criticalStyles(SHEET, { units, address: () => '/unused' });
    jest.spyOn(units, 'restOf').mockReturnValue(undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await expect(own(PAGE)).resolves.toEqual({ text: SHEET });
    await expect(own(PAGE)).resolves.toEqual({ text: SHEET });
    // Said once, not for every page; and not kept, so the same page is matched again.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(units.restOf).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatch(/inlines the whole stylesheet/);
    warn.mockRestore();
  });

  it('reads the body only: the page’s own hoisted <style> elements are not its business', async () => {
    const css = await ownRules(PAGE);
    expect(css).not.toContain('.article');
    expect(css).not.toContain('.unused');
  });

  it('matches a body once: the same HTML again, even in another head, gets the same share', async () => {
    const units = new StyleUnits(SHEET);
    const own = criticalStyles(SHEET, { units, address: (token) => `/styles/app/${token}.css` });
    const restOfPage = jest.spyOn(units, 'restOf');
    const first = await own(PAGE);
    const again = await own(PAGE.replace('data-href="blog"', 'data-href="other"'));
    expect(again).toBe(first);
    expect(restOfPage).toHaveBeenCalledTimes(1);
    // Asked for at once, a new body is matched once.
    const body = '<body><span class="spinner"></span></body>';
    const [a, b] = await Promise.all([own(body), own(body)]);
    expect(b).toBe(a);
    expect(restOfPage).toHaveBeenCalledTimes(2);
    // Other HTML is matched for itself.
    const other = await own('<body><div class="admin-table"></div></body>');
    expect(other.text).toContain('.admin-table{width:100%}');
    expect(restOfPage).toHaveBeenCalledTimes(3);
  });
});
