import type { TourResolvers } from '../../../generated/resolvers-types.js';
import { checkCalendarDate } from '../../shared/arguments.js';
import { addOnGroupsOf } from '../add-on-groups.js';
import { tourCalendar, tourDepartures } from '../calendar.js';
import { tourHasPickupPoints, tourPickupPoints } from '../pickups.js';
import { tourRoomOptions } from '../rooms.js';

/**
 * The fields availability adds to `Tour` (its slice extends the type): what reads capacity or depends on a date
 * and party (seed 001 §3, §4, §5, §9). The catalogue resolves the rest of the tour.
 */
export const Tour: Pick<
  TourResolvers,
  'addOnGroups' | 'calendar' | 'departures' | 'hasPickupPoints' | 'pickupPoints' | 'roomOptions'
> = {
  calendar: tourCalendar,
  departures: tourDepartures,
  hasPickupPoints: (tour, _args, ctx) => tourHasPickupPoints(tour, ctx),
  pickupPoints: tourPickupPoints,
  roomOptions: tourRoomOptions,
  addOnGroups: (tour, { departureDate, passengers }, ctx) => {
    checkCalendarDate(departureDate, ['departureDate']);
    return addOnGroupsOf(ctx, tour.tour_id, departureDate, passengers.length);
  },
};
