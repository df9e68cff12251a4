import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Clock } from './clock';
import { RedisRateLimitStore } from './redis-rate-limit.store';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The store semantics shared with the database store (see the e2e rate-limit tests). */
(hasRedis ? describe : describe.skip)('RedisRateLimitStore (real redis-server)', () => {
  let redis: ChildProcess;
  let store: RedisRateLimitStore;
  const clock = new Clock();

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    store = new RedisRateLimitStore(`redis://127.0.0.1:${port}`, clock);
    for (let i = 0; i < 50; i++) {
      try {
        await store.clear();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    await store?.onModuleDestroy();
    redis?.kill();
  });

  it('counts hits in a fixed window and blocks past the limit', async () => {
    const first = await store.increment('k1', 60_000, 2, 30_000);
    expect(first).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 60 });
    expect((await store.increment('k1', 60_000, 2, 30_000)).isBlocked).toBe(false);
    const third = await store.increment('k1', 60_000, 2, 30_000);
    expect(third).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    clock.advance(31_000);
    // The block is over but the window still holds the old hits.
    expect((await store.increment('k1', 60_000, 2, 30_000)).isBlocked).toBe(true);
    clock.advance(61_000);
    expect(await store.increment('k1', 60_000, 2, 30_000)).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('without a block period, refuses only until the window ends; release gives a hit back', async () => {
    expect((await store.increment('k2', 60_000, 1, 0)).totalHits).toBe(1);
    expect((await store.increment('k2', 60_000, 1, 0)).totalHits).toBe(2);
    await store.release('k2');
    await store.release('k2');
    expect((await store.increment('k2', 60_000, 1, 0)).totalHits).toBe(1);
    await store.clear();
    expect((await store.increment('k2', 60_000, 1, 0)).totalHits).toBe(1);
  });
});
