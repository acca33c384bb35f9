import { storeKeys } from './keys.js';
import { StoreUnavailableError, type KeyValueStore } from './store.js';

/** The version of one tour's month that a request read (and built its answer from). */
export interface CapacityMonthVersion {
  tourId: string;
  year: number;
  month: number;
  version: number;
}

/** Version counters live this long (longer than any capacity entry they guard), in milliseconds. */
const VERSION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Per tour-and-month version counters that make cached capacity invalid at once after a booking or a
 * cancellation: the capacity cache key embeds the current version, so {@link invalidate} orphans every cached
 * copy of that month (for every app id) without knowing their keys.
 */
export class CapacityVersions {
  constructor(private readonly store: KeyValueStore) {}

  /** Current version of the tour's month (0 when never invalidated). A store failure reads as 0. */
  async current(tourId: string, year: number, month: number): Promise<number> {
    try {
      return Number((await this.store.get(storeKeys.capacityVersion(tourId, year, month))) ?? '0');
    } catch {
      return 0;
    }
  }

  /** True when every month still has the version that was read (no booking or cancellation since). */
  async unchanged(read: readonly CapacityMonthVersion[]): Promise<boolean> {
    const now = await Promise.all(read.map((m) => this.current(m.tourId, m.year, m.month)));
    return read.every((m, i) => now[i] === m.version);
  }

  /**
   * Invalidates the cached capacity of a tour's month. Call after book or cancel touched that departure
   * (the booking mutations do). Best effort while the store is unreachable: nothing shared is cached
   * then (every read is a miss), so a booking never fails because of it.
   */
  async invalidate(tourId: string, year: number, month: number): Promise<void> {
    try {
      await this.store.increment(storeKeys.capacityVersion(tourId, year, month), VERSION_TTL_MS);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
    }
  }
}
