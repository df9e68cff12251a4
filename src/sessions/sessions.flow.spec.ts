import { JwtService } from '@nestjs/jwt';
import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import { Clock } from '../common/clock';
import { User } from '../users/user.entity';
import { SessionCache } from './session-cache';
import { Session } from './session.entity';
import { SESSION_TTL_MS, SessionsService, type TokenClaims } from './sessions.service';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const SESSION_ID = '22222222-2222-4222-8222-222222222222';
const OTHER_ID = '33333333-3333-4333-8333-333333333333';

/** An update builder that answers `result` and remembers what it was asked. */
function builder(result: { affected?: number; raw?: unknown }) {
  const calls: Array<[string, unknown[]]> = [];
  const chain = {
    calls,
    update: (...args: unknown[]) => (calls.push(['update', args]), chain),
    set: (...args: unknown[]) => (calls.push(['set', args]), chain),
    where: (...args: unknown[]) => (calls.push(['where', args]), chain),
    andWhere: (...args: unknown[]) => (calls.push(['andWhere', args]), chain),
    returning: (...args: unknown[]) => (calls.push(['returning', args]), chain),
    execute: () => Promise.resolve(result),
  };
  return chain;
}

describe('SessionsService (flow)', () => {
  let service: SessionsService;
  let clock: Clock;
  let jwt: JwtService;
  let update: ReturnType<typeof builder>;
  const inserted: Session[] = [];
  const queries: Array<[string, unknown[]]> = [];
  const cache = {
    generation: jest.fn(),
    get: jest.fn(),
    set: jest.fn(),
    invalidate: jest.fn(),
  };
  const sessionsRepo = {
    update: jest.fn(),
    createQueryBuilder: jest.fn(() => builder({ affected: 1 })),
    manager: { createQueryBuilder: jest.fn() },
  };

  beforeEach(async () => {
    jest.clearAllMocks();
    inserted.length = 0;
    queries.length = 0;
    update = builder({ affected: 1, raw: [{ id: SESSION_ID }, { id: OTHER_ID }] });
    clock = new Clock();
    jwt = new JwtService({ secret: 'test-secret-of-at-least-32-characters!!' });
    const manager = {
      getRepository: () => ({
        insert: (row: Session) => (inserted.push(row), Promise.resolve()),
        createQueryBuilder: () => update,
        update: sessionsRepo.update,
      }),
      query: (sql: string, params: unknown[]) => (
        queries.push([sql.replace(/\s+/g, ' ').trim(), params]),
        Promise.resolve([])
      ),
    };
    const moduleRef = await Test.createTestingModule({
      providers: [
        SessionsService,
        { provide: getRepositoryToken(Session), useValue: sessionsRepo },
        { provide: JwtService, useValue: jwt },
        { provide: Clock, useValue: clock },
        { provide: SessionCache, useValue: cache },
        {
          provide: TransactionHost,
          useValue: { withTransaction: (fn: () => Promise<unknown>) => fn(), tx: manager },
        },
      ],
    }).compile();
    service = moduleRef.get(SessionsService);
  });

  const user = () => Object.assign(new User(), { id: USER_ID, name: 'Asha' });

  it('opens a proven 7-day session and signs a token that names it', async () => {
    const token = await service.open(user(), 'password', { ip: '203.0.113.7', userAgent: 'UA' });
    expect(inserted).toHaveLength(1);
    const [row] = inserted;
    expect(row).toMatchObject({ userId: USER_ID, method: 'password', ip: '203.0.113.7' });
    expect(row.provenAt).toEqual(row.createdAt);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(SESSION_TTL_MS);
    const claims = await jwt.verifyAsync<TokenClaims>(token);
    expect(claims).toMatchObject({
      sub: USER_ID,
      sid: row.id,
      exp: Math.floor(row.expiresAt.getTime() / 1000),
    });
  });

  // Without exp the verifier would accept the token forever; without a UUID sid it names no row.
  it.each([
    ['no exp', { sub: USER_ID, sid: SESSION_ID }],
    ['a sid that is not a UUID', { sub: USER_ID, sid: 'x', exp: 4e9 }],
    ['a sub that is not a string', { sub: 7, sid: SESSION_ID, exp: 4e9 }],
  ])('refuses claims with %s without reading anything', async (_label, claims) => {
    await expect(service.principalOf(claims)).resolves.toBeNull();
    expect(cache.generation).not.toHaveBeenCalled();
  });

  it('revoking one session ends only a live one and bumps the account in the cache', async () => {
    await service.revoke(SESSION_ID, USER_ID);
    const [where, fields] = sessionsRepo.update.mock.calls[0] as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(where).toMatchObject({ id: SESSION_ID, userId: USER_ID });
    expect(where.revokedAt).toBeDefined();
    expect(fields.revokedAt).toBeInstanceOf(Date);
    expect(cache.invalidate).toHaveBeenCalledWith({ userId: USER_ID });
  });

  it('revoking all sessions drops the pending address change and what the ended ones added', async () => {
    await service.revokeAll(USER_ID);
    expect(update.calls.find(([name]) => name === 'returning')?.[1]).toEqual([['id']]);
    const sql = queries.map(([text]) => text);
    expect(sql[0]).toContain("DELETE FROM verifications WHERE purpose = 'change-email'");
    expect(sql[1]).toContain('DELETE FROM passkeys');
    expect(sql[2]).toContain('UPDATE users SET google_id = NULL');
    expect(queries[1][1]).toEqual([USER_ID, [SESSION_ID, OTHER_ID]]);
    expect(cache.invalidate).toHaveBeenCalledWith({ userId: USER_ID });
  });

  it('ending one session: false for an id that is not a UUID or not a live session, else drops what it added', async () => {
    await expect(service.revokeOwn(USER_ID, 'not-a-uuid')).resolves.toBe(false);
    expect(cache.invalidate).not.toHaveBeenCalled();
    update = builder({ affected: 0 });
    await expect(service.revokeOwn(USER_ID, OTHER_ID)).resolves.toBe(false);
    expect(queries).toEqual([]);
    update = builder({ affected: 1 });
    await expect(service.revokeOwn(USER_ID, OTHER_ID)).resolves.toBe(true);
    expect(cache.invalidate).toHaveBeenCalledWith({ userId: USER_ID });
    // What the ended session added goes with it, as when all of them end.
    expect(queries[0][0]).toContain('DELETE FROM passkeys');
    expect(queries[0][1]).toEqual([USER_ID, [OTHER_ID]]);
  });

  // The cached user is handed out as a copy: a handler changing its principal must not change
  // what the next request of the same session gets.
  it('answers a cached session without a database read, with a copy of the user', async () => {
    cache.generation.mockResolvedValue('0');
    cache.get.mockReturnValue({
      userId: USER_ID,
      user: user(),
      provenAt: null,
      expiresAtMs: clock.nowMs() + SESSION_TTL_MS,
      lastUsedAtMs: clock.nowMs(),
    });
    const first = await service.userOf(SESSION_ID, USER_ID);
    first!.user.name = 'Changed by a handler';
    const second = await service.userOf(SESSION_ID, USER_ID);
    expect(second!.user.name).toBe('Asha');
    expect(sessionsRepo.manager.createQueryBuilder).not.toHaveBeenCalled();
    // Used just now: last_used_at is not written again.
    expect(sessionsRepo.createQueryBuilder).not.toHaveBeenCalled();
  });
});
