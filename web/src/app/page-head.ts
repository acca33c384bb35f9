import { moneyFromMinor, toDecimalString } from '@tourdesk/domain/money';
import { DateTime } from 'luxon';
import { MESSAGES } from '@tourdesk/domain/messages';
import { documentTitle } from '@tourdesk/domain/routes';
import type { TourPageQuery } from '@/apollo/generated/graphql';
import { SEARCH_TEXT_PARAM, searchPageName, TAGS_PARAM } from '@/features/tours/api/search-params';
import { paths } from '@tourdesk/domain/paths';

/** The tour of a tour page, as its query reads it. */
export type PageTour = NonNullable<TourPageQuery['tour']>;

/** The site a page belongs to, as its head names it. */
export interface HeadSite {
  /** The public origin of absolute addresses ('https://tours.example'). */
  origin: string;
  /** og:site_name: the operator's name. */
  name: string;
  /** The site's heading ('Tours of the Scottish Highlands'), the theme of its home page. */
  heroTitle: string;
  /** The site's own preview image (absolute raster address, 1200x630), for pages without one of their own. */
  image: PreviewImage;
}

/** An image for link previews: absolute address of a JPEG or PNG, its text alternative and its size in pixels. */
export interface PreviewImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * What a server-rendered page puts in its `<head>` (title, description, canonical address, Open Graph and
 * Twitter card, structured data): for search engines and link previews. Addresses are absolute. The web server
 * writes it into the document, escaping each value for where it goes.
 */
export interface PageHead {
  /** Document title, the page's name then the site's (domain documentTitle); index.html's stays when null. */
  title: string | null;
  /** og:title: the page's own name, without the site's (og:site_name says it); the document title when null. */
  shareTitle: string | null;
  /** Meta description and Open Graph description. */
  description: string | null;
  /** The page's canonical address (`<link rel="canonical">`, `og:url`). */
  canonical: string | null;
  /** og:type. */
  type: 'website' | 'product';
  /** og:site_name. */
  siteName: string;
  /** og:image (and the Twitter card's large image). */
  image: PreviewImage | null;
  /** schema.org structured data, written as a `application/ld+json` script. */
  structuredData: Record<string, unknown> | null;
  /** Asks search engines to leave the page out (`<meta name="robots" content="noindex">`): the 404 view. */
  noindex: boolean;
}

/** A head that adds nothing to index.html's but the site's name. */
export function emptyHead(site: Pick<HeadSite, 'name'>): PageHead {
  return {
    title: null,
    shareTitle: null,
    description: null,
    canonical: null,
    type: 'website',
    siteName: site.name,
    image: null,
    structuredData: null,
    noindex: false,
  };
}

/** The 404 view's head: its title, and out of search engines. */
export function notFoundHead(site: Pick<HeadSite, 'name'>): PageHead {
  return { ...emptyHead(site), title: documentTitle(MESSAGES.pageNotFound, site.name), noindex: true };
}

/** `path` on `origin` ('https://tours.example' + '/tours/3SU/loch-ness'). */
function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** The home page's description: what the site sells, and who sells it. */
function siteDescription(site: HeadSite): string {
  return `${site.heroTitle} with ${site.name}: day tours and multi-day coach tours with live availability, booked online.`;
}

/** The home page (`/`): the site's title, description and preview image; canonical without its query. */
export function homeHead(site: HeadSite): PageHead {
  return {
    ...emptyHead(site),
    title: documentTitle(site.heroTitle, site.name),
    shareTitle: site.heroTitle,
    description: siteDescription(site),
    canonical: absolute(site.origin, paths.home.getHref()),
    image: site.image,
  };
}

/**
 * The home page's head, or a search page's when its address has a search term (a search run from the home page
 * stays on `/`): see {@link homeHead} and {@link searchHead}.
 */
export function homeOrSearchHead(site: HeadSite, params: URLSearchParams): PageHead {
  return params.get(SEARCH_TEXT_PARAM)?.trim() ? searchHead(site, params) : homeHead(site);
}

/**
 * A search page (`/search?q=…&tags=…`): titled after its term, canonical with the term and the filter tags only
 * (order, dates and presets are ways of looking at the same tours).
 */
export function searchHead(site: HeadSite, params: URLSearchParams): PageHead {
  const term = params.get(SEARCH_TEXT_PARAM)?.trim() || null;
  return {
    ...homeHead(site),
    title: documentTitle(searchPageName(params), site.name),
    shareTitle: searchPageName(params),
    description: term
      ? `${site.heroTitle} matching “${term}”, with ${site.name}: live availability, booked online.`
      : siteDescription(site),
    canonical: absolute(
      site.origin,
      paths.search.getHref({ [SEARCH_TEXT_PARAM]: term, [TAGS_PARAM]: params.get(TAGS_PARAM) }),
    ),
  };
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
export function tourPageHead(tour: PageTour, site: HeadSite): PageHead {
  const canonical = absolute(site.origin, paths.tourPage.getHref(tour));
  return {
    ...emptyHead(site),
    title: documentTitle(tour.name, site.name),
    shareTitle: tour.name,
    description: tour.descriptionShort,
    canonical,
    type: 'product',
    image: { url: tour.previewImage.url, alt: tour.image.alt, ...TOUR_PREVIEW_SIZE },
    structuredData: tourStructuredData(tour, canonical),
  };
}

/** The size of a tour's preview image (its `previewImage` in the tour page's query). */
export const TOUR_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The head of a page that shows a tour in the details panel (`?open=`): canonical is the tour's own page. */
export function openTourHead(tour: { tourId: string; name: string }, site: HeadSite): PageHead {
  return {
    ...homeHead(site),
    title: documentTitle(tour.name, site.name),
    shareTitle: tour.name,
    canonical: absolute(site.origin, paths.tourPage.getHref(tour)),
  };
}
