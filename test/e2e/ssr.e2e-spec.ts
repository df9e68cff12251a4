import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { parse, type ChildNode } from 'postcss';
import request from 'supertest';
import { CLIENT_RENDERER, type ClientRenderer } from '../../src/ssr/client-renderer';
import { useStack } from '../helpers/stack';

const SSR_ENTRY = join(__dirname, '../../dist/ssr/entry-server.mjs');

/** The react-router files a Node process has loaded after importing the server-rendering bundle. */
function reactRouterFilesLoaded(nodeEnv: string): string[] {
  const script = [
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    `await import(${JSON.stringify(pathToFileURL(SSR_ENTRY).href)});`,
    "const files = Object.keys(require.cache).filter((file) => file.includes('react-router'));",
    'console.log(JSON.stringify(files));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: nodeEnv },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as string[];
}

describe('server rendering', () => {
  describe("React Router's build", () => {
    it('is the production build under NODE_ENV=production', () => {
      const files = reactRouterFilesLoaded('production');
      expect(files.some((file) => file.includes('/dist/production/'))).toBe(true);
      expect(files.filter((file) => file.includes('/dist/development/'))).toEqual([]);
    });

    it('is the development build otherwise, with its warnings', () => {
      const files = reactRouterFilesLoaded('test');
      expect(files.some((file) => file.includes('/dist/development/'))).toBe(true);
      expect(files.filter((file) => file.includes('/dist/production/'))).toEqual([]);
    });
  });

  describe('a page whose rendering fails', () => {
    let renderer: ClientRenderer;
    let errors: jest.SpyInstance;

    const t = useStack({ smtp: false });

    beforeAll(async () => {
      renderer = t.app.get<ClientRenderer>(CLIENT_RENDERER);
    });

    beforeEach(() => {
      errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    });

    afterEach(() => {
      errors.mockRestore();
      jest.restoreAllMocks();
    });

    /** The reference the page asks the visitor to quote, and the log lines that name it. */
    function reference(html: string): { id: string; logged: string[] } {
      const id = /quote reference <code>([\w-]+)<\/code>/.exec(html)?.[1];
      expect(id).toBeTruthy();
      const logged = errors.mock.calls.map(([message]) => String(message));
      return { id: id!, logged: logged.filter((line) => line.includes(id!)) };
    }

    it("answers the site's error page in its shell, status 500, with a request id it logs", async () => {
      jest.spyOn(renderer, 'render').mockRejectedValue(new Error('the page broke (test)'));
      const res = await request(t.url).get('/about').expect(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(res.text).toContain('<title>Something went wrong');
      // The shell: skip link, header navigation, footer, inlined styles.
      expect(res.text).toContain('Skip to content');
      expect(res.text).toMatch(/<header[\s\S]*<main[\s\S]*<footer/);
      expect(res.text).toContain('<style>');
      // Nothing that could fail again on the visitor's side: no scripts, no route data.
      expect(res.text).not.toContain('<script');
      const { id, logged } = reference(res.text);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('/about');
      expect(logged[0]).toContain('the page broke (test)');
      // Each failure has its own id.
      const again = await request(t.url).get('/about').expect(500);
      expect(reference(again.text).id).not.toBe(id);
    });

    it('still answers an HTML page with the id when the error page fails too', async () => {
      jest.spyOn(renderer, 'render').mockRejectedValue(new Error('the page broke (test)'));
      jest.spyOn(renderer, 'renderErrorPage').mockRejectedValue(new Error('so did the shell'));
      const res = await request(t.url).get('/courses').expect(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toMatch(/^<!DOCTYPE html>/);
      const { logged } = reference(res.text);
      expect(logged.join('\n')).toContain('the page broke (test)');
      expect(logged.join('\n')).toContain('so did the shell');
    });

    it("shows the id on the error page of a route whose loader failed, and logs the route's error", async () => {
      // The contact page's loader reads ?course=: made to throw for this one address.
      const get = URLSearchParams.prototype.get;
      jest.spyOn(URLSearchParams.prototype, 'get').mockImplementation(function (
        this: URLSearchParams,
        name: string,
      ) {
        if (name === 'course' && get.call(this, name) === 'loader-failure-test') {
          throw new Error('the loader broke (test)');
        }
        return get.call(this, name);
      });
      const res = await request(t.url).get('/contact?course=loader-failure-test').expect(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<title>Something went wrong');
      expect(res.text).toContain('Skip to content');
      const { logged } = reference(res.text);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('/contact?course=loader-failure-test');
      expect(logged[0]).toContain('the loader broke (test)');
    });

    it('goes back to normal once rendering works again', async () => {
      const res = await request(t.url).get('/about').expect(200);
      expect(res.text).not.toContain('quote reference');
    });
  });

  describe("a page's styles", () => {
    const t = useStack();
    /** The first inline <style> after the favicon: the site's stylesheet, whole or the page's share. */
    const siteStyles = (html: string) =>
      /<link rel="icon" href="\/favicon\.ico" sizes="48x48"><style>([\s\S]*?)<\/style>/.exec(
        html,
      )?.[1];
    /**
     * Each selector of each rule with its declarations and the groups it sits in, each face and
     * keyframes: what a stylesheet holds, however its rules are grouped.
     */
    const unitKeys = (css: string): string[] => {
      const keys: string[] = [];
      const walk = (nodes: ChildNode[], groups: string) => {
        for (const node of nodes) {
          if (node.type === 'rule') {
            const declarations = node.nodes.map((d) => d.toString().replace(/\s+/g, '')).join(';');
            for (const selector of node.selectors)
              keys.push(`${groups}|${selector}{${declarations}`);
          } else if (node.type === 'atrule' && node.name === 'media') {
            walk(node.nodes ?? [], `${groups}@media ${node.params}`);
          } else if (node.type === 'atrule') {
            keys.push(`${groups}|${node.toString().replace(/\s+/g, '')}`);
          }
        }
      };
      walk(parse(css).nodes, '');
      return keys;
    };
    const appOf = (html: string) =>
      JSON.parse(/window\.__APP__=(.*?);window\./.exec(html)![1]) as {
        assets: { stylesheet?: string; rest?: string; rules?: string };
      };

    it("inlines a visitor's page's own rules, and names the whole sheet for scripts-off visitors", async () => {
      const page = await request(t.url).get('/about').expect(200);
      const own = siteStyles(page.text)!;
      const href = appOf(page.text).assets.stylesheet!;
      expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/);
      // Where scripts are off nothing else would bring it.
      expect(page.text).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
      const sheet = await request(t.url).get(href).expect(200);
      expect(sheet.headers['content-type']).toMatch(/^text\/css/);
      expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The page's share: its own rules and the faces, not the admin area's.
      expect(own.length).toBeLessThan(sheet.text.length / 2);
      expect(own).toContain('.about-photos');
      expect(own).toContain('@font-face{font-family:Inter Fallback;');
      expect(own).not.toContain('.admin-table');
      expect(sheet.text).toContain('.admin-table');
    });

    it('serves the rest of a page’s rules at an address any replica of the build answers', async () => {
      const page = await request(t.url).get('/about').expect(200);
      const own = siteStyles(page.text)!;
      const { stylesheet, rest } = appOf(page.text).assets;
      expect(rest).toMatch(/^\/styles\/app-[\w-]+\/[\w-]+\.css$/);
      const res = await request(t.url).get(rest!).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/css/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toContain('.admin-table');
      expect(res.text).not.toContain('@font-face');
      const sheet = (await request(t.url).get(stylesheet!).expect(200)).text;
      // What the page inlined is not in its rest (of a rule the page used only some selectors of,
      // `.album-card img,.about-photos img`, the rest holds the others, each a rule of its own).
      const ownKeys = unitKeys(own);
      const restKeys = unitKeys(res.text);
      expect(ownKeys.some((key) => key.startsWith('|.about-founder{'))).toBe(true);
      expect(restKeys.filter((key) => ownKeys.includes(key))).toEqual([]);
      // Between them, the page's share and its rest hold every selector of the sheet, once.
      expect([...ownKeys, ...restKeys].sort()).toEqual(unitKeys(sheet).sort());
      // A token of no set of the sheet's rules, or of another build, names nothing.
      await request(t.url)
        .get(`${rest!.replace(/\.css$/, '')}A.css`)
        .expect(404);
      await request(t.url)
        .get(rest!.replace(/app-[\w-]+\//, 'app-0ther/'))
        .expect(404);
      await request(t.url)
        .get(rest!.replace(/[\w-]+\.css$/, '..%2F..%2Fetc.css'))
        .expect(404);
    });

    it('serves the whole sheet’s rules without its faces for the first client-side navigation', async () => {
      const about = appOf((await request(t.url).get('/about').expect(200)).text).assets;
      const courses = appOf((await request(t.url).get('/courses').expect(200)).text).assets;
      expect(about.rules).toMatch(/^\/styles\/app-[\w-]+\/[\w-]+\.css$/);
      expect(courses.rules).toBe(about.rules);
      const res = await request(t.url).get(about.rules!).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const sheet = (await request(t.url).get(about.stylesheet!).expect(200)).text;
      // Every selector of the sheet, each once, and none of its faces (the page inlines them).
      expect(res.text).not.toContain('@font-face');
      expect(unitKeys(res.text).sort()).toEqual(
        unitKeys(sheet)
          .filter((key) => !key.startsWith('|@font-face'))
          .sort(),
      );
    });

    it("inlines the whole sheet in a member's page, rendered for them alone", async () => {
      const { token } = await t.signUp(`styles-${Date.now()}@example.org`, 'Ganga-Ghat-2718-x');
      const page = await request(t.url)
        .get('/dashboard')
        .set('Cookie', `pragya-session=${token}`)
        .expect(200);
      expect(siteStyles(page.text)).toContain('.admin-table');
      expect(appOf(page.text).assets.stylesheet).toBeUndefined();
      expect(appOf(page.text).assets.rest).toBeUndefined();
      expect(page.text).not.toContain('<noscript><link rel="stylesheet"');
    });
  });
});
