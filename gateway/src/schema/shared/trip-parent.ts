import type { ProviderBookedTrip } from '../../provider/types.js';

/**
 * One provider trip as `QuotedTrip` and `BookedTrip` both read it (their mappers build on it): the trip, the
 * currency of its amounts, each of its passengers' index in the party (trip passenger order: the basket's passenger
 * index for a quote, the booking's guest index for a booking, -1 when unknown) and the label of each passenger's
 * money line.
 */
export interface TripParent {
  trip: ProviderBookedTrip;
  currency: string;
  partyIndexes: readonly number[];
  passengerLabels: readonly string[];
}
