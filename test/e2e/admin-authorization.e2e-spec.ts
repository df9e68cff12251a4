import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminModule } from '../../src/admin/admin.module';
import { ROLES } from '../../src/auth/roles.decorator';
import { IS_PUBLIC } from '../../src/common/public.decorator';
import { UsersService } from '../../src/users/users.service';
import { useStack } from '../helpers/stack';
import type { RunningApp } from '../helpers/test-app';

const PASSWORD = 'correct horse battery';
const run = Date.now().toString(36);
const ADMIN = `matrix-admin-${run}@example.org`;
const MEMBER = `matrix-member-${run}@example.org`;
const VICTIM = `matrix-victim-${run}@example.org`;

interface AdminRoute {
  method: string;
  /** As Nest registered it, e.g. /api/admin/users/:id */
  path: string;
  controller: string;
}

type Fixture = { path: string; body?: object };

/** An announcement to a completed course's list, which nobody in this spec is on. */
const ANNOUNCEMENT = { list: 'tattvabodha', subject: 'Matrix', text: 'Namaste.' };

/**
 * Every route of every controller whose path starts with `admin`, read from the Nest metadata of
 * the running app (src/admin and any other module's admin controllers alike).
 */
function adminRoutes(t: RunningApp): {
  routes: AdminRoute[];
  controllers: Array<new () => unknown>;
} {
  const routes: AdminRoute[] = [];
  const controllers: Array<new () => unknown> = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new () => unknown) | undefined;
      if (!type) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat()[0] ?? '';
      if (!/^\/?admin(\/|$)/.test(base)) continue;
      controllers.push(type);
      const proto = type.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const sub = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()[0];
        const path = `/api/${[base, sub]
          .map((p) => (p ?? '').replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        routes.push({ method: RequestMethod[method], path, controller: type.name });
      }
    }
  }
  return { routes, controllers };
}

describe('admin authorization matrix: every /api/admin call', () => {
  let admin: string;
  let member: string;
  let victimId: string;
  let messageId: string;
  let discovered: ReturnType<typeof adminRoutes>;

  const t = useStack({ env: { ADMIN_EMAILS: ADMIN } });

  beforeAll(async () => {
    admin = (await t.signUp(ADMIN, PASSWORD)).token;
    member = (await t.signUp(MEMBER, PASSWORD)).token;
    const victim = await t.signUp(VICTIM, PASSWORD);
    victimId = String(victim.user.id);
    // An unverified account (made directly: registering would use up the address's mail allowance).
    await t.app.get(UsersService).create({
      name: 'Unverified',
      email: `matrix-unverified-${run}@example.org`,
      passwordHash: null,
      isEmailVerified: false,
    });
    await request(t.url)
      .post('/api/contact')
      .send({
        name: 'Matrix',
        email: `matrix-writer-${run}@example.org`,
        message: 'A question about the courses.',
      })
      .expect(201);
    const rows: Array<{ id: string }> = await t.app
      .get(DataSource)
      .query(`SELECT id FROM contact_messages WHERE email = $1`, [
        `matrix-writer-${run}@example.org`,
      ]);
    messageId = rows[0].id;
    discovered = adminRoutes(t);
  });

  const unverifiedId = async () => {
    const rows: Array<{ id: string }> = await t.app
      .get(DataSource)
      .query(`SELECT id FROM users WHERE email = $1`, [`matrix-unverified-${run}@example.org`]);
    return rows[0].id;
  };

  /** A call that succeeds for an admin, per route; the delete comes last (it removes its target). */
  const fixtures = async (): Promise<Record<string, Fixture>> => ({
    'GET /api/admin/audit': { path: '/api/admin/audit?page=1&action=user.role' },
    'GET /api/admin/overview': { path: '/api/admin/overview' },
    'GET /api/admin/messages': { path: '/api/admin/messages?query=matrix&handled=false' },
    'GET /api/admin/messages/:id': { path: `/api/admin/messages/${messageId}` },
    'PATCH /api/admin/messages/:id': {
      path: `/api/admin/messages/${messageId}`,
      body: { handled: true },
    },
    'GET /api/admin/messages.csv': { path: '/api/admin/messages.csv' },
    'GET /api/admin/users': { path: `/api/admin/users?query=${run}` },
    'GET /api/admin/users/:id': { path: `/api/admin/users/${victimId}` },
    'POST /api/admin/users/:id/verification': {
      path: `/api/admin/users/${await unverifiedId()}/verification`,
    },
    'DELETE /api/admin/users/:id/sessions': { path: `/api/admin/users/${victimId}/sessions` },
    'PATCH /api/admin/users/:id': { path: `/api/admin/users/${victimId}`, body: { role: 'user' } },
    'DELETE /api/admin/users/:id': {
      path: `/api/admin/users/${victimId}`,
      body: { email: VICTIM },
    },
    // The lists (src/lists): interest counts, a list, its export, and announcements.
    'GET /api/admin/interest': { path: '/api/admin/interest' },
    'GET /api/admin/interest/:list': { path: '/api/admin/interest/drg-drsya-viveka?page=1' },
    'GET /api/admin/interest/:list.csv': { path: '/api/admin/interest/news.csv' },
    'POST /api/admin/announcements': { path: '/api/admin/announcements', body: ANNOUNCEMENT },
    'POST /api/admin/announcements/preview': {
      path: '/api/admin/announcements/preview',
      body: ANNOUNCEMENT,
    },
    'POST /api/admin/announcements/test': {
      path: '/api/admin/announcements/test',
      body: ANNOUNCEMENT,
    },
    'GET /api/admin/announcements/list/:list': { path: '/api/admin/announcements/list/news' },
    'GET /api/admin/announcements/:id': {
      path: `/api/admin/announcements/${String(
        (await call('POST', '/api/admin/announcements', admin, ANNOUNCEMENT).expect(201)).body.id,
      )}`,
    },
  });

  const call = (method: string, path: string, token?: string, body?: object) => {
    const req = request(t.url)[method.toLowerCase() as 'get'](path);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return body ? req.send(body) : req;
  };

  it('finds the admin controllers and their routes', () => {
    expect(discovered.routes.length).toBeGreaterThanOrEqual(11);
    expect(discovered.routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/audit', 'DELETE /api/admin/users/:id']),
    );
  });

  it('every admin controller requires the admin role at class level and opens no route', () => {
    for (const type of discovered.controllers) {
      expect({ controller: type.name, roles: Reflect.getMetadata(ROLES, type) }).toEqual({
        controller: type.name,
        roles: ['admin'],
      });
      expect({ controller: type.name, public: Reflect.getMetadata(IS_PUBLIC, type) }).toEqual({
        controller: type.name,
        public: undefined,
      });
    }
    for (const route of discovered.routes) {
      const type = discovered.controllers.find((c) => c.name === route.controller)!;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name] as object;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        expect({ name, public: Reflect.getMetadata(IS_PUBLIC, handler) }).toEqual({
          name,
          public: undefined,
        });
        const roles = Reflect.getMetadata(ROLES, handler) as string[] | undefined;
        if (roles) expect(roles).toEqual(['admin']);
      }
    }
  });

  it('answers 401 without a token and 403 to a member, for every route', async () => {
    for (const route of discovered.routes) {
      const path = route.path.replace(/:\w+/g, randomUUID());
      const anonymous = await call(route.method, path);
      expect({ route: `${route.method} ${route.path}`, status: anonymous.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      const asMember = await call(route.method, path, member);
      expect({ route: `${route.method} ${route.path}`, status: asMember.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
  });

  it('answers 2xx to an admin, for every route', async () => {
    const known = await fixtures();
    const routes = [...discovered.routes].sort(
      (a, b) =>
        Number(a.path === '/api/admin/users/:id' && a.method === 'DELETE') -
        Number(b.path === '/api/admin/users/:id' && b.method === 'DELETE'),
    );
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const fixture = known[key];
      if (!fixture) {
        // A route another module adds: its own spec proves the 2xx with real data; here it must at
        // least pass the guards for an admin.
        const res = await call(route.method, route.path.replace(/:\w+/g, randomUUID()), admin);
        expect({ key, passed: ![401, 403].includes(res.status) && res.status < 500 }).toEqual({
          key,
          passed: true,
        });
        continue;
      }
      const res = await call(route.method, fixture.path, admin, fixture.body);
      expect({ key, status: res.status, ok: res.status >= 200 && res.status < 300 }).toEqual({
        key,
        status: res.status,
        ok: true,
      });
    }
  });

  it('has a call for every route under src/admin', async () => {
    const known = await fixtures();
    const controllers = (
      Reflect.getMetadata('controllers', AdminModule) as Array<{ name: string }>
    ).map((type) => type.name);
    const ours = discovered.routes.filter((route) => controllers.includes(route.controller));
    expect(ours.length).toBeGreaterThanOrEqual(11);
    for (const route of ours) expect(Object.keys(known)).toContain(`${route.method} ${route.path}`);
  });
});
