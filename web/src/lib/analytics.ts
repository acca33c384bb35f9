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
