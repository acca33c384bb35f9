import type { Clock } from '../../src/cache/clock.js';

/**
 * A clock that stands still until a test moves it: give it to a store, a cache or `startTestGateway`, then
 * `advance` past a lifetime instead of waiting for it. Starts at the real time, so expiries written with it
 * are plausible epoch milliseconds.
 */
export class ManualClock implements Clock {
  private current = Date.now();

  now(): number {
    return this.current;
  }

  /** Moves the time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }
}
