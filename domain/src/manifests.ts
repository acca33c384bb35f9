/**
 * Departure manifests for operations (report-cli/README.md 'Departure manifests'): who travels on one departure
 * (a tour on a day), counted by pick-up point and in total. Cancelled places are never on a manifest; every count
 * is the count of the passengers listed, so the pick-ups add up to the total and the total to the bookings.
 */
import type { ReportBookingStatus } from './booking.js';
import { dateOnly } from './calendar-dates.js';
import { addDays } from './date-arithmetic.js';

/** A booked pick-up point: the provider's id, name, address and pick-up time HH:mm (Europe/London). */
export interface ManifestPickupPoint {
  pickupId: string;
  name: string;
  address: string | null;
  time: string;
}

/** A passenger with a place on the departure. */
export interface ManifestPassengerLine {
  /** 'First Family', or 'Passenger n' while not given. */
  name: string;
  /** The provider's age category name (Adult, Child …). */
  ageCategory: string;
  /** Room type on this trip, null for a day tour. */
  roomType: string | null;
  status: ReportBookingStatus;
}

/** One booking's part of a departure. */
export interface ManifestBookingLine {
  groupBookingId: string;
  pickup: ManifestPickupPoint | null;
  passengers: readonly ManifestPassengerLine[];
  rooms: readonly { roomType: string; occupants: readonly string[] }[];
  addOns: readonly { tourId: string; name: string; passengers: readonly string[] }[];
}

/** A count of one kind (an age category, room type or add-on tour id). */
export interface ManifestCountLine {
  key: string;
  count: number;
}

/** Passengers picked up at one point (null: bookings without a pick-up point). */
export interface ManifestPickupLine {
  pickup: ManifestPickupPoint | null;
  bookings: number;
  passengers: number;
}

/** Totals of one departure. */
export interface ManifestTotalsLine {
  bookings: number;
  passengers: number;
  byAgeCategory: ManifestCountLine[];
  rooms: ManifestCountLine[];
  addOns: ManifestCountLine[];
}

/** Code-unit order of two strings (stable across locales). */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The pick-up order of a point: its time, then its name; bookings without one come last. */
function pickupOrder(a: ManifestPickupPoint | null, b: ManifestPickupPoint | null): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  return byCodeUnits(a.time, b.time) || byCodeUnits(a.name, b.name) || byCodeUnits(a.pickupId, b.pickupId);
}

/**
 * A departure's bookings in manifest order: by pick-up time (then point name; no pick-up last), then by booking
 * id as a number. Bookings without a passenger on the departure are left out.
 */
export function manifestOrder<T extends ManifestBookingLine>(bookings: readonly T[]): T[] {
  return bookings
    .filter((b) => b.passengers.length > 0)
    .sort((a, b) => pickupOrder(a.pickup, b.pickup) || Number(a.groupBookingId) - Number(b.groupBookingId));
}

/** Counts of `keys`, in key order. */
function countsOf(keys: readonly string[]): ManifestCountLine[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => byCodeUnits(a, b)).map(([key, count]) => ({ key, count }));
}

/** Bookings and passengers per pick-up point of a departure, in pick-up order (no pick-up last). */
export function manifestPickups(bookings: readonly ManifestBookingLine[]): ManifestPickupLine[] {
  const lines = new Map<string, ManifestPickupLine>();
  for (const booking of bookings) {
    if (booking.passengers.length === 0) continue;
    const id = booking.pickup?.pickupId ?? '';
    const line = lines.get(id) ?? { pickup: booking.pickup, bookings: 0, passengers: 0 };
    line.bookings += 1;
    line.passengers += booking.passengers.length;
    lines.set(id, line);
  }
  return [...lines.values()].sort((a, b) => pickupOrder(a.pickup, b.pickup));
}

/**
 * Totals of a departure: bookings with a passenger on it, passengers, passengers per age category, rooms per
 * room type and add-on places per add-on tour id.
 */
export function manifestTotals(bookings: readonly ManifestBookingLine[]): ManifestTotalsLine {
  const travelling = bookings.filter((b) => b.passengers.length > 0);
  const passengers = travelling.flatMap((b) => b.passengers);
  return {
    bookings: travelling.length,
    passengers: passengers.length,
    byAgeCategory: countsOf(passengers.map((p) => p.ageCategory)),
    rooms: countsOf(travelling.flatMap((b) => b.rooms.map((r) => r.roomType))),
    addOns: countsOf(travelling.flatMap((b) => b.addOns.flatMap((a) => a.passengers.map(() => a.tourId)))),
  };
}

/** Departure days a manifest covers: yyyy-mm-dd, from <= to. */
export interface ManifestRange {
  from: string;
  to: string;
}

/**
 * The first-departure days to search for a manifest's bookings: `spanDays` either side of the range. The
 * provider's booking search filters by a booking's first trip (its first main trip as booked, not the earliest),
 * so a passenger whose booking's first trip departs on another day is found only by searching around the range.
 * @param spanDays whole days, at least 0: the most days between two trips of one booking the manifest finds.
 * @throws RangeError for an invalid date.
 */
export function manifestSearchWindow(range: ManifestRange, spanDays: number): ManifestRange {
  return { from: addDays(range.from, -spanDays), to: addDays(range.to, spanDays) };
}

/** What the provider's booking search tells of a booking before it is loaded. */
export interface ManifestCandidate {
  /** The booking's first departure (LocalDateTime or yyyy-mm-dd, Europe/London). */
  departureDate: string;
  /** Tour ids of every trip of the booking, add-ons included. */
  tourIds: readonly string[];
}

/**
 * True when a booking found by the search may have a passenger on a departure of `range` (of `tours`, upper
 * case, when given) and so must be loaded: it has a trip of an asked tour, and either its first departure is in
 * the range or it has trips of more than one tour (a basket holds one trip per tour, seed 001 §4 Basket to cart,
 * so a single-tour booking departs once). Every passenger on a departure is found whatever the booking's other trips.
 */
export function isManifestCandidate(
  booking: ManifestCandidate,
  range: ManifestRange,
  tours: readonly string[] | null,
): boolean {
  const ids = booking.tourIds.map((id) => id.toUpperCase());
  if (tours?.length && !ids.some((id) => tours.includes(id))) return false;
  const first = dateOnly(booking.departureDate);
  return (first >= range.from && first <= range.to) || new Set(ids).size > 1;
}
