import { criticalStyles } from './critical-styles';

const SHEET =
  "@font-face{font-family:Inter;src:url(/fonts/inter.woff2) format('woff2')}" +
  ':root{--ink:#222}' +
  ':root:has(meta[name=web-fonts]){--font-sans:Inter}' +
  'body{margin:0}' +
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

describe('criticalStyles (a page’s own rules of the stylesheet)', () => {
  const ownRules = criticalStyles(SHEET);

  it('keeps the rules the page’s HTML uses, with their states and media queries', async () => {
    const css = await ownRules(PAGE);
    expect(css).toContain('.card{padding:1rem}');
    expect(css).toContain('.card:hover{color:navy}');
    expect(css).toMatch(/@media \(min-width:640px\)\{\.card\{padding:2rem\}\}/);
    expect(css).toContain('body{margin:0}');
    expect(css).toContain(':root{--ink:#222}');
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

  it('gives a page it cannot read every rule', async () => {
    const broken = criticalStyles('.card{padding:1rem}.x:unknown-pseudo(){color:red}');
    await expect(broken('<body><p class="card">')).resolves.toContain('.card{padding:1rem}');
  });

  it('reads the body only: the page’s own hoisted <style> elements are not its business', async () => {
    const css = await ownRules(PAGE);
    expect(css).not.toContain('.article');
    expect(css).not.toContain('.unused');
  });
});
