import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import type { RandomGenerator } from 'pure-rand';

/**
 * Deterministic pseudo-random source (pure-rand xoroshiro128+), mutable for speed.
 * The same seed always yields the same sequence, which keeps the catalogue,
 * capacity and booking history reproducible per `SIM_SEED`.
 */
export class Rng {
  private readonly gen: RandomGenerator;

  /** @param seed any 32-bit integer */
  constructor(seed: number) {
    this.gen = xoroshiro128plus(seed | 0);
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.gen);
  }

  /** Float in [0, 1) with 1e-6 resolution. */
  float(): number {
    return this.int(0, 999_999) / 1_000_000;
  }

  /** True with probability `p` (0..1). */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

/** Mixes a seed with a number or string into a new 32-bit seed (FNV-1a based). */
export function mixSeed(seed: number, salt: number | string): number {
  let h = 0x811c9dc5 ^ seed;
  const text = String(salt);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h | 0;
}
