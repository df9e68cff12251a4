import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLIENT_DIST, readClientAssets, ROOT_DIR, SSR_ENTRY } from '../../src/ssr/client-renderer';
import type { ServerEntry } from '../../src/ssr/render-contract';

/**
 * What the server takes from the build (dist/, written by `node scripts/build.mjs`): the server
 * entry and what it exports, the client entry, the stylesheet and a chunk for every route module,
 * found through Vite's manifest. A Vite or React Router upgrade that moves any of them fails here
 * by name (client/lib/ssr/react-router-glue.spec.ts holds what the glue takes from React Router).
 */
describe('the build the server runs from', () => {
  it('has the server entry, with everything the server calls', async () => {
    expect(existsSync(SSR_ENTRY)).toBe(true);
    const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as Record<string, unknown>;
    const calls: (keyof ServerEntry)[] = [
      'render',
      'renderErrorPage',
      'sitemapXml',
      'robotsTxt',
      'sitePaths',
      'search',
      'indexPublished',
      'clearRenderCache',
    ];
    expect(calls.filter((name) => typeof entry[name] !== 'function')).toEqual([]);
  });

  it('lists the client entry, the stylesheet and a chunk for every route module', async () => {
    const assets = await readClientAssets();
    expect(existsSync(join(CLIENT_DIST, assets.entry))).toBe(true);
    expect(assets.preload.filter((file) => !existsSync(join(CLIENT_DIST, file)))).toEqual([]);
    expect(assets.styles?.length).toBeGreaterThan(10_000);
    expect(existsSync(join(CLIENT_DIST, assets.stylesheet!))).toBe(true);
    const modules = readdirSync(join(ROOT_DIR, 'client', 'routes', 'modules'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((name) => !assets.routes[name])).toEqual([]);
  });

  it('keeps no page the render cache was cleared under while it rendered', async () => {
    const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as ServerEntry;
    const base = {
      appUrl: 'http://127.0.0.1:1',
      assets: await readClientAssets(),
      contact: { email: 'contact@example.com' },
      renderCache: true,
    };
    const request = {
      url: '/courses/tattvabodha',
      method: 'GET',
      nonce: 'bm9uY2Vub25jZW5vbmNl',
      headers: {},
      requestId: 'build-glue',
    };
    entry.clearRenderCache();
    // Content is published (the cache cleared) while the page renders: its styles are matched
    // after the render began.
    const cleared = await entry.render(request, {
      ...base,
      pageStyles: () => {
        entry.clearRenderCache();
        return Promise.resolve({ text: '' });
      },
    });
    expect(cleared.shared).toBeUndefined();
    expect(cleared.html).toContain('nonce="bm9uY2Vub25jZW5vbmNl"');
    // Rendered again, without the clear, it is kept and shared.
    expect((await entry.render(request, base)).shared).toBeDefined();
    expect((await entry.render(request, base)).shared).toBeDefined();
    entry.clearRenderCache();
  });
});
