import { withPermit } from './with-permit';

function permit() {
  const state = { released: 0 };
  return { state, permit: { release: async () => void state.released++ } };
}

describe('withPermit', () => {
  it('keeps the permit when the work succeeds', async () => {
    const { state, permit: p } = permit();
    await expect(withPermit(Promise.resolve(p), async () => 7)).resolves.toBe(7);
    expect(state.released).toBe(0);
  });

  it('releases the permit on any failure and rethrows the original error', async () => {
    const { state, permit: p } = permit();
    const failure = new Error('code store down');
    await expect(
      withPermit(Promise.resolve(p), async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(state.released).toBe(1);
  });

  it('reports the work error even when releasing fails too', async () => {
    const failure = new Error('send failed');
    const broken = { release: () => Promise.reject(new Error('store down')) };
    await expect(
      withPermit(broken, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });

  it('does not run the work when no permit is granted', async () => {
    let ran = false;
    const refused = Promise.reject(new Error('429'));
    await expect(
      withPermit(refused, async () => {
        ran = true;
      }),
    ).rejects.toThrow('429');
    expect(ran).toBe(false);
  });
});
