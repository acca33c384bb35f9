import { CANCELLATION_TIERS, CARD_FEES_REFUNDED } from '../bookings/money-rules.js';
import type { CurrencyCode } from '../util/money.js';
import { toDecimal } from '../util/money.js';
import type { CapacityStore, Departure } from './capacity.js';
import type { Catalogue } from './catalogue.js';
import { currenciesFor, fromPrice, lowestAmounts, roomSupplement } from './pricing.js';
import { monthsAhead } from './tags.js';
import { BRAND_NAMES, ROOM_NAMES, ROOM_OCCUPANTS } from './tour.js';
import type { Tour } from './tour.js';

/** What rendering a product needs: where images live, which currency and which departure range. */
export interface ProductViewOptions {
  catalogue: Catalogue;
  capacity: CapacityStore;
  publicUrl: string;
  today: string;
  currency?: CurrencyCode;
  /** Departures listed: start dates from..to (YYYY-MM-DD, inclusive). */
  from: string;
  to: string;
  departureDate?: string;
}

/** A media asset (provider shape) of a generated image (a PNG landscape or an SVG map). */
export function mediaAsset(
  publicUrl: string,
  name: string,
  width: number,
  height: number,
): Record<string, unknown> {
  return { name, width, height, asset_url: `${publicUrl}/images/${name}` };
}

/** A departure (provider shape). */
export function departureJson(d: Departure): Record<string, unknown> {
  return { start_date_time: d.start, end_date_time: d.end, free_seats: d.freeSeats, on_request: d.onRequest };
}

function startLocation(tour: Tour, publicUrl: string): Record<string, unknown> {
  const time = tour.departureTimes[0] ?? '08:00:00';
  const [h, m] = time.split(':').map(Number) as [number, number];
  const checkIn = h * 60 + m - 15;
  return {
    city: tour.city.name,
    title: tour.city.meetingPoint.title,
    url: `${publicUrl}/images/${tour.tourId}-map.svg`,
    description: tour.city.meetingPoint.description,
    checkInTime: `${String(Math.floor(checkIn / 60)).padStart(2, '0')}:${String(checkIn % 60).padStart(2, '0')}:00`,
    time,
    latitude: tour.city.meetingPoint.latitude,
    longitude: tour.city.meetingPoint.longitude,
  };
}

function salesGroupJson(tour: Tour): Record<string, unknown> | null {
  if (!tour.salesGroup) return null;
  return {
    sales_group_display_name: tour.salesGroup.displayName,
    sales_group_display_description: tour.salesGroup.displayDescription,
    group_name: tour.salesGroup.groupName,
  };
}

/**
 * The product's prices for the departures listed: per currency, room type and age category the lowest price over
 * the bookable departures (free seats above 0) in the range, so a 'from' price is never above what a date in that
 * range can be booked for; the base season's prices when none is bookable in the range.
 */
function pricesJson(
  tour: Tour,
  currency: CurrencyCode | undefined,
  departures: readonly Departure[],
): Record<string, unknown>[] {
  const months = [
    ...new Set(departures.filter((d) => d.freeSeats > 0).map((d) => Number(d.start.slice(5, 7)))),
  ];
  return currenciesFor(currency).map((c) => ({ iso_currency_code: c, ...lowestAmounts(tour, c, months) }));
}

/** A search card of a product (provider ProductSummary). */
export function productSummary(tour: Tour, o: ProductViewOptions): Record<string, unknown> {
  const departures = o.capacity.between(tour.tourId, o.from, o.to);
  return {
    tour_id: tour.tourId,
    name: tour.name,
    name_short: tour.nameShort,
    brand: tour.brand,
    brand_name: BRAND_NAMES[tour.brand],
    product_type: tour.productType,
    description_short: tour.teaser,
    description_headline: tour.headline,
    duration: { days: tour.days, hours: tour.hours },
    web_url: `/tours/${tour.tourId.toLowerCase()}`,
    media_asset: mediaAsset(o.publicUrl, `${tour.tourId}.png`, 1848, 1040),
    map_asset: mediaAsset(o.publicUrl, `${tour.tourId}-map.svg`, 400, 500),
    start_location: startLocation(tour, o.publicUrl),
    location_end: { city: tour.endCity.name, time: tour.returnTime },
    sales_group: salesGroupJson(tour),
    prices: pricesJson(tour, o.currency, departures),
    mapping_codes: tour.mappingCodes,
    tag_ids: o.catalogue.tagIds(tour.tourId),
    departures: departures.map(departureJson),
    ...(o.departureDate
      ? {
          isrunning_on_departure_date:
            o.capacity.between(tour.tourId, o.departureDate, o.departureDate).length > 0,
        }
      : {}),
    pre_tour: tour.preTour,
    pre_tour_offset: tour.preTourOffset,
    post_tour: tour.postTour,
    post_tour_offset: tour.postTourOffset,
  };
}

/** The sales-group products of a tour (provider SalesGroupProduct). */
export function salesGroupProducts(tour: Tour, catalogue: Catalogue): Record<string, unknown>[] {
  return (tour.salesGroup?.products ?? []).flatMap((id) => {
    const p = catalogue.get(id);
    if (!p) return [];
    return [
      {
        tour_id: p.tourId,
        name: p.name,
        description: p.teaser,
        prices: currenciesFor(undefined).map((c) => ({
          iso_currency_code: c,
          amount: toDecimal(fromPrice(p, c)),
        })),
      },
    ];
  });
}

/** The full product (provider Product). */
export function productDetails(tour: Tour, o: ProductViewOptions): Record<string, unknown> {
  const months = monthsAhead(o.today).filter(
    ({ month }) => tour.months === null || tour.months.includes(month),
  );
  const media = [
    { name: 'Hero', assets: [mediaAsset(o.publicUrl, `${tour.tourId}.png`, 1848, 1040)] },
    { name: 'Map', assets: [mediaAsset(o.publicUrl, `${tour.tourId}-map.svg`, 400, 500)] },
  ];
  const location = startLocation(tour, o.publicUrl);
  return {
    ...productSummary(tour, o),
    description: tour.description,
    months,
    marketing_information: {
      description_headline: tour.headline,
      description: tour.description,
      itineraries: tour.itinerary,
      web_url: `/tours/${tour.tourId.toLowerCase()}`,
      media,
    },
    cancellation_terms: { tiers: CANCELLATION_TIERS, card_fees_refunded: CARD_FEES_REFUNDED },
    operational_information: {
      pickup_run_id: tour.pickupRunId,
      duration: { days: tour.days, hours: tour.hours },
      location_start: location,
      location_end: { city: tour.endCity.name, time: tour.returnTime },
      booking_notes: tour.bookingNotes,
    },
    seller_information: {
      months,
      rooms: tour.roomTypes.map((rt) => ({
        room_type: rt,
        name: ROOM_NAMES[rt],
        occupants: ROOM_OCCUPANTS[rt],
        supplement: currenciesFor(o.currency).map((c) => ({
          iso_currency_code: c,
          amount: toDecimal(roomSupplement(tour, rt, c)),
        })),
      })),
      add_ons: tour.addOnGroups,
      sales_group_products: salesGroupProducts(tour, o.catalogue),
    },
  };
}
