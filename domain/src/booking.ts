/**
 * Existing bookings: statuses, totals, footer, cancellation, winter-tour tag and page guards (seed 000 §2, §3,
 * §4, §9; seed 001 §2, §5, §9).
 */
import { WINTER_TOUR_TAG } from './constants.js';

/** OCTO booking status (the seeds do not show the provider's values). */
export type BookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'PENDING' | 'CANCELLED' | 'EXPIRED';

/**
 * The OCTO status a provider status text names by its keywords, or undefined when it names none:
 * cancel… → CANCELLED; expir… → EXPIRED; an on_request flag or request/pending/wait… → PENDING;
 * hold/quote/provisional/reserv… → ON_HOLD; confirm/book/paid/complete… → CONFIRMED.
 */
function namedBookingStatus(
  providerStatus: string | null | undefined,
  onRequest: boolean,
): BookingStatus | undefined {
  const s = (providerStatus ?? '').toLowerCase();
  if (s.includes('cancel')) return 'CANCELLED';
  if (s.includes('expir')) return 'EXPIRED';
  if (onRequest || /request|pending|wait/.test(s)) return 'PENDING';
  if (/hold|quote|provisional|reserv/.test(s)) return 'ON_HOLD';
  if (/confirm|book|paid|complete/.test(s)) return 'CONFIRMED';
  return undefined;
}

/**
 * Maps a provider trip-passenger status text (values not shown by the seeds) to an OCTO status by keywords
 * (see {@link reportBookingStatus} for the keywords); anything else PENDING, as a screen shows it (the raw text
 * stays displayable as is, seed 000 §3 "Status is shown as text").
 */
export function bookingStatus(providerStatus: string | null | undefined, onRequest = false): BookingStatus {
  return namedBookingStatus(providerStatus, onRequest) ?? 'PENDING';
}

/** A report's status of a booking: an OCTO status, or UNKNOWN for a provider value no keyword names. */
export type ReportBookingStatus = BookingStatus | 'UNKNOWN';

/**
 * The status a booking report gives a provider status text (report-cli/README.md 'Unknown values'): the OCTO
 * status its keywords name (cancel… → CANCELLED; expir… → EXPIRED; request/pending/wait… → PENDING;
 * hold/quote/provisional/reserv… → ON_HOLD; confirm/book/paid/complete… → CONFIRMED), else UNKNOWN: a value the
 * provider added later is never counted as another state (reports keep the raw text beside it).
 */
export function reportBookingStatus(providerStatus: string | null | undefined): ReportBookingStatus {
  return namedBookingStatus(providerStatus, false) ?? 'UNKNOWN';
}

const STATUS_TEXT: Record<BookingStatus, string> = {
  ON_HOLD: 'On hold',
  CONFIRMED: 'Confirmed',
  PENDING: 'Pending',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

/** A booking, trip or passenger status as text (seed 000 §3 'Status is shown as text'), e.g. 'On hold'. */
export function bookingStatusText(status: BookingStatus): string {
  return STATUS_TEXT[status];
}

/**
 * A guest's name as lists show it: 'First Family', or 'Passenger {n}' (1-based position) while no name is given
 * (seed 001 §2 Payment summary 'per passenger name'; names are entered at checkout).
 */
export function guestName(
  guest: { firstName?: string | null; familyName?: string | null },
  index: number,
): string {
  const name = [guest.firstName, guest.familyName].filter((part) => part?.trim()).join(' ');
  return name || `Passenger ${index + 1}`;
}

/**
 * The checkout, card screen, confirmation and booking detail are valid only for a non-null, non-zero
 * group_booking_id; otherwise the 404 view shows (seed 001 §2, §5). A group_booking_id is a whole number, so
 * anything else in its place (an address such as /booking/abc) is no booking either.
 */
export function hasBookingReference(groupBookingId: number | string | null | undefined): boolean {
  if (groupBookingId === null || groupBookingId === undefined) return false;
  const text = String(groupBookingId).trim();
  return /^\d+$/.test(text) && Number(text) !== 0;
}

/** A booking creation answer proceeds to payment only with group_booking_id above 0 (seed 001 §7). */
export function bookingCreated(groupBookingId: number | null | undefined): boolean {
  return (groupBookingId ?? 0) > 0;
}

/** The cancellation request's trips: every passenger flagged, as the seed's initial state. */
export interface CancellationTrip {
  bookingIdentifier: string | number;
  passengers: { tripPassengerIdentifier: string | number; cancel: boolean }[];
}

/**
 * Initial cancellation: every passenger of every trip flagged to cancel (seed 000 §3, §4), except those already
 * cancelled (status CANCELLED), which are left out: they cannot be cancelled again.
 */
export function initialCancellation(
  trips: readonly {
    bookingIdentifier: string | number;
    passengers: readonly { tripPassengerIdentifier: string | number; status?: BookingStatus }[];
  }[],
): CancellationTrip[] {
  return trips.map((t) => ({
    bookingIdentifier: t.bookingIdentifier,
    passengers: t.passengers
      .filter((p) => p.status !== 'CANCELLED')
      .map((p) => ({ tripPassengerIdentifier: p.tripPassengerIdentifier, cancel: true })),
  }));
}

/**
 * True while some passenger of some trip is still booked (status other than CANCELLED): the booking still has
 * passengers to cancel (seed 000 §2 Booking detail, §4 cancellation) and to pay for.
 */
export function hasBookedPassengers(
  trips: readonly { passengers: readonly { status: BookingStatus }[] }[],
): boolean {
  return trips.some((t) => t.passengers.some((p) => p.status !== 'CANCELLED'));
}

/** Toggles one passenger's cancel flag (seed 000 §4 "each can be toggled"); returns a new structure. */
export function toggleCancelPassenger(
  trips: readonly CancellationTrip[],
  bookingIdentifier: string | number,
  tripPassengerIdentifier: string | number,
): CancellationTrip[] {
  return trips.map((t) =>
    t.bookingIdentifier !== bookingIdentifier
      ? t
      : {
          ...t,
          passengers: t.passengers.map((p) =>
            p.tripPassengerIdentifier === tripPassengerIdentifier ? { ...p, cancel: !p.cancel } : p,
          ),
        },
  );
}

/** The cancel action is meaningful only while at least one passenger is flagged (seed 000 §5). */
export function cancelActionEnabled(trips: readonly CancellationTrip[]): boolean {
  return trips.some((t) => t.passengers.some((p) => p.cancel));
}

/**
 * The 'tours' query parameter of the confirmation page (seed 001 §2, §9): the tour ids comma-joined, plus the tag
 * WINTER_TOUR_PURCHASE when any tour id includes one of the configured winter codes (case-insensitive).
 * @param winterCodes The five configured codes (not shown by the seed; configuration, default none).
 */
export function toursQueryParam(tourIds: readonly string[], winterCodes: readonly string[] = []): string {
  const codes = winterCodes.map((c) => c.toUpperCase()).filter(Boolean);
  const winter = tourIds.some((id) => codes.some((c) => id.toUpperCase().includes(c)));
  return [...tourIds, ...(winter ? [WINTER_TOUR_TAG] : [])].join(',');
}
