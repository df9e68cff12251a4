import { nestedDeeperThan } from './request-body';

const arrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ a: 1, b: 'x' }, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });

  it('finds the deep branch among shallow ones, at the limit exactly', () => {
    expect(nestedDeeperThan(arrays(32), 32)).toBe(false);
    expect(nestedDeeperThan(arrays(33), 32)).toBe(true);
    expect(nestedDeeperThan({ a: 1, b: [2], c: { d: arrays(31) } }, 32)).toBe(true);
    expect(nestedDeeperThan({ a: 1, b: [2], c: { d: arrays(30) } }, 32)).toBe(false);
  });

  it('measures a million levels without recursion', () => {
    expect(nestedDeeperThan(arrays(1_000_000), 32)).toBe(true);
  });
});
