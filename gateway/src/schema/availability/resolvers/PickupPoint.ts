import { trimStartTime } from '@tourdesk/domain/duration';
import { pickupTime } from '@tourdesk/domain/pickup';
import type { PickupPointResolvers } from '../../../generated/resolvers-types.js';

/**
 * A hotel pick-up point (seed 001 §3 Pickup point; §9 pick-up time = departure time minus minutes_before, HH:MM
 * Europe/London, hidden at 00:00): null time when the departure time is unknown.
 */
export const PickupPoint: PickupPointResolvers = {
  pointId: ({ point }) => String(point.point_id),
  originalId: ({ point }) => String(point.original_id),
  name: ({ point }) => point.name,
  address: ({ point }) => point.address,
  description: ({ point }) => point.description,
  notes: ({ point }) => point.notes,
  pickupTime: ({ point, departureTime }) =>
    departureTime ? pickupTime(trimStartTime(departureTime), point.minutes_before) : null,
  minutesBefore: ({ point }) => point.minutes_before,
  latitude: ({ point }) => point.latitude,
  longitude: ({ point }) => point.longitude,
};
