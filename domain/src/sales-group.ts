/**
 * Sales groups: alternative products of one tour shown as options (seed 001 §5 "Only sales-group products with
 * price above 0 are listed", §9 "Sales group display").
 */

/** How the sales-group options are shown. NONE when there are fewer than 2 options. */
export type SalesGroupDisplay = 'DROPDOWN' | 'TABS' | 'NONE';

/**
 * Keeps only sales-group products whose price is above 0 (seed 001 §5).
 * @param products Any objects with `priceMinor` (minor units of the shown currency; null/undefined = no price).
 */
export function listableSalesGroupProducts<T extends { priceMinor: number | null | undefined }>(
  products: readonly T[],
): T[] {
  return products.filter((p) => (p.priceMinor ?? 0) > 0);
}

/**
 * Display of the sales-group options (seed 001 §9): DROPDOWN when more than 3 options, or 2-3 options when the
 * dropdown setting is 'true'; TABS for 2-3 options otherwise; NONE for 0-1 options.
 * @param dropdownSetting The configuration value (string 'true' or boolean true enable it).
 */
export function salesGroupDisplay(
  optionCount: number,
  dropdownSetting: string | boolean | undefined,
): SalesGroupDisplay {
  if (optionCount > 3) return 'DROPDOWN';
  if (optionCount < 2) return 'NONE';
  return String(dropdownSetting).toLowerCase() === 'true' ? 'DROPDOWN' : 'TABS';
}

/** The tour panel's choices that a switch to another sales-group option tries to keep. */
export interface TripChoices {
  /** ISO date, or null. */
  departureDate: string | null;
  /** HH:MM for tours with several departures a day, or null. */
  departureTime: string | null;
  /** Original id of the chosen pick-up point, or null. */
  pickupPointId: string | null;
}

/** What the newly chosen option offers on the carried date. */
export interface OptionOnDate {
  /** The option's departures that day (none when it does not run). */
  departures: readonly { time: string; freeSeats: number; availability: string }[];
  /** Original ids of the option's pick-up points that day. */
  pickupPointIds: readonly string[];
}

/** The choices after a switch, and which of them had to go. */
export interface CarriedChoices {
  choices: TripChoices;
  /** Choices that were set and could not be kept, in the panel's order. */
  dropped: ('departureDate' | 'departureTime' | 'pickupPointId')[];
}

const BOOKABLE = (partySize: number) => (departure: OptionOnDate['departures'][number]) =>
  departure.availability !== 'SOLD_OUT' &&
  departure.availability !== 'CLOSED' &&
  (departure.freeSeats < 0 || departure.freeSeats >= partySize);

/**
 * Switching to another option of a sales group keeps what the visitor chose (seed 001 §4: changing the sales-group
 * product requotes, it does not start over): the date stays when the new option runs that day with enough seats
 * for the party; the departure time stays when that departure can take the party (else the first that can, the
 * time being reported as changed); the pick-up point stays when the new option offers it that day. Whatever cannot
 * be kept is cleared and listed in `dropped`, for {@link carriedChoicesNotice}.
 */
export function carryChoicesToOption(
  choices: TripChoices,
  option: OptionOnDate,
  partySize: number,
): CarriedChoices {
  const dropped: CarriedChoices['dropped'] = [];
  const bookable = option.departures.filter(BOOKABLE(partySize));
  if (!choices.departureDate) return { choices, dropped };
  if (bookable.length === 0) {
    dropped.push('departureDate');
    if (choices.pickupPointId) dropped.push('pickupPointId');
    return { choices: { departureDate: null, departureTime: null, pickupPointId: null }, dropped };
  }
  let departureTime = choices.departureTime;
  if (departureTime && !bookable.some((departure) => departure.time === departureTime)) {
    departureTime = option.departures.length > 1 ? (bookable[0]?.time ?? null) : null;
    dropped.push('departureTime');
  }
  let pickupPointId = choices.pickupPointId;
  if (pickupPointId && !option.pickupPointIds.includes(pickupPointId)) {
    pickupPointId = null;
    dropped.push('pickupPointId');
  }
  return { choices: { departureDate: choices.departureDate, departureTime, pickupPointId }, dropped };
}

/**
 * What the panel says after a switch dropped choices (tourdesk's wording): the option's name and, per dropped
 * choice, what to choose again; null when everything was kept.
 * @param formattedDate The carried date as shown (dd/mm/yyyy).
 */
export function carriedChoicesNotice(
  optionName: string,
  dropped: CarriedChoices['dropped'],
  formattedDate: string,
  partySize: number,
): string | null {
  if (dropped.length === 0) return null;
  if (dropped.includes('departureDate')) {
    const again = dropped.includes('pickupPointId') ? 'another date and your pick-up point' : 'another date';
    const seats = `${partySize} ${partySize === 1 ? 'seat' : 'seats'}`;
    return `${optionName} has no departure on ${formattedDate} with ${seats} free: please choose ${again}, or another option to keep ${formattedDate}.`;
  }
  const parts: string[] = [];
  if (dropped.includes('departureTime')) {
    parts.push(`Your departure time is not available on ${optionName}: please check the time.`);
  }
  if (dropped.includes('pickupPointId')) {
    parts.push(`Your pick-up point is not offered by ${optionName}: please choose another.`);
  }
  return parts.join(' ');
}

/**
 * What an option of a sales group says in the choice (seed 001 §2 Tour details panel options, §9 sales group):
 * 'name (from £70.00)' with the month's 'from', 'name (£72.00)' with the chosen date's price, 'name (full on
 * 11/06/2026)' when the option has no bookable departure on the chosen date (switching to it keeps the date for
 * the other options, see {@link carriedChoicesNotice}); the name alone when it has no price to show.
 * @param shown.price The formatted price, or null.
 * @param shown.onDate True when `price` is the chosen date's rather than the month's 'from'.
 * @param shown.fullOn The chosen date as shown (dd/mm/yyyy) when the option cannot be booked then, else null.
 */
export function salesGroupChoiceText(
  name: string,
  shown: { price: string | null; onDate: boolean; fullOn: string | null },
): string {
  if (shown.fullOn) return `${name} (full on ${shown.fullOn})`;
  if (!shown.price) return name;
  return shown.onDate ? `${name} (${shown.price})` : `${name} (from ${shown.price})`;
}

/** A day of a sales-group option's calendar month: whether it can be chosen and its 'from' price (minor units). */
export interface OptionDay {
  /** The day is in the month shown and can be chosen (domain `isDateSelectable`). */
  selectable: boolean;
  /** Lowest Adult price that day, minor units of the session currency; null when unpriced. */
  fromPriceMinor: number | null;
}

/**
 * A sales-group option's 'from' above the calendar (seed 001 §2 Tour details panel options, §9 sales group): the
 * lowest price of the option's selectable days in the month the calendar shows (not a price of another month a
 * customer cannot pick there), minor units; null when the month has no selectable priced day. Once a date is
 * chosen, that date's price is shown instead (the day's `fromPriceMinor`).
 */
export function optionMonthFromPriceMinor(days: readonly OptionDay[]): number | null {
  const prices = days
    .filter((d) => d.selectable && d.fromPriceMinor !== null && d.fromPriceMinor > 0)
    .map((d) => d.fromPriceMinor!);
  return prices.length > 0 ? Math.min(...prices) : null;
}
