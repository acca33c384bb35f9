import { gql } from '@apollo/client';
import type { PassengerCounts } from '@tourdesk/domain/passengers-count';
import type { AgeCategoryName } from '@/apollo/generated/graphql';

/**
 * The data of the tour details panel's booking (seed 001 §4, §5) that `useTourBooking` asks for as the choices
 * change: the chosen date's departures, pick-ups and rooms, and the quote of the trip. The fragments are the
 * panel's: the search page's query spreads them to carry the panel's first answers.
 */
if (false) {
  gql`
    fragment TourPanel_dateOptions on Tour {
      tourId
      departures(date: $date) {
        startDateTime
        time
        freeSeats
        seatLabel
        availability
      }
      pickupPoints(departureDate: $date) {
        pointId
        originalId
        name
        address
        pickupTime
        minutesBefore
      }
      cancellationPolicy {
        schedule(departureDate: $date) {
          text
        }
      }
      roomOptions(departureDate: $date, passengers: $party) @include(if: $withRooms) {
        id
        label
        available
        priceDifferenceLabel
        rooms {
          roomType
          passengerIndexes
        }
      }
    }

    fragment TourPanel_quote on QuotePayload {
      quote {
        currency
        total {
          amountMinor
          currency
        }
        lines {
          ...MoneyLines_line @unmask
        }
        agentLines {
          ...MoneyLines_line @unmask
        }
        trips {
          tour {
            tourId
            name
            duration {
              label
            }
          }
          departureDate
          returnDate
          lines {
            ...MoneyLines_line @unmask
          }
          rooms {
            roomType
            description
            supplement {
              amountMinor
              currency
            }
          }
        }
      }
      userErrors {
        code
        message
      }
    }

    query TourDateOptions($tourId: ID!, $date: Date!, $party: [AgeCategoryName!]!, $withRooms: Boolean!) {
      tour(tourId: $tourId) {
        tourId
        # The hook reads what it asked for: the panel's queries unmask the panel's own fragments.
        ...TourPanel_dateOptions @unmask
      }
    }

    query TourQuote($basket: BasketInput!) {
      quote(basket: $basket) {
        ...TourPanel_quote @unmask
      }
    }
  `;
}

/** The choices of the panel that a switch to another sales-group option carries over (seed 001 §4). */
export interface PanelChoices {
  /** Passengers per age category. */
  counts: PassengerCounts;
  /** ISO date, or null. */
  departureDate: string | null;
  /** HH:MM of the chosen departure of a tour running several times a day, or null. */
  departureTime: string | null;
  /** Original id of the chosen pick-up point, or null. */
  pickupPointId: string | null;
  /**
   * The date, departure time and pick-up a switch to a sales-group option full on that date could not keep: the
   * next switch tries them again, so the date stays for the other options. Absent or null when nothing is held.
   */
  held?: HeldChoices | null;
}

/** The dated choices a sales-group switch holds for the next one (see {@link PanelChoices.held}). */
export type HeldChoices = Pick<PanelChoices, 'departureDate' | 'departureTime' | 'pickupPointId'>;

/**
 * The choices a sales-group switch starts from: the panel's own, or, when no date is chosen on an option full on
 * the held date, the held date, departure time and pick-up (a date chosen on the option itself wins).
 */
export function withHeldChoices(choices: PanelChoices, held: HeldChoices | null | undefined): PanelChoices {
  if (choices.departureDate || !held?.departureDate) return { ...choices, held: null };
  return { ...choices, ...held, held: null };
}

/**
 * The choices a switch carries, holding the tried date, departure time and pick-up when the option could not
 * keep the date (it is full or does not run then), for the next switch ({@link withHeldChoices}).
 * @param tried what the switch started from.
 * @param carried what the option keeps of it.
 */
export function holdDroppedDate(tried: PanelChoices, carried: PanelChoices): PanelChoices {
  if (!tried.departureDate || carried.departureDate) return carried;
  const { departureDate, departureTime, pickupPointId } = tried;
  return { ...carried, held: { departureDate, departureTime, pickupPointId } };
}

/**
 * A trip the panel hands over for the basket (seed 001 §3 Trip): its own party by age category, and rooms whose
 * occupants are indexes into that party.
 */
export interface PanelTrip {
  party: AgeCategoryName[];
  tourId: string;
  tourName: string;
  departureDate: string;
  departureTime: string | null;
  currency: string;
  pickupPointId: string | null;
  rooms: { roomType: string; passengerIndexes: number[] }[];
  /** Quoted total in minor units (analytics 'value'). */
  totalMinor: number;
}

/** The panel's form values (react-hook-form). */
export interface BookingForm {
  departureDate: string | null;
  /** Free seats of the chosen date; -1 when unknown or no date. */
  freeSeats: number;
  departureTime: string | null;
  passengers: PassengerCounts;
  pickupPointId: string | null;
  roomOptionId: string | null;
}

/** What of the tour the booking needs (the panel's `TourPanel_tour` fragment once complete). */
export interface BookingTour {
  tourId: string;
  name: string;
  bookableOnline: boolean;
  duration: { days: number };
  salesGroup: { products: readonly { tourId: string; name: string }[] } | null;
}
