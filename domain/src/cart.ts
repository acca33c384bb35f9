/**
 * The cart page (seed 001 §2 Cart page, §4 Basket to cart / Discount code, §5 Promo code, §8).
 */
import { MAX_CART_SUGGESTIONS } from './constants.js';
import { LABELS } from './messages.js';

/**
 * The discount block shows when the total is greater than 1 (major unit, i.e. above 100 minor units), except in
 * payment-link mode which bypasses it (seed 001 §2, §5).
 * @param totalMinor Cart total in minor units.
 */
export function discountBlockShown(totalMinor: number, isPaymentLink = false): boolean {
  return !isPaymentLink && totalMinor > 100;
}

/**
 * The checkout button is enabled when the total is above 0 and, for customers, the agreement 'I understand and
 * agree.' is ticked (agents are pre-accepted) (seed 001 §2, §5). When not ticked it reads 'Agree to continue'.
 */
export function checkoutEnabled(totalMinor: number, agreed: boolean, isAgent: boolean): boolean {
  return totalMinor > 0 && (isAgent || agreed);
}

/**
 * The banner 'Receive a 10% discount when booking multiple Day Tours!' shows for non-agents when a trip has no
 * rooms (seed 001 §2).
 */
export function multiDayBannerShown(isAgent: boolean, trips: readonly { roomCount: number }[]): boolean {
  return !isAgent && trips.some((t) => t.roomCount === 0);
}

/** Apply is ignored when the code is empty or blank (seed 001 §5 Promo code). */
export function promoApplyAllowed(code: string | null | undefined): boolean {
  return (code ?? '').trim() !== '';
}

/** Outcome of a promo code: none given, applied (it gives a discount) or invalid ('Invalid or expired coupon code.'). */
export type PromoCodeStatus = 'NONE' | 'APPLIED' | 'INVALID';

/**
 * A promo code is 'found' when the first passenger's discount is above 0, else 'not found' (seed 001 §4 Discount
 * code; §8 'Invalid or expired coupon code.'). Where the provider says which code gave that discount
 * (`discount_promo_code`), it must be this code: another discount (e.g. the multiple day tours discount) does
 * not make a wrong code 'found'.
 * @param code The code entered (blank or null: none).
 * @param firstPassenger The first passenger's discount in minor units (positive) and, when the provider gives it,
 *   the code that gave it (null: no code gave it; undefined: not given).
 */
export function promoCodeStatus(
  code: string | null | undefined,
  firstPassenger: { discountMinor: number; discountPromoCode?: string | null } | null | undefined,
): PromoCodeStatus {
  const entered = (code ?? '').trim().toUpperCase();
  if (entered === '') return 'NONE';
  if (!firstPassenger || firstPassenger.discountMinor <= 0) return 'INVALID';
  const giver = firstPassenger.discountPromoCode;
  return giver === undefined || (giver ?? '').trim().toUpperCase() === entered ? 'APPLIED' : 'INVALID';
}

/** What the cart knows of a trip for the edit/remove rules. */
export interface CartTripFlags {
  /** Set once the trip is booked. */
  bookingIdentifier?: string | number | null;
  /** True for an add-on trip. */
  isAddOn?: boolean;
}

function isBooked(t: CartTripFlags): boolean {
  return (
    t.bookingIdentifier !== null &&
    t.bookingIdentifier !== undefined &&
    t.bookingIdentifier !== '' &&
    t.bookingIdentifier !== 0
  );
}

/** 'Edit Tour' is hidden for add-on trips and trips with a booking_identifier (seed 001 §2, §4). */
export function tripEditable(t: CartTripFlags): boolean {
  return !isBooked(t) && !t.isAddOn;
}

/** 'Remove' is not possible for trips with a booking_identifier (seed 001 §4). */
export function tripRemovable(t: CartTripFlags): boolean {
  return !isBooked(t);
}

/** Opening the cart removes trips without a departure date (seed 001 §4). */
export function pruneTripsWithoutDate<T extends { departureDate?: string | null }>(trips: readonly T[]): T[] {
  return trips.filter((t) => !!t.departureDate);
}

/** The empty cart shows when there are no passengers or no valid first trip (with tour and date) (seed 001 §4). */
export function isCartEmpty(
  passengerCount: number,
  trips: readonly { tourId?: string | null; departureDate?: string | null }[],
): boolean {
  const first = trips[0];
  return passengerCount <= 0 || !first || !first.tourId || !first.departureDate;
}

/** Cart button text 'Cart (n)' (seed 001 §2). */
export function cartButtonLabel(tripCount: number): string {
  return `Cart (${tripCount})`;
}

/** Hover list of the cart button: the trip names, or ['Cart is empty'] (seed 001 §2). */
export function cartHoverItems(tripNames: readonly string[]): string[] {
  return tripNames.length ? [...tripNames] : [LABELS.cartIsEmpty];
}

/** Cart header counts: '{n} Tour(s)' and '{n} add-on(s)' or 'no add-ons' (seed 001 §2). */
export function cartHeaderText(tourCount: number, addOnCount: number): { tours: string; addOns: string } {
  return {
    tours: `${tourCount} Tour(s)`,
    addOns: addOnCount > 0 ? `${addOnCount} add-on(s)` : LABELS.noAddOnsInCart,
  };
}

/**
 * The name a tour shares with its variants: without bracketed text ('(Small Group)', '[Winter]') and without
 * 'Small Group', spaces collapsed, lower case: 'Isle of Skye (3 days) Small Group' → 'isle of skye'.
 */
export function tourVariantName(name: string): string {
  return name
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\bsmall group\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * 'Add Another Tour' suggestions (seed 001 §2 Cart page, at most 2): tours not in the cart, nor variants of a tour
 * in it (the same name ignoring bracketed text and 'Small Group', {@link tourVariantName}), nor a second variant of
 * a tour already suggested, in the candidates' order.
 */
export function cartSuggestions<T extends { tourId: string; name: string }>(
  candidates: readonly T[],
  cartTours: readonly { tourId: string; name: string }[],
): T[] {
  const ids = new Set(cartTours.map((t) => t.tourId));
  const names = new Set(cartTours.map((t) => tourVariantName(t.name)));
  const suggested: T[] = [];
  for (const candidate of candidates) {
    const name = tourVariantName(candidate.name);
    if (ids.has(candidate.tourId) || names.has(name)) continue;
    suggested.push(candidate);
    // One variant of a tour is suggestion enough: the next tour suggested is another tour.
    names.add(name);
    if (suggested.length === MAX_CART_SUGGESTIONS) break;
  }
  return suggested;
}
