import type { BookingStatus } from '@/apollo/generated/graphql';

const STATUS_TEXT: Record<BookingStatus, string> = {
  ON_HOLD: 'On hold',
  CONFIRMED: 'Confirmed',
  PENDING: 'Pending',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

/** A booking status as text (seed 000 §3 'Status is shown as text'), e.g. 'On hold'. */
export function bookingStatusText(status: BookingStatus): string {
  return STATUS_TEXT[status];
}
