import { guestName, reportBookingStatus, type ReportBookingStatus } from '@tourdesk/domain/booking';
import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { dateOnly } from '@tourdesk/domain/calendar-dates';
import { compareIsoDates, isIsoDate } from '@tourdesk/domain/dates';
import {
  isManifestCandidate,
  manifestOrder,
  manifestSearchWindow,
  manifestPickups,
  manifestTotals,
  type ManifestBookingLine,
  type ManifestPickupPoint,
} from '@tourdesk/domain/manifests';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { DepartureManifestInput } from '../../generated/resolvers-types.js';
import type { ProviderBookedTrip, ProviderBooking } from '../../provider/types.js';

/** Longest manifest range, in days after `from`. */
export const MANIFEST_MAX_RANGE_DAYS = 7;

/** Bookings loaded at once while a manifest is built. */
const LOADS_IN_FLIGHT = 4;

/** One booking of a departure, as the manifest answers it. */
export interface ManifestBookingAnswer extends ManifestBookingLine {
  status: ReportBookingStatus;
  providerStatus: string;
  agencyCode: string | null;
  consultant: string | null;
  leadContact: { name: string; email: string | null; telephone: string | null };
  passengers: {
    name: string;
    ageCategory: string;
    roomType: string | null;
    status: ReportBookingStatus;
  }[];
  rooms: { roomType: string; occupants: string[] }[];
  addOns: { tourId: string; name: string; passengers: string[] }[];
  notes: { type: string; note: string }[];
}

/** One departure's manifest, as answered. */
export interface DepartureManifestAnswer {
  tourId: string;
  tourName: string;
  date: string;
  departureTime: string;
  bookings: ManifestBookingAnswer[];
  pickups: ReturnType<typeof manifestPickups>;
  totals: ReturnType<typeof manifestTotals>;
}

/**
 * Checks a manifest range: yyyy-mm-dd dates, from <= to, at most {@link MANIFEST_MAX_RANGE_DAYS} days apart.
 * @throws BAD_USER_INPUT naming the rule.
 */
export function checkManifestInput(input: DepartureManifestInput): void {
  if (!isIsoDate(input.from) || !isIsoDate(input.to) || compareIsoDates(input.from, input.to) > 0) {
    throw gatewayError('BAD_USER_INPUT', 'The manifest range needs from <= to, as yyyy-mm-dd dates.');
  }
  if ((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 > MANIFEST_MAX_RANGE_DAYS) {
    throw gatewayError('BAD_USER_INPUT', `A manifest covers at most ${MANIFEST_MAX_RANGE_DAYS + 1} days.`);
  }
}

/** HH:mm of a provider LocalDateTime or time (`2026-07-10T08:00:00`, `07:40:00`); '' when it has none. */
function hoursMinutes(value: string | null | undefined): string {
  return /(\d{2}:\d{2})/.exec(value ?? '')?.[1] ?? '';
}

/** Runs `work` over `items`, `limit` at a time, answering in the items' order. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The group booking ids that may have a passenger on a departure of the range: every page of the provider's
 * booking search over the first-departure days around it (domain `manifestSearchWindow`, the configured trip
 * span), kept by domain `isManifestCandidate` (a trip of an asked tour; first departure in the range, or trips of
 * more than one tour). The search is not filtered by tour: its tour filter is the booking's first trip's.
 * @throws BAD_USER_INPUT past the configured most bookings of one manifest.
 */
async function bookingIdsOf(ctx: GatewayContext, input: DepartureManifestInput): Promise<number[]> {
  const { providerReportAppId: appId, manifestTripSpanDays, manifestMaxBookings } = ctx.services.config;
  const timing = { budgetMs: ctx.services.config.reportPageTimeoutMs, hedge: false };
  const tours = input.tourIds?.map((t) => t.toUpperCase()) ?? null;
  const window = manifestSearchWindow(input, manifestTripSpanDays);
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await ctx.provider.searchBookings(
      appId,
      { page, page_size: SEARCH_PAGE_SIZE, departure_date_from: window.from, departure_date_to: window.to },
      timing,
    );
    for (const summary of answer.bookings) {
      if (
        isManifestCandidate(
          { departureDate: summary.departure_date, tourIds: summary.tour_ids },
          input,
          tours,
        )
      ) {
        ids.push(summary.group_booking_id);
      }
    }
    if (ids.length > manifestMaxBookings) {
      throw gatewayError(
        'BAD_USER_INPUT',
        `More than ${manifestMaxBookings} bookings depart in this range: ask for fewer days or tours.`,
      );
    }
    if (page >= answer.pagination.total_pages) return ids;
  }
}

/** One booking's part of one of its trips: the places not cancelled, its pick-up, rooms, notes and add-ons. */
function bookingLine(booking: ProviderBooking, trip: ProviderBookedTrip): ManifestBookingAnswer {
  const details = new Map(booking.passengers.map((p, index) => [p.passenger_identifier, { p, index }]));
  const nameOf = (passengerId: string) => {
    const found = details.get(passengerId);
    return guestName(
      { firstName: found?.p.first_name, familyName: found?.p.family_name },
      found?.index ?? booking.passengers.length,
    );
  };
  const onBoard = (places: ProviderBookedTrip['passengers']) =>
    places.filter((place) => reportBookingStatus(place.status) !== 'CANCELLED');
  const places = onBoard(trip.passengers);
  const placeNames = new Map(
    places.map((place) => [place.trip_passenger_identifier, nameOf(place.passenger_identifier)]),
  );
  const lead = places[0] ? details.get(places[0].passenger_identifier)?.p : undefined;
  const telephone = [lead?.telephone_country_code, lead?.telephone_number]
    .filter((part) => part?.trim())
    .join(' ');
  const pickup: ManifestPickupPoint | null = trip.pickup
    ? {
        pickupId: String(trip.pickup.original_id),
        name: trip.pickup.name,
        address: trip.pickup.address ?? null,
        time: hoursMinutes(trip.pickup.time),
      }
    : null;
  return {
    groupBookingId: String(booking.group_booking_id),
    status: reportBookingStatus(trip.status),
    providerStatus: trip.status,
    agencyCode: booking.agency_code ?? trip.affiliate ?? null,
    consultant: trip.affiliate_contact ?? null,
    leadContact: {
      name: places[0] ? nameOf(places[0].passenger_identifier) : '',
      email: lead?.email?.trim() || null,
      telephone: telephone || lead?.contact_telephone_number?.trim() || null,
    },
    pickup,
    passengers: places.map((place) => ({
      name: nameOf(place.passenger_identifier),
      ageCategory: place.age_category,
      roomType: place.room_type ?? null,
      status: reportBookingStatus(place.status),
    })),
    rooms: trip.reservation_rooms
      .map((room) => ({
        roomType: room.room_type,
        occupants: room.reservation_room_links.flatMap((id) => placeNames.get(id) ?? []),
      }))
      .filter((room) => room.occupants.length > 0),
    notes: (booking.booking_confirmation.booking_notes ?? booking.notes ?? []).map((n) => ({
      type: n.type,
      note: n.note,
    })),
    addOns: booking.trips
      .filter((t) => t.is_add_on && t.parent_booking_identifier === trip.booking_identifier)
      .map((t) => ({
        tourId: t.tour_id,
        name: t.tour_name,
        passengers: onBoard(t.passengers).map((place) => nameOf(place.passenger_identifier)),
      }))
      .filter((addOn) => addOn.passengers.length > 0),
  };
}

/**
 * The departure manifests of a range (report-cli/README.md 'Departure manifests'): the provider's booking search
 * around the departure days (pages of 1000, see {@link bookingIdsOf}), then each booking that may travel loaded (its passengers, pick-up, rooms, notes and
 * add-ons; {@link LOADS_IN_FLIGHT} at a time), its main trips on those days (of the asked tours) placed on their
 * departure. Statuses no known state names are UNKNOWN and warned (log and extensions.warnings).
 * @throws BAD_USER_INPUT past MANIFEST_MAX_BOOKINGS bookings to load; provider failures as usual.
 */
export async function departureManifests(
  ctx: GatewayContext,
  input: DepartureManifestInput,
): Promise<{ departures: DepartureManifestAnswer[]; bookingsScanned: number }> {
  const ids = await bookingIdsOf(ctx, input);
  const appId = ctx.services.config.providerReportAppId;
  const bookings = await inBatches(ids, LOADS_IN_FLIGHT, (id) => ctx.provider.loadBooking(appId, id, null));
  const tours = input.tourIds?.map((t) => t.toUpperCase());
  const departures = new Map<string, { trip: ProviderBookedTrip; lines: ManifestBookingAnswer[] }>();
  const unknown = new Map<string, number>();
  for (const booking of bookings) {
    for (const trip of booking.trips) {
      const date = dateOnly(trip.departure_date);
      if (trip.is_add_on || date < input.from || date > input.to) continue;
      if (tours?.length && !tours.includes(trip.tour_id.toUpperCase())) continue;
      const line = bookingLine(booking, trip);
      if (line.passengers.length === 0) continue;
      for (const status of [line.providerStatus, ...trip.passengers.map((p) => p.status)]) {
        if (reportBookingStatus(status) === 'UNKNOWN') unknown.set(status, (unknown.get(status) ?? 0) + 1);
      }
      const key = `${date}|${trip.tour_id}`;
      const departure = departures.get(key) ?? { trip, lines: [] };
      departure.lines.push(line);
      departures.set(key, departure);
    }
  }
  if (unknown.size > 0) {
    const values = [...unknown.keys()].sort();
    ctx.services.logger.warn(
      { requestId: ctx.requestId, query: 'departureManifests', field: 'status', values },
      'report: unknown provider status',
    );
    ctx.warnings.push({
      code: 'UNKNOWN_PROVIDER_VALUE',
      message: `Statuses no known state names (${values.join(', ')}): listed as UNKNOWN with the provider text.`,
      field: 'status',
      values,
    });
  }
  const ordered = [...departures.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const answers = await Promise.all(
    ordered.map(async ([key, { trip, lines }]) => {
      const bookingsOn = manifestOrder(lines);
      return {
        tourId: trip.tour_id,
        tourName: (await ctx.data.products.load(trip.tour_id))?.name ?? trip.tour_name,
        date: key.slice(0, 10),
        departureTime: hoursMinutes(trip.departure_date),
        bookings: bookingsOn,
        pickups: manifestPickups(bookingsOn),
        totals: manifestTotals(bookingsOn),
      };
    }),
  );
  return { departures: answers, bookingsScanned: ids.length };
}
