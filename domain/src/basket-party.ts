/**
 * Who travels on which trip of a basket (seed 001 §3 Basket: 'passengers (each with age_category), trips'; Trip
 * and add-on passengers as index lists; seed 000 §3 Basket: rooms and add-ons link passengers by index).
 *
 * The basket holds one list of people; each trip names the people on it by index. A trip added with its own
 * party reuses the people already in the basket (the first Adult of the new party is the basket's first Adult,
 * and so on, category by category) and adds the ones missing, so tours with different party sizes sit in one
 * basket without changing each other, and a person taking two trips is one passenger of the booking (one set of
 * details at checkout, linked to every trip by passenger_identifier).
 */

/** A party placed in the basket: the basket's new passenger list and the trip's passenger indexes into it. */
export interface PlacedParty<C> {
  /** The basket's passengers (age categories), with any new people appended. */
  passengers: C[];
  /** The trip's passengers as basket indexes, in the party's order (party member j is passengers[indexes[j]]). */
  indexes: number[];
}

/**
 * Places a trip's party among the basket's passengers: the k-th member of a category in the party is the
 * basket's k-th passenger of that category, appended when the basket has fewer of them. Nobody already in the
 * basket moves, so the other trips' indexes stay valid.
 * @param passengers The basket's passengers (one age category each), in basket order.
 * @param party The trip's party (one age category each), in the order its rooms refer to it.
 */
export function placeParty<C>(passengers: readonly C[], party: readonly C[]): PlacedParty<C> {
  const next = [...passengers];
  const taken = new Map<C, number>();
  const indexes = party.map((category) => {
    const nth = taken.get(category) ?? 0;
    taken.set(category, nth + 1);
    let seen = 0;
    const existing = next.findIndex((candidate) => candidate === category && seen++ === nth);
    if (existing !== -1) return existing;
    next.push(category);
    return next.length - 1;
  });
  return { passengers: next, indexes };
}

/**
 * Maps indexes local to a trip's party (room occupants as `roomOptions` gives them for that party, 0-based in the
 * party's order) to basket indexes.
 * @param local Indexes into the party.
 * @param tripIndexes The trip's basket indexes, from {@link placeParty}.
 * @throws RangeError when a local index is outside the party.
 */
export function toBasketIndexes(local: readonly number[], tripIndexes: readonly number[]): number[] {
  return local.map((index) => {
    const basketIndex = tripIndexes[index];
    if (basketIndex === undefined) throw new RangeError(`Passenger ${index} is not in the trip's party`);
    return basketIndex;
  });
}

/** The result of {@link compactPassengers}. */
export interface CompactedPassengers<C> {
  /** The passengers still travelling, in their old order. */
  passengers: C[];
  /** The new index of an old one (only called for passengers still referenced). */
  remap: (oldIndex: number) => number;
}

/**
 * Drops the basket's passengers that no trip refers to any more (after a trip was removed or travels with fewer
 * people), keeping the order of the others.
 * @param referenced Every basket index still in use (trips, rooms, add-ons).
 * @throws RangeError when `remap` is asked for a passenger that was dropped.
 */
export function compactPassengers<C>(
  passengers: readonly C[],
  referenced: Iterable<number>,
): CompactedPassengers<C> {
  const used = new Set(referenced);
  const kept: C[] = [];
  const newIndex = new Map<number, number>();
  passengers.forEach((category, index) => {
    if (!used.has(index)) return;
    newIndex.set(index, kept.length);
    kept.push(category);
  });
  return {
    passengers: kept,
    remap: (oldIndex) => {
      const index = newIndex.get(oldIndex);
      if (index === undefined) throw new RangeError(`Passenger ${oldIndex} no longer travels`);
      return index;
    },
  };
}

/**
 * The party of a trip: the age categories of its passengers, in the order the tour panel lists categories
 * (`order`, e.g. Adult, Child, Senior, Student), so the panel opens with the trip's party as it was chosen.
 * @param passengers The basket's passengers.
 * @param indexes The trip's basket indexes.
 */
export function tripParty<C>(passengers: readonly C[], indexes: readonly number[], order: readonly C[]): C[] {
  const party = indexes.map((index) => passengers[index]).filter((c): c is C => c !== undefined);
  const rank = (category: C) => {
    const at = order.indexOf(category);
    return at === -1 ? order.length : at;
  };
  return party.sort((a, b) => rank(a) - rank(b));
}
