import { allPaths, indexablePaths, siteRoutes } from './index';

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
});
