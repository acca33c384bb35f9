import { moneyFromMinor, toDecimalString } from '@tourdesk/domain/money';
import { DateTime } from 'luxon';
import type { TourPageQuery } from '@/apollo/generated/graphql';
import { paths } from '@/paths';

/** The tour of a tour page, as its query reads it. */
export type PageTour = NonNullable<TourPageQuery['tour']>;

/**
 * What a server-rendered page puts in its `<head>` beyond index.html's (issue 20: tour pages found by search
 * engines and shown in link previews). Addresses are absolute.
 */
export interface PageHead {
  /** Document title; index.html's stays when null. */
  title: string | null;
  /** Meta description and Open Graph description. */
  description: string | null;
  /** The page's canonical address (`<link rel="canonical">`, `og:url`). */
  canonical: string | null;
  /** Open Graph image. */
  image: { url: string; alt: string } | null;
  /** schema.org structured data, written as a `application/ld+json` script. */
  structuredData: Record<string, unknown> | null;
}

/** A head with nothing to add to index.html's. */
export const EMPTY_HEAD: PageHead = {
  title: null,
  description: null,
  canonical: null,
  image: null,
  structuredData: null,
};

/** `path` on `origin` ('https://tours.example' + '/tours/3SU/loch-ness'). */
function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/**
 * The dates a tour is on sale for: from the first day of its first month with departures to the last day of its
 * last (`months` is in order, Europe/London dates as ISO yyyy-mm-dd); null without departures.
 */
export function offerValidity(
  months: readonly { year: number; month: number }[],
): { validFrom: string; validThrough: string } | null {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return null;
  const start = DateTime.fromObject({ year: first.year, month: first.month, day: 1 });
  const end = DateTime.fromObject({ year: last.year, month: last.month, day: 1 }).endOf('month');
  return { validFrom: start.toISODate() ?? '', validThrough: end.toISODate() ?? '' };
}

/**
 * schema.org structured data of a tour page: a `Product` and `TouristTrip` with its name, description, image,
 * address, departure point (`itinerary` starts there) and one `Offer` for its from-price per person (price as
 * a decimal string, ISO 4217 currency, availability InStock when bookable online with departures, else
 * SoldOut, and the dates it is valid for). No offer when the tour has no price.
 */
export function tourStructuredData(tour: PageTour, url: string): Record<string, unknown> {
  const validity = offerValidity(tour.months);
  const available = tour.bookableOnline && validity !== null;
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'TouristTrip'],
    '@id': url,
    url,
    productID: tour.tourId,
    name: tour.name,
    description: tour.descriptionShort,
    image: tour.image.url,
    itinerary: {
      '@type': 'Place',
      name: tour.startLocation.title,
      address: { '@type': 'PostalAddress', addressLocality: tour.startLocation.city },
    },
    ...(tour.fromPrice && {
      offers: {
        '@type': 'Offer',
        url,
        price: toDecimalString(moneyFromMinor(tour.fromPrice.amountMinor, tour.fromPrice.currency)),
        priceCurrency: tour.fromPrice.currency,
        availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        ...validity,
      },
    }),
  };
}

/** The head of a tour's page (`/tours/{tourId}/{slug}`): its name, short description, image and structured data. */
export function tourPageHead(tour: PageTour, origin: string): PageHead {
  const canonical = absolute(origin, paths.tourPage.getHref(tour));
  return {
    title: tour.name,
    description: tour.descriptionShort,
    canonical,
    image: { url: tour.image.url, alt: tour.image.alt },
    structuredData: tourStructuredData(tour, canonical),
  };
}

/** The head of a page that shows a tour in the details panel (`?open=`): canonical is the tour's own page. */
export function openTourHead(tour: { tourId: string; name: string }, origin: string): PageHead {
  return { ...EMPTY_HEAD, title: tour.name, canonical: absolute(origin, paths.tourPage.getHref(tour)) };
}

/** Escapes text for HTML text and double-quoted attributes. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The `<head>` elements of a page as HTML: meta description, canonical link, Open Graph tags and the JSON-LD
 * script (inert data: a strict Content-Security-Policy needs no exception). The title is returned apart, to
 * replace index.html's.
 */
export function headHtml(head: PageHead): { title: string | null; tags: string } {
  const tags: string[] = [];
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
  }
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
  }
  if (head.title) {
    tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}">`);
    tags.push(`<meta property="og:type" content="${head.structuredData ? 'product' : 'website'}">`);
  }
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(head.image.url)}">`);
    tags.push(`<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}">`);
  }
  if (head.structuredData) {
    const json = JSON.stringify(head.structuredData).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return { title: head.title && escapeHtml(head.title), tags: tags.join('\n    ') };
}
