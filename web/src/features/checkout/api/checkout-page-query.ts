import { gql } from '@apollo/client';

/**
 * The checkout page's one query (seed 001 §2 Checkout page), preloaded by the route's loader: the stored booking
 * (its basket, notes, payment summary, hold and passengers) and the countries of the passenger forms; and the
 * discount block's mutation, whose booking updates the basket and the summary through the cache. The components
 * read their Booking fragments with useFragment; the page asks for the few fields it reads itself.
 */
if (false) {
  gql`
    query CheckoutPage($groupBookingId: ID!) {
      booking(groupBookingId: $groupBookingId) {
        groupBookingId
        ...CheckoutBasket_booking
        ...BookingNotes_booking
        ...PaymentSummary_booking
        promoCodeStatus
        totals {
          total {
            amountMinor
          }
        }
        ...HoldNotice_booking
        trips {
          bookingIdentifier
          isAddOn
          promoCode
          tourName
          passengers {
            tripPassengerId
            guest {
              passengerId
            }
          }
        }
        # The page reads which guests are complete and the trips a person takes; the forms and the passenger check
        # read their own fragments of each guest (keyed by passengerId).
        guests {
          passengerId
          isComplete
          ...PassengerForm_guest
          ...CheckoutActions_guest
        }
      }
      countries {
        isoCountryCode
        name
        dialingCode
        nationality
      }
    }

    mutation ApplyBookingPromoCode($groupBookingId: ID!, $code: String) {
      updateBookingPromoCode(groupBookingId: $groupBookingId, code: $code) {
        booking {
          groupBookingId
          ...CheckoutBasket_booking
          ...PaymentSummary_booking
          promoCodeStatus
          totals {
            total {
              amountMinor
            }
          }
          trips {
            bookingIdentifier
            isAddOn
            promoCode
          }
        }
        userErrors {
          code
          message
        }
      }
    }
  `;
}
