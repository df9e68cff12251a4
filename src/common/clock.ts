import { Injectable } from '@nestjs/common';

/**
 * The app's source of time for expiries, sessions and rate-limit windows. Production reads the
 * system clock; tests move one app's clock forward (codes expiring, windows passing) with advance().
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Moves this app's time forward; only tests call it. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
