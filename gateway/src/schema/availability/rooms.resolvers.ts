import { ageCategoryLabel } from '@tourdesk/domain/age-categories';
import {
  generateRoomOptions,
  resolveRoomType,
  roomPriceDifferences,
  roomTypeDescription,
  type RoomOption,
} from '@tourdesk/domain/rooms';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { ProviderCapacity } from '../../provider/types.js';
import { checkCalendarDate } from '../shared/arguments.js';
import { departuresOn } from '../shared/calendar-days.js';
import { minorAmounts, money } from '../shared/money.js';
import { tourProduct } from '../shared/tour-data.js';

/**
 * Price of a room option for the party in minor units: each passenger's per-person amount for their room type and
 * age category on the departure; null when any is missing.
 */
function optionPriceMinor(
  option: RoomOption,
  passengers: readonly string[],
  departure: ProviderCapacity | undefined,
  currency: string,
  providerType: (code: string) => string,
): number | null {
  const entry = departure?.product_currencies.find((p) => p.iso_currency_code === currency);
  if (!entry) return null;
  const amounts = minorAmounts(entry.amounts, currency);
  let total = 0;
  for (const room of option.roomTypeCombinations) {
    for (const index of room.passengerLinks) {
      const amount = amounts.find(
        (a) => a.roomType === providerType(room.name) && a.ageCategory === passengers[index],
      );
      if (!amount) return null;
      total += amount.amountMinor;
    }
  }
  return total;
}

/** Key of an option for the domain's price-difference rule: its room type code when it has one type, else its name. */
function priceKey(option: RoomOption): string {
  const types = Object.keys(option.occupantsByType);
  return types.length === 1 && types[0] ? types[0] : option.name;
}

/**
 * Room options for a party on a date (seed 001 §5 Rooms: every room type of the combination available for the
 * tour, no Child alone in a single room, the children dorm/private exclusion, free seats per type; §8 labels
 * '(Unavailable)' and ' - Phone for Room Combination'; §9 '+ ' price differences). Empty for tours without rooms.
 */
export const roomResolvers: Resolvers = {
  Tour: {
    roomOptions: async (tour, { departureDate, passengers }, ctx) => {
      checkCalendarDate(departureDate, ['departureDate']);
      const product = await tourProduct(tour, ctx);
      const tourRoomTypes = product.seller_information.rooms.map((r) => r.room_type);
      if (tourRoomTypes.length === 0 || passengers.length === 0) return [];
      const [year, month] = departureDate.split('-').map(Number) as [number, number];
      const [departure] = departuresOn(
        await ctx.data.browsingCapacity(product.tour_id, year, month),
        departureDate,
      );
      const party = passengers.map(ageCategoryLabel);
      const { config } = ctx.services;
      const options = generateRoomOptions({
        passengers: party,
        tourRoomTypes,
        capacityRooms: departure?.capacity_rooms.map((r) => ({
          roomType: r.room_type,
          freeSeats: r.free_seats,
          freeRooms: r.free_rooms,
        })),
        excludeChildrenFromDormAndPrivate: config.excludeChildrenFromDorms,
      });
      const providerType = (code: string) =>
        tourRoomTypes.find((t) => resolveRoomType(t)?.code === code) ?? code.toLowerCase();
      const prices = options.map((option) => ({
        option,
        amountMinor: optionPriceMinor(option, party, departure, ctx.currency, providerType),
      }));
      const differences = new Map(
        roomPriceDifferences(
          prices.map((p) => ({ roomType: priceKey(p.option), amountMinor: p.amountMinor ?? 0 })),
          ctx.currency,
          { excludeDormFromMinimum: config.minPriceExcludesDorm },
        ).map((d) => [d.roomType, d]),
      );
      return prices.map(({ option }) => {
        const difference = differences.get(priceKey(option));
        return {
          id: option.name,
          label: option.label,
          available: option.status === 'AVAILABLE',
          rooms: option.roomTypeCombinations.map((room) => ({
            roomType: providerType(room.name),
            description: roomTypeDescription(room.name),
            occupants: room.occupants,
            passengerIndexes: room.passengerLinks,
          })),
          priceDifference: difference ? money(difference.differenceMinor, ctx.currency) : null,
          priceDifferenceLabel: difference ? difference.label : null,
        };
      });
    },
  },
};
