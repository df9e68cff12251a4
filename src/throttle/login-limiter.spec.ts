import { Logger } from '@nestjs/common';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import { LoginLimiter } from './login-limiter';
import { RateLimitPolicy } from './rate-limit-policy';
import { RateLimiters } from './rate-limiters';
import { freePort as closedPort } from '../../test/helpers/free-port';

/** A Postgres store that cannot be reached (a real pool on a closed port). */
describe('LoginLimiter on an unreachable database', () => {
  let pool: Pool;
  let limiters: RateLimiters;

  beforeAll(async () => {
    pool = new Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      connectionTimeoutMillis: 1000,
    });
    const dataSource = { driver: { master: pool } } as unknown as DataSource;
    limiters = new RateLimiters({} as AppConfig, dataSource, new RateLimitPolicy());
    await limiters.onModuleInit();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    await limiters.onApplicationShutdown();
    await pool.end();
  });

  it('refuses to check (the call answers 503), but never fails a success that is already done', async () => {
    const limiter = new LoginLimiter(limiters, { jwtSecret: 'x'.repeat(32) } as AppConfig);
    await expect(limiter.assertAllowed('a@example.org', '192.0.2.1')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await expect(limiter.clearFailures('a@example.org', '192.0.2.1')).resolves.toBeUndefined();
    await expect(limiter.clearFailures('a@example.org')).resolves.toBeUndefined();
  });
});

describe('LoginLimiter.attempt', () => {
  function limiter() {
    const subject = new LoginLimiter(
      {} as RateLimiters,
      { jwtSecret: 'x'.repeat(32) } as AppConfig,
    );
    const calls: string[] = [];
    jest.spyOn(subject, 'assertAllowed').mockImplementation(async (email, ip) => {
      calls.push(`allowed? ${email} ${ip}`);
      if (email === 'waiting@example.org') throw new Error('429');
    });
    jest.spyOn(subject, 'recordFailure').mockImplementation(async (email, ip) => {
      calls.push(`failed ${email} ${ip}`);
    });
    return { subject, calls };
  }

  it('answers what the check returns, counting nothing', async () => {
    const { subject, calls } = limiter();
    await expect(subject.attempt('a@example.org', '192.0.2.1', async () => 42)).resolves.toBe(42);
    expect(calls).toEqual(['allowed? a@example.org 192.0.2.1']);
  });

  it('counts a failure the check reports, then throws its refusal', async () => {
    const { subject, calls } = limiter();
    const refusal = new Error('Wrong code');
    await expect(
      subject.attempt('a@example.org', '192.0.2.1', (fail) => fail(refusal)),
    ).rejects.toBe(refusal);
    expect(calls).toEqual(['allowed? a@example.org 192.0.2.1', 'failed a@example.org 192.0.2.1']);
  });

  it('does not run the check while the account waits, and counts nothing for other errors', async () => {
    const { subject, calls } = limiter();
    const check = jest.fn(async () => 1);
    await expect(subject.attempt('waiting@example.org', '192.0.2.1', check)).rejects.toThrow('429');
    expect(check).not.toHaveBeenCalled();
    await expect(
      subject.attempt('a@example.org', '192.0.2.1', async () => {
        throw new Error('store down');
      }),
    ).rejects.toThrow('store down');
    expect(calls.filter((c) => c.startsWith('failed'))).toEqual([]);
  });
});
