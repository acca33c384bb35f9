import type { components } from 'gateway/src/generated/provider.js';
import type { ProviderProduct, ProviderProductSummary } from 'gateway/src/provider/types.js';
import { callByContract, listOf, text, wholeNumber, type CheckContext } from './context.js';

type CurrencyCode = components['schemas']['CurrencyCode'];

const CURRENCIES: readonly CurrencyCode[] = ['AUD', 'CAD', 'EUR', 'GBP', 'NZD', 'USD', 'ZAR'];

/** Passengers the write round trip books, so a departure needs at least this many free seats. */
export const PARTY_SIZE = 2;

/** A departure the check found bookable: a day tour (no rooms) with free seats, not on request. */
export interface FoundDeparture {
  tourId: string;
  /** LocalDateTime `YYYY-MM-DDTHH:mm:ss` (Europe/London). */
  start: string;
  year: number;
  month: number;
  /** original_id of the tour's first pick-up point, when the tour has a pick-up run. */
  pickupPoint?: number;
}

/** What the reads discovered for the writes. */
export interface Discovered {
  currency: CurrencyCode;
  departure?: FoundDeparture;
}

/** A departure of a search card with room for the party, or undefined. */
function bookableDeparture(product: ProviderProductSummary): string | undefined {
  return listOf(product.departures).find(
    (d) => (wholeNumber(d.free_seats) ?? 0) > PARTY_SIZE && d.on_request === false && text(d.start_date_time),
  )?.start_date_time;
}

/** Tours first, day tours (no rooms to choose) before longer ones, bookable ones (a price above 0) only. */
function candidates(products: ProviderProductSummary[]): ProviderProductSummary[] {
  const bookable = products.filter(
    (p) =>
      p.product_type === 'TOUR' &&
      text(p.tour_id) !== undefined &&
      listOf(p.prices).some((price) => typeof price.from_price === 'number' && price.from_price > 0),
  );
  const dayTour = (p: ProviderProductSummary) => (p.duration?.days === 0 ? 0 : 1);
  return bookable.sort((a, b) => dayTour(a) - dayTour(b));
}

/**
 * Every read operation with arguments found on the way: the reference lists, the months, the product search
 * (default range, then a month about three months ahead so a test booking is cancelled free of charge), the
 * products found in batch and one by one, a tour's capacity month, a pick-up run, a sales group, add-ons and an
 * image, then a booking from the booking search (loaded, got, and its document).
 */
export async function checkReads(ctx: CheckContext): Promise<Discovered> {
  const { probe, client, options } = ctx;
  const app = options.appId;
  await probe.json('createAuthenticationHash', app, () => client.authenticate(app));

  const currencies = await probe.json('listCurrencies', app, () => client.listCurrencies(app));
  const currency = CURRENCIES.find((code) => code === currencies?.default_currency) ?? 'GBP';
  await probe.json('listAgeCategories', app, () => client.listAgeCategories(app));
  await probe.json('listCountries', app, () => client.listCountries(app));
  await probe.json('listFilters', app, () => client.listFilters(app));
  const months = listOf((await probe.json('listMonths', app, () => client.listMonths(app)))?.months).filter(
    (m) => wholeNumber(m.year) !== undefined && wholeNumber(m.month) !== undefined,
  );
  const later = months[Math.min(3, months.length - 1)];

  const nextDays = await probe.json('searchProducts', `${currency}, default range`, () =>
    client.searchProducts(app, { iso_currency_code: currency }),
  );
  const yyyymm = later && `${later.year}${String(later.month).padStart(2, '0')}`;
  const inMonth = yyyymm
    ? await probe.json('searchProducts', `${currency}, month ${yyyymm}`, () =>
        client.searchProducts(app, { month: yyyymm, iso_currency_code: currency }),
      )
    : undefined;
  const found = candidates(
    listOf(inMonth?.products).length ? listOf(inMonth?.products) : listOf(nextDays?.products),
  );
  const tour = found.find((p) => bookableDeparture(p) !== undefined) ?? found[0];
  if (!tour) {
    for (const id of [
      'getProductsByIds',
      'getProduct',
      'getCapacity',
      'getSalesGroup',
      'getSalesAddOns',
      'getImage',
    ]) {
      probe.unreachable(id, '', 'no bookable tour found by searchProducts');
    }
  }

  let details: ProviderProduct[] = [];
  if (tour) {
    const ids = found.slice(0, 100).map((p) => p.tour_id);
    details = listOf(
      (await probe.json('getProductsByIds', `${ids.length} tours`, () => client.getProductsByIds(app, ids)))
        ?.products,
    );
  }
  const start = tour && bookableDeparture(tour);
  let departure: FoundDeparture | undefined;
  if (tour) {
    await probe.json('getProduct', `${tour.tour_id} ${start?.slice(0, 10) ?? ''}`.trim(), () =>
      callByContract(
        ctx,
        'getProduct',
        app,
        { tourId: tour.tour_id },
        {
          query: start ? { departure_date: start.slice(0, 10) } : undefined,
          budget: 'catalogue',
        },
      ),
    );
    const year = start ? Number(start.slice(0, 4)) : later?.year;
    const month = start ? Number(start.slice(5, 7)) : later?.month;
    if (year && month) {
      await probe.json('getCapacity', `${tour.tour_id} ${year}/${month}`, () =>
        client.getCapacity(app, tour.tour_id, year, month),
      );
      if (start) departure = { tourId: tour.tour_id, start, year, month };
    } else {
      probe.unreachable(
        'getCapacity',
        tour.tour_id,
        'no month with departures from listMonths or searchProducts',
      );
    }
  }

  const product = details.find((p) => p.tour_id === tour?.tour_id);
  const runId =
    wholeNumber(product?.operational_information?.pickup_run_id) ??
    details.map((p) => wholeNumber(p.operational_information?.pickup_run_id)).find((id) => id !== undefined);
  if (runId === undefined) {
    probe.unreachable('getPickupRun', '', 'no product found by getProductsByIds has a pick-up run');
  } else {
    const run = await probe.json('getPickupRun', `run ${runId}`, () => client.getPickupRun(app, runId));
    const point = wholeNumber(listOf(run?.points)[0]?.original_id);
    if (
      departure &&
      point !== undefined &&
      runId === wholeNumber(product?.operational_information?.pickup_run_id)
    ) {
      departure.pickupPoint = point;
    }
  }

  if (tour) {
    const grouped = details.find((p) => p.sales_group) ?? product ?? tour;
    await probe.json('getSalesGroup', grouped.tour_id, () => client.getSalesGroup(app, grouped.tour_id));
    const withAddOns = details.find((p) => listOf(p.seller_information?.add_ons).length > 0);
    const addOnTour = found.find((p) => p.tour_id === withAddOns?.tour_id && bookableDeparture(p)) ?? tour;
    const addOnDate = (bookableDeparture(addOnTour) ?? start)?.slice(0, 10);
    if (addOnDate) {
      await probe.json('getSalesAddOns', `${addOnTour.tour_id} ${addOnDate}`, () =>
        client.getSalesAddOns(app, addOnTour.tour_id, addOnDate),
      );
    } else {
      probe.unreachable(
        'getSalesAddOns',
        addOnTour.tour_id,
        'no departure with free seats to ask add-ons for',
      );
    }
    const image = text(tour.media_asset?.asset_url);
    if (image) {
      // The sizes the gateway asks for (Image.url: width, height, crop).
      const url = new URL(image);
      url.searchParams.set('w', '640');
      url.searchParams.set('h', '360');
      url.searchParams.set('crop', '1');
      await probe.document('getImage', `${tour.tour_id} 640x360`, url.toString());
    } else {
      probe.unreachable('getImage', tour.tour_id, 'the search card has no media_asset.asset_url');
    }
  }

  await checkBookingReads(ctx);
  await checkRefusals(ctx, currency);
  return { currency, departure };
}

/** A booking id and a pick-up run id no provider gives (the largest 32-bit integer). */
const UNKNOWN_ID = 2_147_483_647;

/**
 * The refusals the gateway reads, provoked without changing anything: an unknown booking and an unknown pick-up
 * run (404 NOT_FOUND, the booking page's "not found"), a quote of a basket without trips (400 BAD_REQUEST).
 */
async function checkRefusals(ctx: CheckContext, currency: CurrencyCode): Promise<void> {
  const { probe, client, options } = ctx;
  await probe.expectError(
    'loadBooking',
    `${options.reportAppId} unknown booking ${UNKNOWN_ID}`,
    { status: 404, code: 'NOT_FOUND' },
    () => client.loadBooking(options.reportAppId, UNKNOWN_ID, null),
  );
  await probe.expectError(
    'getPickupRun',
    `unknown run ${UNKNOWN_ID}`,
    { status: 404, code: 'NOT_FOUND' },
    () => client.getPickupRun(options.appId, UNKNOWN_ID),
  );
  const empty = { booking_information: { iso_currency_code: currency }, trips: [], passengers: [] };
  await probe.expectError(
    'quoteBooking',
    'a basket without trips',
    { status: 400, code: 'BAD_REQUEST' },
    () => client.quoteBooking(options.appId, empty as unknown as Parameters<typeof client.quoteBooking>[1]),
  );
}

/** A booking from the booking search (the report app id sees every booking), loaded, got, and a document. */
async function checkBookingReads(ctx: CheckContext): Promise<void> {
  const { probe, client, options } = ctx;
  const app = options.reportAppId;
  const page = await probe.json('searchBookings', `${app}, page 1 of 5`, () =>
    client.searchBookings(app, { page: 1, page_size: 5 }),
  );
  const bookingId = listOf(page?.bookings)
    .map((b) => wholeNumber(b.group_booking_id))
    .find((id) => id !== undefined && id > 0);
  if (bookingId === undefined) {
    for (const id of ['loadBooking', 'getBooking', 'getBookingDocument']) {
      probe.unreachable(id, '', 'searchBookings found no booking');
    }
    return;
  }
  const booking = await probe.json('loadBooking', `${app} ${bookingId}`, () =>
    client.loadBooking(app, bookingId, null),
  );
  await probe.json('getBooking', `${app} ${bookingId}`, () =>
    callByContract(ctx, 'getBooking', app, { groupBookingId: bookingId }, { budget: 'other' }),
  );
  const document = listOf(booking?.documents).find((d) => text(d.url));
  if (document) await probe.document('getBookingDocument', `${bookingId} ${document.name}`, document.url);
  else probe.unreachable('getBookingDocument', String(bookingId), 'the loaded booking lists no documents');
}
