import type { ProviderBooking, ProviderBookingUpdate } from '../../provider/types.js';

/** How the caller reaches a booking: which app id and token its provider calls use. */
export interface BookingAccess {
  booking: ProviderBooking;
  appId: string;
  /** Agent access token, null for consumers. */
  token: string | null;
  /** True when opened with a payment-link token (payment operations only). */
  viaLink: boolean;
}

/** How the caller may reach a booking, decided without a provider call. */
export interface BookingCaller {
  appId: string;
  /** Agent access token, null for consumers. */
  token: string | null;
  /** True when allowed by a payment-link token (payment operations only). */
  viaLink: boolean;
  /** The agent's agency code: the booking must belong to it (checked on the booking), null for consumers. */
  agencyCode: string | null;
}

/**
 * What the bookings area offers the other areas of the request (`ctx.bookings`): who may reach a booking, the
 * booking itself, and writes that keep every session's booking memo right. Payments use it; nothing else of the
 * bookings area is imported by another area.
 */
export interface BookingsService {
  /** A parsed group booking id (positive integer); BAD_USER_INPUT on `groupBookingId` otherwise. */
  idOf(value: string): number;
  /**
   * Who may reach the booking, from the session alone (no provider call), or null. A payment-link token is
   * counted first (TOO_MANY_REQUESTS over the payment-link throttle), then verified.
   */
  caller(groupBookingId: number, paymentLinkToken?: string | null): Promise<BookingCaller | null>;
  /** The booking the caller may see (agents: their agency's only), or null, never revealing that it exists. */
  access(groupBookingId: number, paymentLinkToken?: string | null): Promise<BookingAccess | null>;
  /** Like `access` for changes: a payment link allows payments only, so it is not accepted here. */
  accessForChange(groupBookingId: number): Promise<BookingAccess | null>;
  /**
   * Runs a provider write of the booking and keeps the memos right (every session's memo invalidated before,
   * this session's set to the answer after).
   * @param booking picks the booking out of the write's answer.
   */
  write<T>(
    access: Pick<BookingAccess, 'appId'>,
    groupBookingId: number,
    write: () => Promise<T>,
    booking: (answer: T) => ProviderBooking,
  ): Promise<T>;
  /** Changes the booking with the provider's updateBooking (through `write`); the booking after the change. */
  update(
    access: BookingAccess,
    changes: Omit<ProviderBookingUpdate, 'booking_information'>,
  ): Promise<ProviderBooking>;
  /** The booking's currency (ISO 4217) as the provider records it. */
  currencyOf(booking: ProviderBooking): string;
  /** The userError of a booking the caller may not see (the same answer as an unknown one). */
  readonly notFound: { code: string; field: string[]; message: string };
}
