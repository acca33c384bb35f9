import type { FaultConfig, Rate } from '../config.js';
import { Rng, mixSeed } from '../util/rng.js';

/** Longest a "timeout" fault keeps a connection open, milliseconds. */
export const MAX_TIMEOUT_MS = 30_000;

/** Run-time fault injection settings with a deterministic dice. */
export class Faults {
  private config: FaultConfig;
  private readonly rng: Rng;

  constructor(initial: FaultConfig, seed: number) {
    this.config = { ...initial };
    this.rng = new Rng(mixSeed(seed, 'faults'));
  }

  /** The current settings. */
  get(): FaultConfig {
    return { ...this.config };
  }

  /** Replaces the settings. */
  set(config: FaultConfig): void {
    this.config = { ...config };
  }

  private rateFor(rate: Rate | undefined, operationId: string): number {
    if (rate === undefined) return 0;
    if (typeof rate === 'number') return rate;
    return rate[operationId] ?? rate['*'] ?? 0;
  }

  /** Rolls the dice for a fault kind on an operation. */
  roll(kind: 'errorRate' | 'timeoutRate' | 'resetRate' | 'malformedRate', operationId: string): boolean {
    const p = this.rateFor(this.config[kind], operationId);
    return p > 0 && this.rng.float() < p;
  }

  /** Latency to add now (fixed plus random jitter), milliseconds. */
  latencyMs(): number {
    const fixed = this.config.latencyMs ?? 0;
    const jitter = this.config.jitterMs ?? 0;
    return fixed + (jitter > 0 ? this.rng.int(0, jitter) : 0);
  }

  /** 500 or 503 for an injected error. */
  errorStatus(): 500 | 503 {
    return this.rng.chance(0.5) ? 500 : 503;
  }

  /** Lifetime of new authentication hashes: the fault override or the default, seconds. */
  hashTtlSeconds(fallback: number): number {
    return this.config.hashTtlSeconds ?? fallback;
  }
}
