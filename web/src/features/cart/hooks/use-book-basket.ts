import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { bookingFailureAlerts } from '@tourdesk/domain/booking-failure';
import { useState } from 'react';
import { BookBasketDocument, type BasketInput } from '@/apollo/generated/graphql';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { sendBookingPress } from '../api/book-attempt';
import { bookingAttemptIdempotencyKey, clearBookingAttempt } from '../api/cart-session';

if (false) {
  gql`
    mutation BookBasket($basket: BasketInput!, $idempotencyKey: String!) {
      book(basket: $basket, idempotencyKey: $idempotencyKey) {
        booking {
          groupBookingId
        }
        userErrors {
          code
          message
        }
      }
    }
  `;
}

/** The alerts of a failed booking attempt: those above the basket and those in the summary (seed 001 §4). */
export interface BookingFailure {
  basket: string[];
  summary: string[];
}

/** No failed booking attempt (yet). */
const NO_FAILURE: BookingFailure = { basket: [], summary: [] };

/** A booking attempt that failed without an answer: the summary says so, the basket has no booking_error. */
const UNEXPECTED_FAILURE: BookingFailure = { basket: [], summary: [UNEXPECTED_ERROR_TEXT] };

/** What {@link useBookBasket} needs from the page. */
export interface BookBasketOptions {
  /** The basket as stored at the moment of the press. */
  readBasket: () => BasketInput;
  /** Moves on with the new booking (its group booking id); the press stays 'booking' until the page leaves. */
  onBooked: (groupBookingId: string) => Promise<void>;
}

/**
 * The cart's Book press (seed 001 §4 Checkout): books the stored basket once per press, whatever answers get lost
 * (one idempotency key per press, kept until a verdict, sent again on failures without a verdict), then hands
 * the booking to `onBooked`. A refusal shows the spec's alerts (domain bookingFailureAlerts) and forgets the key,
 * so pressing again is a new intention; a failure without an answer shows the unexpected-error text.
 * @returns `booking` while a press is under way, the last press's `failure`, and `bookBasket` to press.
 */
export function useBookBasket({ readBasket, onBooked }: BookBasketOptions) {
  const [booking, setBooking] = useState(false);
  const [failure, setFailure] = useState<BookingFailure>(NO_FAILURE);
  const [book] = useMutation(BookBasketDocument);

  const bookBasket = async () => {
    setBooking(true);
    setFailure(NO_FAILURE);
    const input = readBasket();
    const idempotencyKey = bookingAttemptIdempotencyKey(JSON.stringify(input));
    try {
      const result = await sendBookingPress(() => book({ variables: { basket: input, idempotencyKey } }));
      const created = result.data?.book.booking;
      if (created && hasBookingReference(created.groupBookingId)) {
        clearBookingAttempt();
        await onBooked(created.groupBookingId);
        return;
      }
      const alerts = (result.data?.book.userErrors ?? []).map((error) => bookingFailureAlerts(error.message));
      // A refusal is the press's verdict: pressing again is a new intention (a new key).
      if (alerts.length > 0) clearBookingAttempt();
      setFailure(
        alerts.length > 0
          ? { basket: alerts.map((alert) => alert.basket), summary: alerts.map((alert) => alert.summary) }
          : UNEXPECTED_FAILURE,
      );
    } catch {
      setFailure(UNEXPECTED_FAILURE);
    }
    setBooking(false);
  };

  return { booking, failure, bookBasket };
}
