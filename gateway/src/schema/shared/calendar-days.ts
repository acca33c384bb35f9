import {
  calendarDayAvailability,
  calendarDayFigures,
  departureCapacity,
  type CalendarDayFigures,
  type CalendarDeparture,
} from '@tourdesk/domain/calendar';
import type { ProviderCapacity } from '../../provider/types.js';
import { minorAmounts } from './money.js';

/** The capacity records (departures) of one date, yyyy-mm-dd. */
export function departuresOn(capacities: readonly ProviderCapacity[], date: string): ProviderCapacity[] {
  return capacities.filter((c) => c.start_date_time.slice(0, 10) === date);
}

/** A departure's per-person amounts in `currency`, minor units (empty when it is not priced in it). */
export function departureAmounts(capacity: ProviderCapacity | undefined, currency: string) {
  const entry = capacity?.product_currencies.find((p) => p.iso_currency_code === currency);
  return entry ? minorAmounts(entry.amounts, currency) : [];
}

/** A provider capacity record as the domain's calendar reads it: free seats, amounts in `currency` (minor units). */
function calendarDeparture(capacity: ProviderCapacity, currency: string): CalendarDeparture {
  return {
    freeSeats: capacity.free_seats,
    onRequest: capacity.on_request,
    amounts: departureAmounts(capacity, currency),
  };
}

/** What the calendar shows of one date's departures in a currency: domain `calendarDayFigures`. */
export function dayCapacity(
  departures: readonly ProviderCapacity[],
  currency: string,
  excludeDorm: boolean,
): CalendarDayFigures {
  return calendarDayFigures(
    departures.map((d) => calendarDeparture(d, currency)),
    { excludeDorm },
  );
}

/** State, OCTO status and on-request flag of a single departure record: domain `departureCapacity`. */
export function departureAvailability(capacity: ProviderCapacity, currency: string) {
  return calendarDayAvailability(departureCapacity(calendarDeparture(capacity, currency)));
}
