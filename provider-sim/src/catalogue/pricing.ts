import { fromGbp, roundToStep } from '../util/money.js';
import type { CurrencyCode } from '../util/money.js';
import { CURRENCIES } from '../util/money.js';
import { AGE_CATEGORIES, nightsOf } from './tour.js';
import type { AgeCategory, RoomType, Tour } from './tour.js';

/** Season factor by month (January first): low in winter, high in summer. */
export const SEASON_FACTORS = [0.9, 0.9, 0.9, 1, 1, 1.15, 1.15, 1.15, 1.05, 1.05, 0.95, 1];

/** Price factor of each age category against Adult. */
export const AGE_FACTORS: Record<AgeCategory, number> = { Adult: 1, Child: 0.8, Senior: 0.9, Student: 0.9 };

/** Per-person, per-night room supplement in whole GBP over a dorm bed. */
export const ROOM_SUPPLEMENT_GBP: Record<RoomType, number> = {
  dorm: 0,
  quad: 6,
  family4: 7,
  triple: 9,
  family3: 10,
  twin: 15,
  double: 15,
  single: 32,
};

/** Night price of a pre/post-tour night (per person, whole GBP). */
export const EXTRA_NIGHT_GBP = 35;

/**
 * Per-person price in minor units of `currency` for an age category and room type.
 * `month` (1-12) applies the season factor; null gives the base (from) price. 0 = unbookable.
 */
export function unitPrice(
  tour: Tour,
  age: AgeCategory,
  roomType: RoomType | null,
  currency: CurrencyCode,
  month: number | null,
): number {
  if (tour.gbpPence === 0) return 0;
  if (tour.productType !== 'TOUR' && tour.alwaysAvailable) return fromGbp(tour.gbpPence, currency);
  const season = month === null || tour.productType !== 'TOUR' ? 1 : (SEASON_FACTORS[month - 1] ?? 1);
  const base = roundToStep(tour.gbpPence * AGE_FACTORS[age] * season, 50);
  const supplement = roomType === null ? 0 : ROOM_SUPPLEMENT_GBP[roomType] * 100 * nightsOf(tour);
  return fromGbp(base + supplement, currency);
}

/** Room supplement for the whole tour per person, minor units of `currency`. */
export function roomSupplement(tour: Tour, roomType: RoomType, currency: CurrencyCode): number {
  return fromGbp(ROOM_SUPPLEMENT_GBP[roomType] * 100 * nightsOf(tour), currency);
}

/** Lowest Adult per-person price (minor units) over the tour's room types, base season. */
export function fromPrice(tour: Tour, currency: CurrencyCode): number {
  const rooms: (RoomType | null)[] = tour.roomTypes.length > 0 ? tour.roomTypes : [null];
  return Math.min(...rooms.map((rt) => unitPrice(tour, 'Adult', rt, currency, null)));
}

/** One price amount (provider shape) in decimal units. */
export interface PriceAmount {
  room_type: RoomType | null;
  age_category: AgeCategory;
  amount: number;
}

/** All per-person amounts of a tour in a currency (decimals), for a month or the base season. */
export function priceAmounts(tour: Tour, currency: CurrencyCode, month: number | null): PriceAmount[] {
  const rooms: (RoomType | null)[] = tour.roomTypes.length > 0 ? tour.roomTypes : [null];
  return rooms.flatMap((room_type) =>
    AGE_CATEGORIES.map((age_category) => ({
      room_type,
      age_category,
      amount: unitPrice(tour, age_category, room_type, currency, month) / 100,
    })),
  );
}

/**
 * The per-person amounts of a tour over a set of departure months: for each room type and age category the lowest
 * price of those months (the season factor differs by month), and `from_price` the lowest Adult amount. Without
 * months, the base season's amounts.
 */
export function lowestAmounts(
  tour: Tour,
  currency: CurrencyCode,
  months: readonly number[],
): { from_price: number; amounts: PriceAmount[] } {
  const lists =
    months.length > 0
      ? months.map((m) => priceAmounts(tour, currency, m))
      : [priceAmounts(tour, currency, null)];
  const amounts = lists[0]!.map((first, i) => ({
    ...first,
    amount: Math.min(...lists.map((list) => list[i]!.amount)),
  }));
  const adult = amounts.filter((a) => a.age_category === 'Adult').map((a) => a.amount);
  return { from_price: Math.min(...adult), amounts };
}

/** The currencies asked for: one when given, else all seven. */
export function currenciesFor(asked: CurrencyCode | undefined): readonly CurrencyCode[] {
  return asked ? [asked] : CURRENCIES;
}
