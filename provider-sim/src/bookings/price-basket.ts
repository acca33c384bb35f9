import { PICKUP_RUNS } from '../catalogue/pickup-runs.js';
import { EXTRA_NIGHT_GBP, unitPrice } from '../catalogue/pricing.js';
import { ROOM_OCCUPANTS, hasRooms } from '../catalogue/tour.js';
import type { RoomType, Tour } from '../catalogue/tour.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { CapacityStore, Departure } from '../catalogue/capacity.js';
import { addDays } from '../util/clock.js';
import { fromGbp, percentOf } from '../util/money.js';
import type { CurrencyCode } from '../util/money.js';
import { ERRORS } from './messages.js';
import { commissionOf } from './place-ledger.js';
import { INVALID_PROMO, MULTI_DAY_TOUR_PERCENT, validPromo } from './promo-codes.js';
import type { BasketInput, SeatNeed, StoredTrip, StoredTripPassenger, TripInput } from './booking-types.js';

/** What pricing needs to know about the caller and the world. */
export interface PricingContext {
  catalogue: Catalogue;
  capacity: CapacityStore;
  /** Today YYYY-MM-DD (promo validity). */
  today: string;
  /** Agency band of the app id (null for consumer). */
  band: number | null;
  /** Commission percent (0 for consumer). */
  commissionPercent: number;
  /** False for seeded history (past departures have no capacity). */
  checkCapacity: boolean;
}

/** Priced trips, or the first business error; `needs` are the seats and rooms to take. */
export interface PricedBasket {
  trips: StoredTrip[];
  error: string | null;
  needs: SeatNeed[];
}

class BasketError extends Error {}

/** The passenger_identifier of basket passenger `index` in booking `groupId` (e.g. 200123-P1). */
export function passengerIdOf(groupId: number, index: number): string {
  return `${groupId}-P${index + 1}`;
}

function fail(message: string): never {
  throw new BasketError(message);
}

class NeedTracker {
  readonly needs = new Map<string, SeatNeed>();

  constructor(private readonly check: boolean) {}

  take(
    dep: Departure,
    seats: number,
    rooms: Partial<Record<RoomType, number>>,
    alwaysAvailable: boolean,
  ): void {
    const key = `${dep.tourId}|${dep.start}`;
    const need = this.needs.get(key) ?? { key, tourId: dep.tourId, start: dep.start, seats: 0, rooms: {} };
    need.seats += seats;
    for (const [rt, n] of Object.entries(rooms) as [RoomType, number][])
      need.rooms[rt] = (need.rooms[rt] ?? 0) + n;
    if (this.check && !alwaysAvailable) {
      if (dep.freeSeats < 0 || dep.freeSeats < need.seats) fail(ERRORS.seats);
      for (const [rt, n] of Object.entries(need.rooms) as [RoomType, number][]) {
        if ((dep.rooms?.[rt] ?? 0) < n) fail(ERRORS.rooms);
      }
    }
    this.needs.set(key, need);
  }
}

function tripPassengerIndexes(trip: TripInput, basket: BasketInput): number[] {
  const indexes = trip.passengers ?? basket.passengers.map((_, i) => i);
  if (indexes.some((i) => i >= basket.passengers.length)) fail(ERRORS.passengers);
  return indexes;
}

function checkAdult(basket: BasketInput, indexes: number[]): void {
  const ages = indexes.map((i) => basket.passengers[i]!.age_category);
  if (ages.includes('Child') && !ages.some((a) => a !== 'Child')) fail(ERRORS.adult);
}

function roomsOf(tour: Tour, trip: TripInput, basket: BasketInput, indexes: number[]): Map<number, RoomType> {
  const assignment = new Map<number, RoomType>();
  if (!hasRooms(tour)) return assignment;
  const rooms = trip.rooms ?? [];
  if (rooms.length === 0) fail(ERRORS.rooms);
  for (const room of rooms) {
    if (!tour.roomTypes.includes(room.room_type)) fail(ERRORS.rooms);
    if (room.room_type !== 'dorm' && room.passenger_links.length > ROOM_OCCUPANTS[room.room_type])
      fail(ERRORS.rooms);
    const ages = room.passenger_links.map((i) => basket.passengers[i]?.age_category);
    if (room.room_type === 'single' && ages[0] === 'Child') fail(ERRORS.rooms);
    for (const i of room.passenger_links) {
      if (!indexes.includes(i) || assignment.has(i)) fail(ERRORS.rooms);
      assignment.set(i, room.room_type);
    }
  }
  if (assignment.size !== indexes.length) fail(ERRORS.rooms);
  return assignment;
}

function roomCounts(rooms: NonNullable<TripInput['rooms']>): Partial<Record<RoomType, number>> {
  const counts: Partial<Record<RoomType, number>> = {};
  for (const r of rooms)
    counts[r.room_type] =
      (counts[r.room_type] ?? 0) + (r.room_type === 'dorm' ? r.passenger_links.length : 1);
  return counts;
}

function pickupOf(tour: Tour, trip: TripInput, dep: Departure): StoredTrip['pickup'] {
  if (trip.pickup_point === undefined || trip.pickup_point === null) return null;
  const run = tour.pickupRunId === null ? undefined : PICKUP_RUNS.get(tour.pickupRunId);
  const point = run?.points.find((p) => p.original_id === trip.pickup_point);
  if (!point) fail(ERRORS.pickup);
  const [h, m] = dep.start.slice(11, 16).split(':').map(Number) as [number, number];
  const minutes = h * 60 + m - point.minutes_before;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  return { original_id: point.original_id, name: point.name, address: point.address, time };
}

function addOnAllowed(tour: Tour, addOnId: string, date: string): boolean {
  return tour.addOnGroups.some(
    (g) =>
      g.products.includes(addOnId) &&
      (g.dates.length === 0 || g.dates.some((r) => date >= r.date_from && date <= r.date_to)),
  );
}

interface PriceInput {
  tour: Tour;
  dep: Departure;
  indexes: number[];
  assignment: Map<number, RoomType>;
  extraNights: number;
}

function pricePassengers(
  basket: BasketInput,
  input: PriceInput,
  ids: { trip: string; group: number },
  currency: CurrencyCode,
  ctx: PricingContext,
): StoredTripPassenger[] {
  const month = Number(input.dep.start.slice(5, 7));
  const nightPrice = fromGbp(EXTRA_NIGHT_GBP * 100, currency);
  const rate = input.tour.productType === 'DONATION' ? 0 : ctx.commissionPercent;
  return input.indexes.map((i, n) => {
    const pax = basket.passengers[i]!;
    const roomType = input.assignment.get(i) ?? null;
    const price =
      unitPrice(input.tour, pax.age_category, roomType, currency, month) + input.extraNights * nightPrice;
    return {
      tripPassengerId: `${ids.trip}-${n + 1}`,
      passengerId: passengerIdOf(ids.group, i),
      ageCategory: pax.age_category,
      roomType,
      price,
      discount: 0,
      discountPercent: 0,
      discountCode: null,
      discountDescription: null,
      commission: commissionOf(price, rate, currency),
      commissionPercent: rate,
      paid: 0,
      retained: 0,
      paidFee: 0,
      cancelled: false,
      cancellationFee: 0,
      onRequest: input.dep.onRequest,
    };
  });
}

function priceAddOns(
  basket: BasketInput,
  trip: TripInput,
  main: StoredTrip,
  tour: Tour,
  ctx: PricingContext,
  tracker: NeedTracker,
  currency: CurrencyCode,
): StoredTrip[] {
  return (trip.add_ons ?? []).map((addOn, a) => {
    const product = ctx.catalogue.get(addOn.tour_id);
    const date = main.departure.slice(0, 10);
    if (!product || product.productType === 'TOUR' || !addOnAllowed(tour, addOn.tour_id, date))
      fail(ERRORS.addOn);
    if (addOn.passengers.some((i) => i >= basket.passengers.length)) fail(ERRORS.passengers);
    const addOnDate = addDays(date, product.postTourOffset - product.preTourOffset);
    const dep =
      ctx.capacity.find(product.tourId, addOnDate) ??
      syntheticDeparture(product, addOnDate, ctx.checkCapacity);
    tracker.take(dep, addOn.passengers.length, {}, product.alwaysAvailable);
    const id = `${main.bookingIdentifier}-A${a + 1}`;
    return {
      bookingIdentifier: id,
      tourId: product.tourId,
      departure: dep.start,
      end: dep.end,
      promoCode: null,
      promoError: null,
      isAddOn: true,
      parentId: main.bookingIdentifier,
      pickup: null,
      nightsPre: 0,
      nightsPost: 0,
      rooms: [],
      passengers: pricePassengers(
        basket,
        { tour: product, dep, indexes: addOn.passengers, assignment: new Map(), extraNights: 0 },
        { trip: id, group: Number(main.bookingIdentifier.split('-')[0]) },
        currency,
        ctx,
      ),
    };
  });
}

function syntheticDeparture(tour: Tour, date: string, check: boolean): Departure {
  if (check && !tour.alwaysAvailable) fail(ERRORS.seats);
  const time = tour.departureTimes[0] ?? '08:00:00';
  return {
    tourId: tour.tourId,
    start: `${date}T${time}`,
    end: `${addDays(date, Math.max(0, tour.days - 1))}T${tour.returnTime}`,
    freeSeats: tour.seats,
    onRequest: false,
    rooms: null,
  };
}

function priceTrip(
  basket: BasketInput,
  trip: TripInput,
  t: number,
  ctx: PricingContext,
  tracker: NeedTracker,
  groupId: number,
): StoredTrip[] {
  const currency = basket.booking_information.iso_currency_code;
  const tour = ctx.catalogue.get(trip.tour_id);
  if (!tour || tour.productType !== 'TOUR' || !ctx.catalogue.isVisible(tour, ctx.band))
    fail(ERRORS.unknownTour);
  const indexes = tripPassengerIndexes(trip, basket);
  if (indexes.length === 0) fail(ERRORS.passengers);
  checkAdult(basket, indexes);
  const dep =
    ctx.capacity.find(tour.tourId, trip.departure_date) ??
    (ctx.checkCapacity
      ? fail(ERRORS.noDeparture)
      : syntheticDeparture(tour, trip.departure_date.slice(0, 10), false));
  if (unitPrice(tour, 'Adult', tour.roomTypes[0] ?? null, currency, null) <= 0) fail(ERRORS.unbookable);
  const assignment = roomsOf(tour, trip, basket, indexes);
  tracker.take(dep, indexes.length, hasRooms(tour) ? roomCounts(trip.rooms ?? []) : {}, false);
  const id = `${groupId}-${t + 1}`;
  const extraNights = hasRooms(tour) ? (trip.nights_pre_tour ?? 0) + (trip.nights_post_tour ?? 0) : 0;
  const passengers = pricePassengers(
    basket,
    { tour, dep, indexes, assignment, extraNights },
    { trip: id, group: groupId },
    currency,
    ctx,
  );
  const idOf = new Map(indexes.map((i, n) => [i, passengers[n]!.tripPassengerId]));
  const main: StoredTrip = {
    bookingIdentifier: id,
    tourId: tour.tourId,
    departure: dep.start,
    end: dep.end,
    promoCode: trip.promo_code?.trim() || null,
    promoError: null,
    isAddOn: false,
    parentId: null,
    pickup: pickupOf(tour, trip, dep),
    nightsPre: trip.nights_pre_tour ?? 0,
    nightsPost: trip.nights_post_tour ?? 0,
    rooms: hasRooms(tour)
      ? (trip.rooms ?? []).map((r) => ({
          roomType: r.room_type,
          links: r.passenger_links.map((i) => idOf.get(i)!),
          supplement: 0,
        }))
      : [],
    passengers,
  };
  return [main, ...priceAddOns(basket, trip, main, tour, ctx, tracker, currency)];
}

/**
 * Applies discounts: a valid promo code on its trip, and the 10% multi-day-tour discount on every
 * day tour when the basket holds two or more; the larger percentage wins. Add-ons are never discounted. Each
 * place's commission is re-priced on its discounted price by the domain's rule (per place, half up).
 */
export function applyDiscounts(
  trips: StoredTrip[],
  ctx: Pick<PricingContext, 'catalogue' | 'today' | 'commissionPercent'>,
  currency: CurrencyCode,
): void {
  const dayTours = trips.filter((t) => !t.isAddOn && ctx.catalogue.get(t.tourId)?.days === 0);
  const multi = dayTours.length >= 2;
  for (const trip of trips) {
    if (trip.isAddOn) continue;
    const promo = trip.promoCode ? validPromo(trip.promoCode, ctx.today) : undefined;
    trip.promoError = trip.promoCode && !promo ? INVALID_PROMO : null;
    const multiPercent = multi && dayTours.includes(trip) ? MULTI_DAY_TOUR_PERCENT : 0;
    const usePromo = promo !== undefined && promo.percent >= multiPercent;
    const percent = usePromo ? promo.percent : multiPercent;
    for (const p of trip.passengers) {
      if (p.cancelled) continue;
      p.discountPercent = percent;
      p.discount = percentOf(p.price, percent);
      p.discountCode = usePromo ? promo.code : null;
      p.discountDescription =
        percent === 0 ? null : usePromo ? promo.description : 'Multiple day tours discount: 10% off';
      const tour = ctx.catalogue.get(trip.tourId);
      p.commissionPercent = tour?.productType === 'DONATION' ? 0 : ctx.commissionPercent;
      p.commission = commissionOf(p.price - p.discount, p.commissionPercent, currency);
    }
  }
}

/** Prices a basket into trips (group id 0 for a quote), checking seats, rooms and rules; never throws for business errors. */
export function priceBasket(basket: BasketInput, ctx: PricingContext, groupId: number): PricedBasket {
  const tracker = new NeedTracker(ctx.checkCapacity);
  try {
    const trips = basket.trips.flatMap((trip, t) => priceTrip(basket, trip, t, ctx, tracker, groupId));
    applyDiscounts(trips, ctx, basket.booking_information.iso_currency_code);
    return { trips, error: null, needs: [...tracker.needs.values()] };
  } catch (e) {
    if (e instanceof BasketError) return { trips: [], error: e.message, needs: [] };
    throw e;
  }
}
