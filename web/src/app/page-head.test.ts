import { describe, expect, it } from 'vitest';
import { tourSlug } from '@tourdesk/domain/paths';
import {
  homeHead,
  homeOrSearchHead,
  notFoundHead,
  offerValidity,
  openTourHead,
  searchHead,
  tourPageHead,
  tourStructuredData,
  type HeadSite,
  type PageTour,
} from './page-head';

// Tour pages with canonical address, Open Graph tags and schema.org JSON-LD.

const tour: PageTour = {
  __typename: 'Tour',
  tourId: 'LNE',
  name: 'Loch Ness, Glencoe & the Highlands',
  descriptionHeadline: null,
  descriptionShort: 'A day in the "Highlands" <with> lochs.',
  description: 'Long text.',
  bookableOnline: true,
  duration: { __typename: 'TourDuration', label: '1 Day' },
  fromPrice: { __typename: 'Money', amountMinor: 6950, currency: 'GBP' },
  image: { __typename: 'Image', url: 'https://img.example/LNE.jpg?w=900', alt: 'Glencoe' },
  previewImage: { __typename: 'Image', url: 'https://img.example/LNE.jpg?w=1200&h=630' },
  startLocation: {
    __typename: 'StartLocation',
    city: 'Edinburgh',
    title: 'Royal Mile',
    departureTime: '08:00',
  },
  months: [
    { __typename: 'YearMonth', year: 2026, month: 6 },
    { __typename: 'YearMonth', year: 2027, month: 2 },
  ],
};

const site: HeadSite = {
  origin: 'https://tours.example',
  name: 'Highland Explorer Tours',
  heroTitle: 'Tours of the Scottish Highlands',
  image: { url: 'https://tours.example/og-image.png', alt: 'Hills', width: 1200, height: 630 },
};

describe('tour pages', () => {
  it('slugs a tour name into lower-case ASCII words', () => {
    expect(tourSlug('Loch Ness, Glencoe & the Highlands')).toBe('loch-ness-glencoe-the-highlands');
    expect(tourSlug('Île de Skye (Small Group)')).toBe('ile-de-skye-small-group');
  });

  it('offers are valid from the first day of the first month to the last day of the last', () => {
    expect(offerValidity(tour.months)).toEqual({ validFrom: '2026-06-01', validThrough: '2027-02-28' });
    expect(offerValidity([])).toBeNull();
  });

  it('describes the tour as a schema.org Product and TouristTrip with an Offer', () => {
    const data = tourStructuredData(tour, 'https://tours.example/tours/LNE/x');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'TouristTrip'],
      name: tour.name,
      offers: {
        '@type': 'Offer',
        price: '69.50',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-06-01',
        validThrough: '2027-02-28',
      },
    });
  });

  it('a tour not bookable online, or without departures, is sold out; without a price it has no offer', () => {
    expect(tourStructuredData({ ...tour, bookableOnline: false }, 'u')).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    expect(tourStructuredData({ ...tour, months: [] }, 'u')).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    expect(tourStructuredData({ ...tour, fromPrice: null }, 'u')).not.toHaveProperty('offers');
  });

  it("heads a tour's page with its canonical address, raster preview image and structured data", () => {
    const head = tourPageHead({ ...tour, name: 'A </script><b>' }, site);
    expect(head).toMatchObject({
      title: 'A </script><b> · Highland Explorer Tours',
      shareTitle: 'A </script><b>',
      canonical: 'https://tours.example/tours/LNE/a-script-b',
      description: tour.descriptionShort,
      type: 'product',
      siteName: 'Highland Explorer Tours',
      image: { url: 'https://img.example/LNE.jpg?w=1200&h=630', alt: 'Glencoe', width: 1200, height: 630 },
      noindex: false,
    });
    expect(head.structuredData).toMatchObject({ name: 'A </script><b>' });
    expect(openTourHead(tour, site).canonical).toBe(
      'https://tours.example/tours/LNE/loch-ness-glencoe-the-highlands',
    );
  });
});

describe('home, search and 404 heads', () => {
  it('gives the home page a title, description, canonical without its query and the site image', () => {
    expect(homeHead(site)).toMatchObject({
      title: 'Tours of the Scottish Highlands · Highland Explorer Tours',
      description: expect.stringContaining('Highland Explorer Tours'),
      canonical: 'https://tours.example/',
      type: 'website',
      image: site.image,
    });
  });

  it('titles a search after its term; canonical keeps the term and tags only', () => {
    const head = searchHead(site, new URLSearchParams('q=loch&tags=3,4&sort=price_asc&month=7'));
    expect(head.title).toBe('Tours matching “loch” · Highland Explorer Tours');
    expect(head.canonical).toBe('https://tours.example/search?q=loch&tags=3%2C4');
    expect(searchHead(site, new URLSearchParams('')).title).toBe('Search tours · Highland Explorer Tours');
  });

  it('a search run from the home page is titled after its term; the home page without one keeps its title', () => {
    expect(homeOrSearchHead(site, new URLSearchParams('q=loch')).title).toBe(
      'Tours matching “loch” · Highland Explorer Tours',
    );
    expect(homeOrSearchHead(site, new URLSearchParams('month=202703')).title).toBe(
      'Tours of the Scottish Highlands · Highland Explorer Tours',
    );
  });

  it('keeps the 404 view out of search engines', () => {
    expect(notFoundHead(site)).toMatchObject({
      title: 'Page Not Found · Highland Explorer Tours',
      noindex: true,
    });
  });
});
