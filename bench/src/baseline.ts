/**
 * The original single-page app's REST calls, derived from seed 001 §7 (calls) with §2 (screens) and §4 (states
 * and transitions). The seed names the calls but not when each is made, so these are the calls a screen needs
 * by the seed's own description, counted once each: a lower bound (no retries, no per-month calendar browsing,
 * one call per trip). The SPA called the provider from the browser, so a browser request and a provider call are
 * the same thing there.
 */
export interface BaselineCall {
  call: string;
  why: string;
}

/** App start on any screen loaded by address (seed 001 §7: secured calls carry a hash; currency initialise). */
const APP_START: BaselineCall[] = [
  { call: 'authentication hash', why: '§7: secured calls carry a hash-based authentication header' },
  { call: 'currency initialise', why: '§7: currency initialise (optional override), §2 `cur`' },
];

export const BASELINE_SCREENS: Record<string, BaselineCall[]> = {
  search: [
    ...APP_START,
    { call: 'filters list', why: '§2 filter buttons; §7 filters list' },
    { call: 'product search', why: '§2 tour-card grid; §7 filtered product search' },
  ],
  tourDetails: [
    ...APP_START,
    { call: 'filters list', why: 'the search page behind the panel' },
    { call: 'product search', why: 'the search page behind the panel' },
    { call: 'product details by tour_id', why: '§2 tour details panel; §7' },
    { call: 'sales group by tour_id', why: '§5 sales-group products; §7' },
    { call: 'sales add-ons by tour_id', why: '§5 add-ons; §7' },
    { call: 'capacity (tour, year, month)', why: '§2 calendar; §7 capacity' },
    { call: 'pickup points by run id', why: '§2 pick-up selector; §7' },
    { call: 'passenger age categories', why: '§2 passenger dropdown; §7' },
    { call: 'quote booking', why: '§4 choosing a date requotes the booking (departuredate preselects one)' },
  ],
  cart: [
    ...APP_START,
    { call: 'quote booking', why: '§4 opening the cart requests a fresh quote' },
    { call: 'download add-ons per trip', why: '§2 optional add-ons section per trip; §7 (one trip)' },
    { call: 'product search', why: "§2 'Add Another Tour' suggestion list" },
  ],
  checkout: [
    ...APP_START,
    { call: 'get booking', why: '§2 checkout shows the stored booking; §7 get booking' },
    { call: 'countries', why: '§3 passenger nationality and dial codes; §7 countries' },
  ],
  confirmation: [...APP_START, { call: 'get booking', why: '§4 confirmation reloads the booking on open' }],
};

/**
 * The consumer journey of B2 (search → tour details → quote → book → passengers → start card payment → hosted
 * page submit → complete) as the original app made it, per step. Two passengers, whose forms are saved one by
 * one (§4: saving updates the booking passengers and reloads the booking).
 */
export const BASELINE_JOURNEY: Record<string, BaselineCall[]> = {
  search: BASELINE_SCREENS.search!,
  'tour details': BASELINE_SCREENS.tourDetails!.slice(4, 10),
  quote: [{ call: 'quote booking', why: '§4 choosing a date requotes' }],
  book: [{ call: 'book trip', why: '§4 booking creation' }],
  passengers: [
    { call: 'update booking passengers (passenger 1)', why: '§4 passenger form save' },
    { call: 'get booking (reload)', why: '§4 … reloads the booking' },
    { call: 'update booking passengers (passenger 2)', why: '§4 passenger form save' },
    { call: 'get booking (reload)', why: '§4 … reloads the booking' },
  ],
  'start card payment': [{ call: 'payment initialise', why: '§7 payment initialise' }],
  'hosted page submit': [],
  complete: [
    { call: 'payment commit', why: '§7 payment commit (ttc response)' },
    { call: 'get booking', why: '§4 confirmation reloads the booking on open' },
  ],
};

/** The tour-details calls of the original app after the search page (B3's sequential sum). */
export const BASELINE_DETAILS_SEQUENTIAL = BASELINE_SCREENS.tourDetails!.slice(4);
