import { storeKeys } from '../cache/keys.js';
import type { KeyValueStore } from '../cache/store.js';
import { StoreUnavailableError } from '../cache/store.js';
import type { ProviderBooking } from '../provider/types.js';

/** Booking write counters outlive any memo they guard, in milliseconds. */
const VERSION_TTL_MS = 7 * 24 * 3600 * 1000;

/** One remembered provider answer: the booking, the app id it was read with, the write version it reflects. */
interface Memo {
  booking: ProviderBooking;
  appId: string;
  version: number;
}

/**
 * The last provider answer of a booking, remembered per session (`bkmemo:{sessionId}:{groupBookingId}`, never
 * shared between sessions) for a short time, so that a mutation right after another one (book → passengers →
 * start card payment → complete) does not reload the booking first.
 *
 * Every write to a booking through the gateway, from any session, moves a per-booking version counter
 * (`bkver:{groupBookingId}`) before and after its provider call; a memo is used only while the counter still
 * has the value it was taken at, so a change made through the gateway (another consultant, a payment-link
 * payer) invalidates every session's memo at once. Changes made outside the gateway are bounded by `ttlMs`.
 * Store failures read as a miss and skip the memo; they never fail a request.
 */
export class BookingMemo {
  constructor(
    private readonly store: KeyValueStore,
    private readonly ttlMs: number,
  ) {}

  /** Current write version of a booking (0 when never written through the gateway); undefined on store failure. */
  async version(groupBookingId: number): Promise<number | undefined> {
    return this.quietly(async () =>
      Number((await this.store.get(storeKeys.bookingVersion(groupBookingId))) ?? '0'),
    );
  }

  /**
   * The session's remembered answer for the booking under `appId`, when it is still current; undefined
   * otherwise (none, expired, written since, other app id, no session).
   */
  async read(
    sessionId: string | undefined,
    groupBookingId: number,
    appId: string,
  ): Promise<ProviderBooking | undefined> {
    if (!sessionId || this.ttlMs === 0) return undefined;
    const [raw, version] = await Promise.all([
      this.quietly(() => this.store.get(storeKeys.bookingMemo(sessionId, groupBookingId))),
      this.version(groupBookingId),
    ]);
    if (raw === undefined || version === undefined) return undefined;
    const memo = JSON.parse(raw) as Memo;
    return memo.version === version && memo.appId === appId ? memo.booking : undefined;
  }

  /**
   * Remembers a booking read from the provider; `seenVersion` is {@link version} taken before the read. Skipped
   * when a write started since (the answer may predate it).
   */
  async rememberRead(
    sessionId: string | undefined,
    appId: string,
    seenVersion: number | undefined,
    booking: ProviderBooking,
  ): Promise<void> {
    if (!sessionId || this.ttlMs === 0 || seenVersion === undefined) return;
    const id = booking.group_booking_id;
    if ((await this.version(id)) !== seenVersion) return;
    await this.save(sessionId, id, { booking, appId, version: seenVersion });
  }

  /**
   * Marks the start of a write to a booking (call before the provider call): every memo of it stops being
   * used. @returns the version to hand to {@link endWrite}; undefined on store failure.
   */
  async beginWrite(groupBookingId: number): Promise<number | undefined> {
    return this.quietly(() => this.store.increment(storeKeys.bookingVersion(groupBookingId), VERSION_TTL_MS));
  }

  /**
   * Marks the end of a write (after the provider answered) and remembers the answer for this session, unless
   * another write to the booking started in between (then its answer may be older than the provider's state).
   */
  async endWrite(
    sessionId: string | undefined,
    appId: string,
    started: number | undefined,
    booking: ProviderBooking,
  ): Promise<void> {
    const id = booking.group_booking_id;
    const ended = await this.beginWrite(id);
    if (!sessionId || this.ttlMs === 0 || started === undefined || ended !== started + 1) return;
    await this.save(sessionId, id, { booking, appId, version: ended });
  }

  private async save(sessionId: string, groupBookingId: number, memo: Memo): Promise<void> {
    await this.quietly(() =>
      this.store.set(storeKeys.bookingMemo(sessionId, groupBookingId), JSON.stringify(memo), this.ttlMs),
    );
  }

  private async quietly<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof StoreUnavailableError) return undefined;
      throw error;
    }
  }
}
