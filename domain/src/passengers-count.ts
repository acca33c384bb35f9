/**
 * Passenger counts per age category on the tour panel (seed 001 §5 "Passengers and dates", §9 "Maximum
 * passengers: 10").
 */
import { MAX_PASSENGERS } from './constants.js';

/** Selected passengers per age category name (e.g. `{ Adult: 2, Child: 1 }`). Missing = 0. */
export type PassengerCounts = Readonly<Record<string, number>>;

/** Total passengers of all categories. */
export function totalPassengers(counts: PassengerCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + Math.max(n, 0), 0);
}

/**
 * A passenger can be added only while the total is under 10, and free seats exceed the current total or are
 * unknown (-1) (seed 001 §5).
 * @param total Current total passengers.
 * @param freeSeats Free seats of the chosen date; -1 (or no date chosen) means unknown.
 */
export function canAddPassenger(total: number, freeSeats: number): boolean {
  return total < MAX_PASSENGERS && (freeSeats === -1 || freeSeats > total);
}

/**
 * Why no passenger can be added (seed 001 §5 'At most 10 passengers in total. A passenger can be added only when
 * free seats exceed the current total, or free seats are unknown (-1)'): the seed's sentence at the maximum, the
 * date's free seats when the party has taken them all; null while one more can be added ({@link canAddPassenger}).
 * @param total Current total passengers.
 * @param freeSeats Free seats of the chosen date; -1 when unknown.
 */
export function passengerLimitMessage(total: number, freeSeats: number): string | null {
  if (canAddPassenger(total, freeSeats)) return null;
  if (total >= MAX_PASSENGERS) return `At most ${MAX_PASSENGERS} passengers in total.`;
  return `Only ${freeSeats} ${freeSeats === 1 ? 'seat is' : 'seats are'} free on this date.`;
}

/** A category's count can be decreased only while above 0 (seed 001 §5 "The count cannot go below 0"). */
export function canRemovePassenger(count: number): boolean {
  return count > 0;
}

/**
 * Applies a +1/−1 click to a category and returns the new counts; a refused change (see {@link canAddPassenger},
 * {@link canRemovePassenger}, or the category's own max_passengers) returns `counts` unchanged.
 * @param maxForCategory The age category's max_passengers, if the provider gives one.
 */
export function changePassengerCount(
  counts: PassengerCounts,
  category: string,
  delta: 1 | -1,
  freeSeats: number,
  maxForCategory?: number,
): PassengerCounts {
  const current = counts[category] ?? 0;
  if (delta === 1) {
    if (!canAddPassenger(totalPassengers(counts), freeSeats)) return counts;
    if (maxForCategory !== undefined && current >= maxForCategory) return counts;
  } else if (!canRemovePassenger(current)) {
    return counts;
  }
  return { ...counts, [category]: current + delta };
}

/**
 * The basket's passenger list (one age category per passenger, the index used by rooms and add-on links) from
 * counts, in the given category order (default: the order of the counts object).
 */
export function expandPassengerCounts(counts: PassengerCounts, order?: readonly string[]): string[] {
  const categories = order ?? Object.keys(counts);
  return categories.flatMap((c) => Array.from({ length: Math.max(counts[c] ?? 0, 0) }, () => c));
}
