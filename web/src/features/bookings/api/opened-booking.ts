import { sessionKey, readSession, writeSession } from '@/lib/session-store';

/** The booking opened from Manage Bookings (seed 000 §1: booking details live in session storage). */
export interface OpenedBooking {
  groupBookingId: string;
}

function isOpenedBooking(value: unknown): value is OpenedBooking | null {
  return (
    value === null ||
    (typeof value === 'object' && typeof (value as { groupBookingId?: unknown }).groupBookingId === 'string')
  );
}

/** `tourdesk.bookingDetails`: cleared with the rest of the agent's data on logout. */
export const openedBookingKey = sessionKey<OpenedBooking | null>('bookingDetails', null, isOpenedBooking);

/** Remembers the booking to show on /search/details. */
export function openBooking(groupBookingId: string): void {
  writeSession(openedBookingKey, { groupBookingId });
}

/** The booking /search/details shows, or null when none was opened in this session. */
export function openedBookingId(): string | null {
  return readSession(openedBookingKey)?.groupBookingId ?? null;
}
