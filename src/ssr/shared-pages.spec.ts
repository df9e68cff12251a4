import type { SharedRendering } from './render-contract';
import { SharedPages } from './shared-pages';

function rendering(name: string, variant = 0, variants = 1): SharedRendering {
  return {
    page: { status: 200, template: `<p>${name}</p>`, etag: `"${name}"` },
    placeholder: '__CSP_NONCE__',
    variant,
    variants,
  };
}

describe('SharedPages', () => {
  it('answers an address with what the renderer cached for it, and nothing else', () => {
    const pages = new SharedPages(10);
    const about = rendering('about');
    pages.remember('/about', about);
    expect(pages.pick('/about')).toBe(about);
    expect(pages.pick('/about?x=1')).toBeUndefined();
    expect(pages.pick('/contact')).toBeUndefined();
  });

  it('picks among the variants seen so far, at random, leaving the rest to the renderer', () => {
    const pages = new SharedPages(10);
    const seen = [rendering('home-0', 0, 4), rendering('home-2', 2, 4)];
    for (const variant of seen) pages.remember('/', variant);
    const picks = new Map<SharedRendering | undefined, number>();
    for (let i = 0; i < 400; i++) {
      const pick = pages.pick('/');
      picks.set(pick, (picks.get(pick) ?? 0) + 1);
    }
    expect(new Set(picks.keys())).toEqual(new Set([...seen, undefined]));
  });

  it('ignores a variant number outside the page’s variants', () => {
    const pages = new SharedPages(10);
    pages.remember('/', rendering('home', 5, 3));
    pages.remember('/', rendering('home', -1, 3));
    expect(pages.size).toBe(0);
  });

  it('keeps a bounded number of addresses, dropping the least recently used', () => {
    const pages = new SharedPages(2);
    pages.remember('/a', rendering('a'));
    pages.remember('/b', rendering('b'));
    pages.pick('/a');
    pages.remember('/c', rendering('c'));
    expect(pages.size).toBe(2);
    expect(pages.pick('/b')).toBeUndefined();
    expect(pages.pick('/a')).toBeDefined();
    expect(pages.pick('/c')).toBeDefined();
  });
});
