import { analyticsAmount, sharePerPassenger } from '@tourdesk/domain/analytics-amounts';
import { moneyFromMinor } from '@tourdesk/domain/money';
import { createContext, useContext } from 'react';

/** One line of an analytics event's items (seed 001 §7 add_to_cart items). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
}

/**
 * One line of begin_checkout (seed 001 §7: id, name, price, quantity, category by duration, passenger type).
 */
export interface CheckoutAnalyticsItem extends AnalyticsItem {
  /** Passenger type (age categories of the party, comma-joined). */
  item_variant: string;
}

/**
 * One line of purchase (seed 001 §7: id, name, affiliation, coupon, index, brand, category fields, price,
 * quantity).
 */
export interface PurchaseAnalyticsItem extends AnalyticsItem {
  affiliation: string;
  coupon: string;
  index: number;
  item_brand: string;
}

/**
 * The analytics events of the shopping flow (seed 001 §7, "not product behaviour"), in the GA4 event shapes the
 * spec's field names follow.
 */
export type AnalyticsEvent =
  | { event: 'search'; search_term: string }
  | { event: 'add_to_cart'; currency: string; value: number; items: AnalyticsItem[] }
  | { event: 'begin_checkout'; currency: string; value: number; items: CheckoutAnalyticsItem[] }
  | {
      event: 'purchase';
      transaction_id: string;
      currency: string;
      value: number;
      coupon: string;
      items: PurchaseAnalyticsItem[];
    };

/** Sends events somewhere; the app never depends on it succeeding. */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}

/** The default: analytics not configured, nothing is sent. */
export const noAnalytics: Analytics = { track: () => undefined };

/** Pushes events onto `window.dataLayer` (created if missing) for a tag manager loaded by the host page. */
export function dataLayerAnalytics(target: { dataLayer?: unknown[] } = window as { dataLayer?: unknown[] }) {
  return {
    track(event: AnalyticsEvent) {
      target.dataLayer ??= [];
      target.dataLayer.push(event);
    },
  } satisfies Analytics;
}

const AnalyticsContext = createContext<Analytics>(noAnalytics);

/** Provides the configured adapter (mounted once in src/app). */
export const AnalyticsProvider = AnalyticsContext.Provider;

/** The analytics adapter: does nothing unless the site configuration turns it on. */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}

/**
 * The add_to_cart event of a trip added from the tour details panel (seed 001 §7): value in major units of the
 * quoted total, one item whose price is the total shared by the party (domain sharePerPassenger, in minor units).
 * @param trip `totalMinor` is the quoted total in minor units of `currency`; `party` has one age category per
 *   passenger (at least one).
 */
export function addToCartEvent(trip: {
  tourId: string;
  tourName: string;
  currency: string;
  totalMinor: number;
  party: readonly string[];
}): AnalyticsEvent {
  const total = moneyFromMinor(trip.totalMinor, trip.currency);
  return {
    event: 'add_to_cart',
    currency: trip.currency,
    value: analyticsAmount(total),
    items: [
      {
        item_id: trip.tourId,
        item_name: trip.tourName,
        item_category: trip.party.join(','),
        price: analyticsAmount(sharePerPassenger(total, trip.party.length)),
        quantity: trip.party.length,
      },
    ],
  };
}

/**
 * The begin_checkout event of a booked cart (seed 001 §7): value in major units of the quote's total, one item per
 * quoted trip with its duration category, its passengers' age categories and the price per passenger (domain
 * sharePerPassenger, in minor units).
 * @param quote amounts in minor units of `currency`.
 */
export function beginCheckoutEvent(quote: {
  currency: string;
  total: { amountMinor: number };
  trips: readonly {
    tour: { tourId: string; name: string; duration: { category: string } };
    passengers: readonly { ageCategory: string }[];
    total: { amountMinor: number };
  }[];
}): AnalyticsEvent {
  return {
    event: 'begin_checkout',
    currency: quote.currency,
    value: analyticsAmount(moneyFromMinor(quote.total.amountMinor, quote.currency)),
    items: quote.trips.map((trip) => ({
      item_id: trip.tour.tourId,
      item_name: trip.tour.name,
      item_category: trip.tour.duration.category,
      item_variant: trip.passengers.map((passenger) => passenger.ageCategory).join(','),
      price: analyticsAmount(
        sharePerPassenger(moneyFromMinor(trip.total.amountMinor, quote.currency), trip.passengers.length),
      ),
      quantity: trip.passengers.length,
    })),
  };
}
