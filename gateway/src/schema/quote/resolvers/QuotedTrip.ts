import type { QuotedTripResolvers } from '../../../generated/resolvers-types.js';
import { discountMoney, gqlProviderMoney, passengerDiscountPercentage } from '../../shared/money.js';
import { tripResolvers } from '../../shared/trip.js';

/**
 * `QuotedTrip` (codegen mapper: one trip of the provider's priced basket with its travellers' basket indexes and the
 * quote's currency; seed 001 §2 Itinerary breakdown): the one trip mapper (shared/trip.ts) and its passengers at
 * their price before discount, with their discount; a passenger's commission for agents only (`@agentOnly`).
 */
export const QuotedTrip: Pick<
  QuotedTripResolvers,
  | 'cancellationSchedule'
  | 'commission'
  | 'departureDate'
  | 'departureTime'
  | 'discount'
  | 'discountPercentage'
  | 'isAddOn'
  | 'lines'
  | 'nett'
  | 'passengers'
  | 'pickup'
  | 'price'
  | 'returnDate'
  | 'rooms'
  | 'total'
  | 'tour'
> = {
  ...tripResolvers,
  passengers: ({ trip, partyIndexes, currency }) =>
    trip.passengers.map((p, position) => ({
      passengerIndex: partyIndexes[position] ?? position,
      ageCategory: p.age_category.toUpperCase() as 'ADULT',
      price: gqlProviderMoney(p.price, currency),
      discount: discountMoney(p.discount, currency),
      discountPercentage: passengerDiscountPercentage(p.discount_percentage),
      commission: gqlProviderMoney(p.commission, currency),
    })),
};
