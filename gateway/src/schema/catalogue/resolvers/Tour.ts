import { monthName, dateOnly } from '@tourdesk/domain/dates';
import {
  analyticsCategory,
  formatDuration,
  isDayTour,
  nights,
  trimStartTime,
} from '@tourdesk/domain/duration';
import { cardTeaser, descriptionOrEmptyText, truncateProductDescription } from '@tourdesk/domain/text';
import { visibleTourNotes } from '@tourdesk/domain/tour-notes';
import { isTourBookableOnline } from '@tourdesk/domain/basket';
import { isTrainTour } from '@tourdesk/domain/tour-search';
import type { TourResolvers } from '../../../generated/resolvers-types.js';
import { money } from '../../shared/money.js';
import { cancellationTermsOf } from '../../shared/cancellation.js';
import { tourFromPriceMinor, tourProduct, tourSummary } from '../../shared/tour-data.js';

/**
 * The tour's marketing, operational and seller fields (seed 001 §2 Tour card, Tour details,
 * Itinerary slide-out; §3 Tour/product; §5 bookable online, booking notes; §6 agent-only fields; §9 durations
 * and truncation) and its sales group (§3, §5: variants of one tour). Availability adds the fields that read
 * capacity (calendar, departures, pickups, rooms, add-ons). Search-card fields come from the parent; detail fields
 * load the full product (batched).
 */
export const Tour: Pick<
  TourResolvers,
  | 'bookableOnline'
  | 'bookingNotes'
  | 'brand'
  | 'brandLabel'
  | 'cancellationPolicy'
  | 'description'
  | 'descriptionHeadline'
  | 'descriptionShort'
  | 'duration'
  | 'fromPrice'
  | 'image'
  | 'isTrain'
  | 'itinerary'
  | 'mapImage'
  | 'mappingCodes'
  | 'months'
  | 'name'
  | 'postTourOffset'
  | 'preTourOffset'
  | 'returnTime'
  | 'salesGroup'
  | 'shortName'
  | 'startLocation'
  | 'teaser'
  | 'tourId'
> = {
  tourId: (tour) => tour.tour_id,
  name: async (tour, _args, ctx) =>
    ('known_name' in tour ? tour.known_name : undefined) ?? (await tourSummary(tour, ctx)).name,
  shortName: async (tour, _args, ctx) => (await tourSummary(tour, ctx)).name_short,
  brand: async (tour, _args, ctx) => (await tourSummary(tour, ctx)).brand,
  brandLabel: async (tour, _args, ctx) => (await tourSummary(tour, ctx)).brand_name,
  mappingCodes: async (tour, _args, ctx) => (await tourSummary(tour, ctx)).mapping_codes,
  duration: async (tour, _args, ctx) => {
    const { duration } = await tourSummary(tour, ctx);
    return {
      days: duration.days,
      hours: duration.hours,
      nights: nights(duration),
      label: formatDuration(duration),
      category: analyticsCategory(duration),
      isDayTour: isDayTour(duration),
    };
  },
  teaser: async (tour, _args, ctx) =>
    cardTeaser(descriptionOrEmptyText((await tourSummary(tour, ctx)).description_short)),
  descriptionShort: async (tour, _args, ctx) =>
    truncateProductDescription(descriptionOrEmptyText((await tourSummary(tour, ctx)).description_short)),
  descriptionHeadline: async (tour, _args, ctx) =>
    (await tourSummary(tour, ctx)).description_headline ?? null,
  description: async (tour, _args, ctx) => descriptionOrEmptyText((await tourProduct(tour, ctx)).description),
  itinerary: async (tour, _args, ctx) =>
    (await tourProduct(tour, ctx)).marketing_information.itineraries.map((day) => ({
      name: day.name,
      description: day.description,
    })),
  image: async (tour, _args, ctx) => {
    const summary = await tourSummary(tour, ctx);
    return { assetUrl: summary.media_asset.asset_url, alt: summary.name };
  },
  mapImage: async (tour, _args, ctx) => {
    const summary = await tourSummary(tour, ctx);
    return summary.map_asset
      ? { assetUrl: summary.map_asset.asset_url, alt: `Route map of ${summary.name}` }
      : null;
  },
  startLocation: async (tour, _args, ctx) => {
    const start = (await tourSummary(tour, ctx)).start_location;
    return {
      city: start.city,
      title: start.title,
      description: start.description,
      checkInTime: trimStartTime(start.checkInTime),
      departureTime: trimStartTime(start.time),
      latitude: start.latitude ?? null,
      longitude: start.longitude ?? null,
    };
  },
  returnTime: async (tour, _args, ctx) => {
    const time = (await tourSummary(tour, ctx)).location_end.time;
    return time ? trimStartTime(time) : null;
  },
  fromPrice: async (tour, _args, ctx) => {
    const minor = await tourFromPriceMinor(tour, ctx);
    return minor === null ? null : money(minor, ctx.currency);
  },
  bookableOnline: async (tour, _args, ctx) => isTourBookableOnline(await tourFromPriceMinor(tour, ctx)),
  isTrain: (tour) => isTrainTour(tour.tour_id),
  months: async (tour, _args, ctx) =>
    (await tourProduct(tour, ctx)).months.map(({ year, month }) => ({
      year,
      month,
      name: monthName(month),
    })),
  bookingNotes: async (tour, _args, ctx) => {
    if (ctx.isAgent) return [];
    const notes = (await tourProduct(tour, ctx)).operational_information.booking_notes.map((n) => ({
      dateFrom: dateOnly(n.dates.date_from),
      dateTo: dateOnly(n.dates.date_to),
      notes: n.notes,
    }));
    return visibleTourNotes(notes, ctx.today, ctx.isAgent);
  },
  cancellationPolicy: async (tour, _args, ctx) => cancellationTermsOf(await tourProduct(tour, ctx)),
  preTourOffset: async (tour, _args, ctx) => (await tourSummary(tour, ctx)).pre_tour_offset,
  postTourOffset: async (tour, _args, ctx) => (await tourSummary(tour, ctx)).post_tour_offset,
  salesGroup: async (tour, _args, ctx) => {
    const details = await ctx.data.salesGroups.load(tour.tour_id);
    return details?.sales_group ? { ...details, sales_group: details.sales_group } : null;
  },
};
