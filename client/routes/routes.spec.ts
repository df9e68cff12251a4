import { legalPages } from '../content/legal';
import { legalPaths, siteRoutes } from './index';
import { routeModules } from './modules';
import { allPaths, concretePaths, databaseRoutes, indexablePaths } from './paths';

describe('route table', () => {
  it('has one entry per path pattern', () => {
    const patterns = siteRoutes.map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('lists concrete, unique, absolute paths', () => {
    const paths = allPaths();
    expect(paths).toContain('/');
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^:*]*$/);
    expect(indexablePaths().every((path) => paths.includes(path))).toBe(true);
  });

  it('gives every route with parameters its concrete paths', () => {
    for (const route of siteRoutes.filter(({ path }) => !databaseRoutes.has(path))) {
      expect(concretePaths(route).length).toBeGreaterThan(0);
    }
  });

  it('has a route for each legal page of the content', () => {
    expect(legalPages.map((page) => `/${page.slug}`).sort()).toEqual([...legalPaths].sort());
  });

  it('uses every route module', () => {
    const used = new Set(siteRoutes.map((route) => route.module));
    expect(Object.keys(routeModules).filter((name) => !used.has(name as never))).toEqual([]);
  });
});
