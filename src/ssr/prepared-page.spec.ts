import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preparePage, scriptHash } from './prepared-page';

const N = '__NONCE__';
const template =
  `<!DOCTYPE html><html><head><script nonce="${N}">faces()</script>` +
  `<script type="application/ld+json" nonce="${N}">{"@type":"Thing"}</script></head>` +
  `<body><p>Ātmā</p><script type="module" src="/assets/x.js"></script>` +
  `<script nonce="${N}">window.__APP__={"a":"\\u003c/script>"};start()</script></body></html>`;

describe('a cached page prepared once', () => {
  it('drops the nonces and allows each script that runs by the hash of its text', () => {
    const page = preparePage(template, N)!;
    const html = page.identity.toString();
    expect(html).not.toContain('nonce');
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(page.scriptSources).toBe(
      `'sha256-${sha('faces()')}' 'sha256-${sha('window.__APP__={"a":"\\u003c/script>"};start()')}'`,
    );
    expect(scriptHash('faces()')).toBe(`'sha256-${sha('faces()')}'`);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
  });

  it('makes its brotli bytes off the server’s thread', async () => {
    const page = preparePage(template, N)!;
    expect(page.br).toBeUndefined();
    for (let i = 0; i < 100 && !page.br; i++) await new Promise((r) => setTimeout(r, 10));
    expect(brotliDecompressSync(page.br!).toString()).toBe(page.identity.toString());
  });

  it('allows only the scripts the server wrote: one that came in with stored HTML stays blocked', () => {
    const stored = template.replace(
      '<p>Ātmā</p>',
      '<div class="article-body"><script>steal()</script></div>',
    );
    const page = preparePage(stored, N)!;
    expect(page.identity.toString()).toContain('<script>steal()</script>');
    expect(page.scriptSources).not.toContain(scriptHash('steal()'));
    expect(page.scriptSources.split(' ')).toHaveLength(2);
  });

  it('is not prepared when a script of its own would reach the browser’s hash altered', () => {
    expect(preparePage(template.replace('faces()', 'faces()\r\n'), N)).toBeUndefined();
  });

  it('is not prepared when the nonce stands elsewhere, or when no script runs', () => {
    expect(preparePage(`${template}<meta content="${N}">`, N)).toBeUndefined();
    expect(preparePage('<!DOCTYPE html><p>no script</p>', N)).toBeUndefined();
  });
});
