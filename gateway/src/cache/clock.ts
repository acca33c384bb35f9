/**
 * The time source of the caches, the session store's lifetimes and the response cache: `now()` in epoch
 * milliseconds. Production uses {@link systemClock}; tests that run the gateway in their own process pass a clock
 * they advance (`startGateway(config, { clock })`), so cache lifetimes pass without waiting. No setting or
 * variable reaches it: a running gateway always has the system clock.
 */
export interface Clock {
  /** Milliseconds since the epoch (as `Date.now()`). */
  now(): number;
}

/** The real time: `Date.now()`. */
export const systemClock: Clock = { now: () => Date.now() };
