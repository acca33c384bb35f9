import type { BasketInput } from '../../generated/resolvers-types.js';
import type { ProviderBasket } from '../../provider/types.js';
import { ageCategoryLabel } from '@tourdesk/domain/age-categories';

/**
 * Maps a GraphQL basket to the provider's Basket (seed 001 §3 Basket/Trip; seed 000 §3 Basket), field by field:
 * passengers by age category; per trip tour, date (with the departure time for train tours), promo code,
 * passenger indexes, rooms with passenger links, pick-up original id, add-ons and pre/post-tour nights.
 * @param currency ISO 4217 code of the basket.
 */
export function toProviderBasket(basket: BasketInput, currency: string): ProviderBasket {
  const body = {
    booking_information: { iso_currency_code: currency },
    passengers: basket.passengers.map((p) => ({ age_category: ageCategoryLabel(p.ageCategory) })),
    trips: basket.trips.map((trip) => ({
      tour_id: trip.tourId.toUpperCase(),
      departure_date: trip.departureTime ? `${trip.departureDate}T${trip.departureTime}` : trip.departureDate,
      promo_code: trip.promoCode?.trim() || null,
      passengers: trip.passengerIndexes ?? undefined,
      rooms: trip.rooms?.map((room) => ({
        room_type: room.roomType.toLowerCase(),
        passenger_links: room.passengerIndexes,
      })),
      pickup_point: trip.pickupPointId ? Number(trip.pickupPointId) : null,
      add_ons: trip.addOns?.map((addOn) => ({
        tour_id: addOn.tourId.toUpperCase(),
        passengers: addOn.passengerIndexes,
      })),
      nights_pre_tour: trip.nightsPreTour ?? undefined,
      nights_post_tour: trip.nightsPostTour ?? undefined,
    })),
  };
  // The generated type intersects allOf parts with Record<string, never>; the body follows openapi.yaml Basket.
  return body as unknown as ProviderBasket;
}
