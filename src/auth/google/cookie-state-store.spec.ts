import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/env';
import { Clock } from '../../throttle/clock';
import { CookieStateStore, INVALID_STATE } from './cookie-state-store';
import { GOOGLE_COOKIE, GoogleCookies } from './google-cookie';

/** A request/response pair whose Set-Cookie becomes the next request's Cookie. */
function browser() {
  let cookie: string | undefined;
  const res = {
    cookie: (name: string, value: string) => {
      cookie = `${name}=${value}`;
    },
    clearCookie: () => {
      cookie = undefined;
    },
  } as unknown as Response;
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    req: () => ({ headers: { cookie }, res, secure: false }) as unknown as Request,
  };
}

function setup(secret = 'unit-test-secret-unit-test-secret') {
  const clock = new Clock();
  const config = { jwtSecret: secret, appUrl: 'https://pragya.test' } as AppConfig;
  const cookies = new GoogleCookies(config, clock);
  return { clock, cookies, store: new CookieStateStore(cookies) };
}

function started(store: CookieStateStore, b = browser()): { state: string; b: typeof b } {
  let state = '';
  store.store(b.req(), 'the-pkce-verifier', undefined, {}, (error, value) => {
    expect(error).toBeNull();
    state = value!;
  });
  return { state, b };
}

function verify(store: CookieStateStore, req: Request, state: unknown) {
  let outcome: unknown[] = [];
  store.verify(req, state, (...args) => {
    outcome = args;
  });
  return outcome;
}

describe('CookieStateStore', () => {
  it('gives passport the PKCE verifier back for its own state from the same browser', () => {
    const { store } = setup();
    const { state, b } = started(store);
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(b.cookie).toMatch(new RegExp(`^${GOOGLE_COOKIE}=`));
    expect(verify(store, b.req(), state)).toEqual([null, 'the-pkce-verifier']);
    // passport-oauth2 passes the verifier only to a store whose store() takes five arguments.
    expect(store.store.length).toBe(5);
    expect(store.verify.length).toBe(3);
  });

  it('refuses another browser, a changed state or cookie, another key and an old cookie', () => {
    const { store, clock } = setup();
    const { state, b } = started(store);
    const other = started(store);
    const refused = [null, false, { message: INVALID_STATE }];
    expect(verify(store, other.b.req(), state)).toEqual(refused);
    expect(verify(store, browser().req(), state)).toEqual(refused);
    expect(verify(store, b.req(), `${state}x`)).toEqual(refused);
    for (const bad of [undefined, 42, [state], '']) {
      expect(verify(store, b.req(), bad)).toEqual(refused);
    }

    const original = b.cookie!;
    const [head, payload, signature] = original.slice(GOOGLE_COOKIE.length + 1).split('.');
    const changed = JSON.parse(Buffer.from(payload, 'base64url').toString());
    changed.verifier = 'chosen-by-an-attacker';
    b.cookie = `${GOOGLE_COOKIE}=${head}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect(verify(store, b.req(), state)).toEqual(refused);
    b.cookie = original;

    const elsewhere = setup('another-secret-another-secret-another');
    expect(verify(elsewhere.store, b.req(), state)).toEqual(refused);

    clock.advance(10 * 60_000 + 1000);
    expect(verify(store, b.req(), state)).toEqual(refused);
  });

  it('reads a cookie only at its own step', () => {
    const { cookies } = setup();
    const b = browser();
    cookies.write(b.req(), b.req().res!, { step: 'exchange', b: 'binding' });
    expect(cookies.read(b.req(), 'exchange')).toMatchObject({ step: 'exchange', b: 'binding' });
    expect(cookies.read(b.req(), 'second-factor')).toBeNull();
    expect(cookies.read(b.req(), 'authorize')).toBeNull();
    // The signing key is not the session key itself.
    const sessionKey = createHash('sha256').update('unit-test-secret-unit-test-secret').digest();
    expect(b.cookie).not.toContain(sessionKey.toString('base64url'));
  });
});
