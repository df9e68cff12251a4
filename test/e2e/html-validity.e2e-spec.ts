import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import type { SitePath } from '../../src/ssr/render-contract';
import { checkHtml } from '../helpers/html-checker';
import { useStack } from '../helpers/stack';

const ADMIN = `html-${Date.now().toString(36)}@example.org`;

/** The route table's addresses, from the built server entry (the client's code, as the server runs it). */
function sitePaths(): SitePath[] {
  const entry = join(__dirname, '..', '..', 'dist', 'ssr', 'entry-server.mjs');
  const script = `import(process.argv[1]).then((m) => console.log(JSON.stringify(m.sitePaths())))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, entry], { encoding: 'utf8' }));
}

/**
 * Every page of the route table (so a page added to it is checked without a change here), as a
 * visitor sees it and, for the account area, as a signed-in admin sees it, and the 404 page: no
 * error from the W3C Nu HTML Checker.
 */
describe('the HTML of every page', () => {
  const pages = new Map<string, string>();

  const t = useStack({ env: { ADMIN_EMAILS: ADMIN } });

  beforeAll(async () => {
    const { token } = await t.signUp(ADMIN, 'correct horse battery');
    const paths = sitePaths();
    const visits = [
      ...paths.map(({ path }) => ({ path, label: path, cookie: undefined })),
      { path: '/no-such-page', label: '/no-such-page (404)', cookie: undefined },
      ...paths
        .filter(({ signedIn }) => signedIn)
        .map(({ path }) => ({ path, label: `${path} (signed in)`, cookie: token })),
    ];
    for (const { path, label, cookie } of visits) {
      const req = request(t.url).get(path);
      if (cookie) void req.set('Cookie', `pragya-session=${cookie}`);
      const res = await req;
      // A redirect (a private page to a visitor) has no page of its own to check.
      if (res.status >= 300 && res.status < 400) continue;
      expect({ path: label, type: res.type }).toEqual({ path: label, type: 'text/html' });
      pages.set(label, res.text);
    }
  });

  it('covers the sitemap, the account area signed in and the 404 page', () => {
    expect(pages.has('/')).toBe(true);
    expect(pages.has('/login')).toBe(true);
    expect(pages.has('/dashboard (signed in)')).toBe(true);
    expect(pages.has('/admin (signed in)')).toBe(true);
    expect(pages.get('/no-such-page (404)')).toContain('<h1');
  });

  it('has no error in the W3C Nu HTML Checker', async () => {
    const errors = await checkHtml(pages);
    expect(errors).toEqual([]);
  });
});
