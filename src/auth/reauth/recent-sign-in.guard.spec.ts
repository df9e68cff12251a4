import { ForbiddenException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Clock } from '../../common/clock';
import { RecentSignIn, RECENT_SIGN_IN_MS } from './recent-sign-in.decorator';
import { RecentSignInGuard } from './recent-sign-in.guard';

class Routes {
  @RecentSignIn()
  sensitive(): void {}

  ordinary(): void {}
}

function contextFor(handler: keyof Routes, provenAt: Date | null): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ user: { provenAt } }) }),
  } as unknown as ExecutionContext;
}

describe('RecentSignInGuard', () => {
  const clock = new Clock();
  const guard = new RecentSignInGuard(new Reflector(), clock);
  const ago = (ms: number) => new Date(clock.nowMs() - ms);

  it('lets a session proven within ten minutes make a sensitive change', () => {
    expect(guard.canActivate(contextFor('sensitive', ago(RECENT_SIGN_IN_MS - 1000)))).toBe(true);
  });

  it('asks an older or never-proven session to confirm it is the member', () => {
    for (const provenAt of [ago(RECENT_SIGN_IN_MS + 1000), null]) {
      try {
        guard.canActivate(contextFor('sensitive', provenAt));
        throw new Error('expected a refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(ForbiddenException);
        expect((error as ForbiddenException).getResponse()).toMatchObject({
          reauthRequired: true,
        });
      }
    }
  });

  it('leaves other routes alone', () => {
    expect(guard.canActivate(contextFor('ordinary', null))).toBe(true);
  });
});
