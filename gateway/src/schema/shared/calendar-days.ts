import { calendarDayAvailability, type CalendarDayCapacity } from '@tourdesk/domain/calendar';
import { departuresFromPrice } from '@tourdesk/domain/tour-search';
import type { ProviderCapacity } from '../../provider/types.js';
import { minorAmounts } from './money.js';

/** The capacity records (departures) of one date, yyyy-mm-dd. */
export function departuresOn(capacities: readonly ProviderCapacity[], date: string): ProviderCapacity[] {
  return capacities.filter((c) => c.start_date_time.slice(0, 10) === date);
}

/** Adult per-person amounts of a departure in a currency, in minor units (empty when not priced in it). */
export function adultAmounts(capacity: ProviderCapacity, currency: string) {
  const entry = capacity.product_currencies.find((p) => p.iso_currency_code === currency);
  return entry ? minorAmounts(entry.amounts, currency).filter((a) => a.ageCategory === 'Adult') : [];
}

/**
 * What the domain's calendar rules need of one date (seed 001 §4): free seats (the best departure's, -1 when
 * none), the 'from' price (domain `departuresFromPrice`: the lowest Adult price of the departures that can be
 * booked that day), the on-request flag; plus the highest price for `toPrice`.
 */
export function dayCapacity(
  departures: readonly ProviderCapacity[],
  currency: string,
  excludeDorm: boolean,
): CalendarDayCapacity & { toPriceMinor: number | null } {
  if (departures.length === 0) return { capacity: -1, fromPriceMinor: null, toPriceMinor: null };
  const amounts = departures.flatMap((d) => adultAmounts(d, currency));
  const priced = amounts.filter((a) => a.amountMinor > 0).map((a) => a.amountMinor);
  return {
    capacity: Math.max(...departures.map((d) => d.free_seats)),
    fromPriceMinor: departuresFromPrice(
      departures.map((d) => ({ freeSeats: d.free_seats, amounts: adultAmounts(d, currency) })),
      { excludeDorm },
    ),
    toPriceMinor: priced.length ? Math.max(...priced) : null,
    onRequest: departures.some((d) => d.on_request),
  };
}

/** State, OCTO status and on-request flag of a single departure record (seed 001 §4). */
export function departureAvailability(capacity: ProviderCapacity, currency: string) {
  const prices = adultAmounts(capacity, currency)
    .map((a) => a.amountMinor)
    .filter((a) => a > 0);
  return calendarDayAvailability({
    capacity: capacity.free_seats,
    fromPriceMinor: prices.length ? Math.min(...prices) : null,
    onRequest: capacity.on_request,
  });
}
