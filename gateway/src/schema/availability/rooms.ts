import { ageCategoryLabel } from '@tourdesk/domain/age-categories';
import {
  generateRoomOptions,
  resolveRoomType,
  roomOptionPriceDifferences,
  roomTypeDescription,
} from '@tourdesk/domain/rooms';
import type {
  ResolversParentTypes,
  RoomOption,
  TourRoomOptionsArgs,
} from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { checkCalendarDate } from '../shared/arguments.js';
import { departureAmounts, departuresOn } from '../shared/calendar-days.js';
import { money } from '../shared/money.js';
import { tourProduct } from '../shared/tour-data.js';

/**
 * Room options for a party on a date (seed 001 §5 Rooms: every room type of the combination available for the
 * tour, no Child alone in a single room, the children dorm/private exclusion, free seats per type; §8 labels
 * '(Unavailable)' and ' - Phone for Room Combination'; §9 '+ ' price differences in the session currency, minor
 * units). Empty for tours without rooms or an empty party.
 * @throws GraphQLError BAD_USER_INPUT for a date that is not yyyy-mm-dd; NOT_FOUND when the provider does not know
 *   the tour.
 */
export async function tourRoomOptions(
  tour: ResolversParentTypes['Tour'],
  { departureDate, passengers }: TourRoomOptionsArgs,
  ctx: GatewayContext,
): Promise<RoomOption[]> {
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
  const differences = roomOptionPriceDifferences(
    options,
    party,
    departureAmounts(departure, ctx.currency),
    ctx.currency,
    { excludeDormFromMinimum: config.minPriceExcludesDorm },
  );
  return options.map((option, i) => {
    const difference = differences[i];
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
}
