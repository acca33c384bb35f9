// Over 350 lines on purpose: the seed's room-type table (nine definitions) and the room-combination rules that
// read it (seed 001 §5, §9) belong together.
/**
 * Rooms and room options (seed 001 §3 "Room: name, room_type_combinations (occupants, name, passenger_links).
 * Room option tables exist for 1 to 10 passengers", §5 "Rooms", §8 room labels, §9 room prices and fixed room
 * descriptions).
 *
 * Instead of hand-written tables, the options for N passengers (1-10) are generated: every multiset of room
 * types whose occupants add up to exactly N, filtered and labelled by the seed's rules.
 */
import { isChild } from './age-categories.js';
import { MAX_PASSENGERS } from './constants.js';
import { MESSAGES } from './messages.js';
import { formatMoney, moneyFromMinor } from './money.js';

/** Room type codes known to tourdesk (the seed's fixed list: quad, triple, twin, double, single, 2 singles, family 3, family 4, dorm bed). */
export type RoomTypeCode =
  'QUAD' | 'TRIPLE' | 'TWIN' | 'DOUBLE' | 'SINGLE' | 'TWO_SINGLES' | 'FAMILY_3' | 'FAMILY_4' | 'DORM';

/**
 * A room type.
 * - `code`: tourdesk code; provider room_type strings are matched against `code` and `aliases` (case-insensitive).
 * - `occupants`: people per room (dorm: per bed).
 * - `singleOccupancy`: each guest sleeps alone (single, 2 singles): never given to a Child alone.
 * - `hostelKind`: 'dorm' / 'private' for hostel rooms affected by the children-exclusion setting.
 * - `provider`: the provider's RoomType value a basket sends for it (openapi RoomType, lower case); absent for a
 *   type the provider does not sell as one room (2 singles are booked as two single rooms).
 */
export interface RoomTypeDefinition {
  code: string;
  name: string;
  pluralName: string;
  occupants: number;
  description: string;
  singleOccupancy: boolean;
  hostelKind?: 'dorm' | 'private';
  aliases?: readonly string[];
  provider?: string;
}

/** The fixed room types and descriptions (seed 001 §9). */
export const ROOM_TYPES: Readonly<Record<RoomTypeCode, RoomTypeDefinition>> = {
  QUAD: {
    code: 'QUAD',
    provider: 'quad',
    name: 'Quad',
    pluralName: 'Quads',
    occupants: 4,
    description: 'Quad room for 4',
    singleOccupancy: false,
    aliases: ['QUA', 'QUAD ROOM'],
  },
  TRIPLE: {
    code: 'TRIPLE',
    provider: 'triple',
    name: 'Triple',
    pluralName: 'Triples',
    occupants: 3,
    description: 'Triple room for 3',
    singleOccupancy: false,
    aliases: ['TRP', 'TPL', 'TRIPLE ROOM'],
  },
  TWIN: {
    code: 'TWIN',
    provider: 'twin',
    name: 'Twin',
    pluralName: 'Twins',
    occupants: 2,
    description: 'Twin room for 2',
    singleOccupancy: false,
    aliases: ['TWN', 'TWIN ROOM'],
  },
  DOUBLE: {
    code: 'DOUBLE',
    provider: 'double',
    name: 'Double',
    pluralName: 'Doubles',
    occupants: 2,
    description: 'Double room for 2',
    singleOccupancy: false,
    aliases: ['DBL', 'DOUBLE ROOM'],
  },
  SINGLE: {
    code: 'SINGLE',
    provider: 'single',
    name: 'Single',
    pluralName: 'Singles',
    occupants: 1,
    description: 'Single room for 1',
    singleOccupancy: true,
    aliases: ['SGL', 'SNG', 'SINGLE ROOM'],
  },
  TWO_SINGLES: {
    code: 'TWO_SINGLES',
    name: '2 Singles',
    pluralName: '2 Singles',
    occupants: 2,
    description: '2 single rooms',
    singleOccupancy: true,
    aliases: ['2 SINGLES', '2SGL'],
  },
  FAMILY_3: {
    code: 'FAMILY_3',
    provider: 'family3',
    name: 'Family 3',
    pluralName: 'Family 3 rooms',
    occupants: 3,
    description: 'Family room for 3',
    singleOccupancy: false,
    aliases: ['FAMILY3', 'FAM3', 'FAMILY 3'],
  },
  FAMILY_4: {
    code: 'FAMILY_4',
    provider: 'family4',
    name: 'Family 4',
    pluralName: 'Family 4 rooms',
    occupants: 4,
    description: 'Family room for 4',
    singleOccupancy: false,
    aliases: ['FAMILY4', 'FAM4', 'FAMILY 4'],
  },
  DORM: {
    code: 'DORM',
    provider: 'dorm',
    name: 'Dorm bed',
    pluralName: 'Dorm beds',
    occupants: 1,
    description: 'Bed in a shared dorm',
    singleOccupancy: false,
    hostelKind: 'dorm',
    aliases: ['DRM', 'DORM BED', 'DORMITORY'],
  },
};

/**
 * The room types a provider basket accepts (openapi RoomType: quad, triple, twin, double, single, family3, family4,
 * dorm), lower case as the basket sends them (seed 001 §5 Rooms, §9).
 */
export const PROVIDER_ROOM_TYPES: ReadonlySet<string> = new Set(
  Object.values(ROOM_TYPES).flatMap((t) => (t.provider ? [t.provider] : [])),
);

/** Room types used as units when generating combinations ('2 singles' is generated as two SINGLE rooms). */
const UNIT_TYPES: readonly RoomTypeCode[] = [
  'QUAD',
  'FAMILY_4',
  'TRIPLE',
  'FAMILY_3',
  'TWIN',
  'DOUBLE',
  'SINGLE',
  'DORM',
];

/**
 * Finds the definition of a provider room_type string by code, name or alias (case-insensitive), in `table`
 * (default {@link ROOM_TYPES}); undefined when unknown.
 */
export function resolveRoomType(
  roomType: string,
  table: Readonly<Record<string, RoomTypeDefinition>> = ROOM_TYPES,
): RoomTypeDefinition | undefined {
  const key = roomType.trim().toUpperCase();
  return Object.values(table).find(
    (t) => t.code.toUpperCase() === key || t.name.toUpperCase() === key || (t.aliases ?? []).includes(key),
  );
}

/** The fixed description of a room type (seed 001 §9), or '' when unknown. */
export function roomTypeDescription(roomType: string): string {
  return resolveRoomType(roomType)?.description ?? '';
}

/** True for dorm room types (code DORM or any type with hostelKind 'dorm', or a name containing 'dorm'). */
export function isDormRoomType(roomType: string): boolean {
  return resolveRoomType(roomType)?.hostelKind === 'dorm' || /dorm/i.test(roomType);
}

/** True for single-occupancy room types (single, 2 singles). */
export function isSingleRoomType(roomType: string): boolean {
  return resolveRoomType(roomType)?.singleOccupancy ?? false;
}

/** One room of a combination: the provider's room_type_combinations entry. */
export interface RoomTypeCombination {
  /** People in this room (1 for each dorm bed). */
  occupants: number;
  /** Room type code (provider room_type). */
  name: string;
  /** 0-based indexes of basket passengers in this room. */
  passengerLinks: number[];
}

/**
 * Offer status of a room option: AVAILABLE (selectable); UNAVAILABLE (label '(Unavailable)': a type has no free
 * seats, or the children dorm/private exclusion applies); PHONE_FOR_COMBINATION (label ' - Phone for Room
 * Combination': each type has seats but fewer than this combination requests).
 */
export type RoomOptionStatus = 'AVAILABLE' | 'UNAVAILABLE' | 'PHONE_FOR_COMBINATION';

/** A room option ("Room: name, room_type_combinations", seed 001 §3) with its display label and status. */
export interface RoomOption {
  /** e.g. 'Twin + Single', '2 Singles', '3 Dorm beds'. */
  name: string;
  /** `name`, plus ' (Unavailable)' or ' - Phone for Room Combination' (seed 001 §8). */
  label: string;
  status: RoomOptionStatus;
  /** Occupants requested per room type code, e.g. `{ TWIN: 2, SINGLE: 1 }`. */
  occupantsByType: Record<string, number>;
  roomTypeCombinations: RoomTypeCombination[];
}

/** Free seats of a room type on the chosen date (capacity record capacity_rooms[]). */
export interface RoomCapacity {
  roomType: string;
  freeSeats: number;
  freeRooms?: number;
}

/** Input of {@link generateRoomOptions}. */
export interface RoomOptionsInput {
  /** One age category name per basket passenger (index = passenger link). 1 to 10 passengers. */
  passengers: readonly string[];
  /** Room types available for the tour (provider room_type strings). Combinations using any other type are not offered. */
  tourRoomTypes: readonly string[];
  /** capacity_rooms of the chosen date; when absent, capacity is not checked. */
  capacityRooms?: readonly RoomCapacity[];
  /**
   * The setting excluding children from dorms (seed 001 §5): when true (or the string 'true') dorm and private
   * rooms are unavailable if any passenger is a Child. Default false.
   */
  excludeChildrenFromDormAndPrivate?: boolean | string;
  /** Room type table; default {@link ROOM_TYPES}. Add entries (e.g. a hostelKind 'private' type) as needed. */
  roomTypes?: Readonly<Record<string, RoomTypeDefinition>>;
}

function combinationName(counts: readonly [RoomTypeDefinition, number][]): string {
  return counts.map(([t, n]) => (n === 1 ? t.name : `${n} ${t.pluralName}`)).join(' + ');
}

function enumerate(n: number, units: readonly RoomTypeDefinition[]): [RoomTypeDefinition, number][][] {
  const results: [RoomTypeDefinition, number][][] = [];
  const walk = (remaining: number, i: number, acc: [RoomTypeDefinition, number][]) => {
    if (remaining === 0) {
      results.push(acc);
      return;
    }
    const unit = units[i];
    if (!unit) return;
    for (let k = Math.floor(remaining / unit.occupants); k >= 0; k--) {
      walk(remaining - k * unit.occupants, i + 1, k > 0 ? [...acc, [unit, k]] : acc);
    }
  };
  walk(n, 0, []);
  return results;
}

/**
 * Places passengers into rooms: single-occupancy rooms get non-children (null when there are not enough, since a
 * Child may not be alone in a single room), each shared room gets one non-child first when possible, then the
 * rest fill in index order.
 */
function assignPassengers(
  rooms: readonly RoomTypeDefinition[],
  passengers: readonly string[],
): RoomTypeCombination[] | null {
  const adults = passengers.map((_, i) => i).filter((i) => !isChild(passengers[i] ?? ''));
  const singles = rooms.filter((r) => r.singleOccupancy).length;
  if (adults.length < singles) return null;
  const singleGuests = adults.splice(adults.length - singles, singles);
  const taken = new Set(singleGuests);
  const result = rooms.map((r) => ({ occupants: r.occupants, name: r.code, passengerLinks: [] as number[] }));
  rooms.forEach((r, i) => {
    if (r.singleOccupancy) {
      const guest = singleGuests.shift();
      if (guest !== undefined) result[i]?.passengerLinks.push(guest);
    } else if (r.hostelKind !== 'dorm' && r.occupants > 1) {
      const guest = adults.shift();
      if (guest !== undefined) {
        result[i]?.passengerLinks.push(guest);
        taken.add(guest);
      }
    }
  });
  const rest = passengers.map((_, i) => i).filter((i) => !taken.has(i));
  for (const room of result) {
    while (room.passengerLinks.length < room.occupants) {
      const next = rest.shift();
      if (next === undefined) break;
      room.passengerLinks.push(next);
    }
    room.passengerLinks.sort((a, b) => a - b);
  }
  return result;
}

/**
 * Room options for the group (seed 001 §3, §5, §8): every combination of room types seating exactly N passengers
 * (1 ≤ N ≤ 10), where
 * - every type in the combination is available for the tour (otherwise not offered);
 * - no Child is alone in a single-occupancy room (otherwise not offered);
 * - dorm beds are offered as an all-dorm option only (tourdesk's choice; the seed is silent on mixing);
 * - with the children exclusion on and a Child in the group, options with dorm/private rooms are UNAVAILABLE;
 * - a type with 0 free seats makes the option UNAVAILABLE; requested occupants above the type's free seats make it
 *   PHONE_FOR_COMBINATION.
 * Sorted by number of rooms, then name. Returns [] for 0 or more than 10 passengers.
 */
export function generateRoomOptions(input: RoomOptionsInput): RoomOption[] {
  const n = input.passengers.length;
  if (n < 1 || n > MAX_PASSENGERS) return [];
  const table = input.roomTypes ?? ROOM_TYPES;
  const offered = new Set(
    input.tourRoomTypes.map((t) => resolveRoomType(t, table)?.code).filter((c): c is string => !!c),
  );
  const units = [
    ...UNIT_TYPES.map((c) => table[c]).filter((t): t is RoomTypeDefinition => !!t),
    ...Object.values(table).filter(
      (t) => !(UNIT_TYPES as readonly string[]).includes(t.code) && t.code !== 'TWO_SINGLES',
    ),
  ].filter((t) => offered.has(t.code));
  const dormUnits = units.filter((t) => t.hostelKind === 'dorm');
  const roomUnits = units.filter((t) => t.hostelKind !== 'dorm');
  const combos = [
    ...enumerate(n, roomUnits),
    ...dormUnits.map((d): [RoomTypeDefinition, number][] => [[d, n]]),
  ];
  const exclusionOn = String(input.excludeChildrenFromDormAndPrivate ?? false).toLowerCase() === 'true';
  const hasChild = input.passengers.some(isChild);

  const options: RoomOption[] = [];
  for (const combo of combos) {
    const rooms = combo.flatMap(([t, k]) => Array.from({ length: k }, () => t));
    const roomTypeCombinations = assignPassengers(rooms, input.passengers);
    if (!roomTypeCombinations) continue;
    const occupantsByType: Record<string, number> = {};
    for (const [t, k] of combo) occupantsByType[t.code] = (occupantsByType[t.code] ?? 0) + k * t.occupants;

    let status: RoomOptionStatus = 'AVAILABLE';
    if (exclusionOn && hasChild && combo.some(([t]) => t.hostelKind !== undefined)) status = 'UNAVAILABLE';
    else if (input.capacityRooms) {
      for (const [code, requested] of Object.entries(occupantsByType)) {
        const seats = input.capacityRooms
          .filter((c) => resolveRoomType(c.roomType, table)?.code === code)
          .reduce((sum, c) => sum + Math.max(c.freeSeats, 0), 0);
        if (seats <= 0) {
          status = 'UNAVAILABLE';
          break;
        }
        if (requested > seats) status = 'PHONE_FOR_COMBINATION';
      }
    }
    const name = combinationName(combo);
    options.push({
      name,
      label: roomOptionLabel(name, status),
      status,
      occupantsByType,
      roomTypeCombinations,
    });
  }
  return options.sort(
    (a, b) =>
      a.roomTypeCombinations.length - b.roomTypeCombinations.length || a.name.localeCompare(b.name, 'en'),
  );
}

/**
 * Display label of a room option (seed 001 §8): AVAILABLE → name; UNAVAILABLE → `${name} (Unavailable)`;
 * PHONE_FOR_COMBINATION → `${name} - Phone for Room Combination`.
 */
export function roomOptionLabel(name: string, status: RoomOptionStatus): string {
  if (status === 'UNAVAILABLE') return `${name} ${MESSAGES.roomUnavailable}`;
  if (status === 'PHONE_FOR_COMBINATION') return `${name}${MESSAGES.phoneForRoomCombination}`;
  return name;
}

/**
 * Keeps a selected room option only while it is still offered and AVAILABLE; otherwise null (seed 001 §4 "A
 * selected room that becomes unavailable is cleared").
 */
export function keepSelectedRoom(selectedName: string | null, options: readonly RoomOption[]): string | null {
  if (selectedName === null) return null;
  return options.some((o) => o.name === selectedName && o.status === 'AVAILABLE') ? selectedName : null;
}

/** Per-person price of a room type (product_currencies amounts for one age category), in minor units. */
export interface RoomPrice {
  roomType: string;
  amountMinor: number;
}

/** A room type's price shown as a difference: `differenceMinor` and label '+ £20.00' ('' when 0). */
export interface RoomPriceDifference {
  roomType: string;
  differenceMinor: number;
  label: string;
}

/**
 * Room prices as differences from the minimum price, prefixed '+ ' (seed 001 §9). The minimum is over the room
 * types with a price above 0, excluding dorm rooms when `excludeDormFromMinimum` is set ("Minimum price can
 * exclude dorm rooms by configuration flags"); single-occupancy rooms are compared with the absolute minimum
 * (dorms included). A zero difference has an empty label; a negative one (a dorm under the minimum) is shown
 * with '- '.
 * @param currency ISO 4217 code of the amounts; @param locale for formatting, default 'en-GB'.
 */
export function roomPriceDifferences(
  prices: readonly RoomPrice[],
  currency: string,
  options: { excludeDormFromMinimum?: boolean; locale?: string } = {},
): RoomPriceDifference[] {
  const priced = prices.filter((p) => p.amountMinor > 0);
  const absoluteMin = Math.min(...priced.map((p) => p.amountMinor));
  const baseline = options.excludeDormFromMinimum
    ? priced.filter((p) => !isDormRoomType(p.roomType))
    : priced;
  const min = baseline.length ? Math.min(...baseline.map((p) => p.amountMinor)) : absoluteMin;
  return priced.map((p) => {
    const differenceMinor = p.amountMinor - (isSingleRoomType(p.roomType) ? absoluteMin : min);
    const abs = formatMoney(moneyFromMinor(Math.abs(differenceMinor), currency), options.locale);
    const label = differenceMinor === 0 ? '' : `${differenceMinor > 0 ? '+' : '-'} ${abs}`;
    return { roomType: p.roomType, differenceMinor, label };
  });
}

/** One per-person amount of a departure (capacity record product_currencies[].amounts[]), in minor units. */
export interface RoomAmount {
  /** Provider room_type ('twin', 'family3', ...), matched by code, name or alias; null or absent when unroomed. */
  roomType?: string | null;
  /** Provider age_category ('Adult', 'Child', ...), matched case-insensitively. */
  ageCategory?: string | null;
  /** Per-person price in minor units of the departure's currency. */
  amountMinor: number;
}

/**
 * What a room option costs the party (seed 001 §3 Capacity record 'product_currencies[] (iso_currency_code,
 * amounts[] with room_type, age_category, amount)', §5 Rooms): the sum, over every room of the option and every
 * passenger linked to it, of the per-person amount for the room's type and the passenger's age category, in minor
 * units of the amounts' currency. Null when any passenger has no amount (the option is then not priced).
 * @param passengers One age category name per basket passenger (index = passenger link).
 * @param amounts The departure's amounts in one currency; room types are matched through `table`.
 */
export function roomOptionPriceMinor(
  option: RoomOption,
  passengers: readonly string[],
  amounts: readonly RoomAmount[],
  table: Readonly<Record<string, RoomTypeDefinition>> = ROOM_TYPES,
): number | null {
  let total = 0;
  for (const room of option.roomTypeCombinations) {
    for (const index of room.passengerLinks) {
      const category = (passengers[index] ?? '').toLowerCase();
      const amount = amounts.find(
        (a) =>
          !!a.roomType &&
          resolveRoomType(a.roomType, table)?.code === room.name &&
          (a.ageCategory ?? '').toLowerCase() === category,
      );
      if (!amount) return null;
      total += amount.amountMinor;
    }
  }
  return total;
}

/** Key of an option for {@link roomPriceDifferences}: its room type code when it has one type, else its name. */
function priceKey(option: RoomOption): string {
  const types = Object.keys(option.occupantsByType);
  return types.length === 1 && types[0] ? types[0] : option.name;
}

/**
 * The price difference shown with each room option (seed 001 §9 'Room price is shown as a difference from the
 * minimum price, prefixed '+ '; the single room is compared with the absolute minimum'): each option's price for
 * the party ({@link roomOptionPriceMinor}) compared by {@link roomPriceDifferences}, an option of one room type
 * standing for that type (so '2 Singles' is a single room). Aligned with `options`; null for an option without a
 * price (or priced 0).
 * @param currency ISO 4217 code of the amounts (minor units).
 */
export function roomOptionPriceDifferences(
  options: readonly RoomOption[],
  passengers: readonly string[],
  amounts: readonly RoomAmount[],
  currency: string,
  settings: {
    excludeDormFromMinimum?: boolean;
    locale?: string;
    table?: Readonly<Record<string, RoomTypeDefinition>>;
  } = {},
): (RoomPriceDifference | null)[] {
  const differences = new Map(
    roomPriceDifferences(
      options.map((option) => ({
        roomType: priceKey(option),
        amountMinor: roomOptionPriceMinor(option, passengers, amounts, settings.table) ?? 0,
      })),
      currency,
      settings,
    ).map((d) => [d.roomType, d]),
  );
  return options.map((option) => differences.get(priceKey(option)) ?? null);
}
