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
