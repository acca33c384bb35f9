import { describe, expect, it } from 'vitest';
import { tourSlug } from '@/paths';
import { headHtml, offerValidity, tourPageHead, tourStructuredData, type PageTour } from './page-head';

// Issue 20 §2: tour pages with canonical address, Open Graph tags and schema.org JSON-LD.

const tour: PageTour = {
  __typename: 'Tour',
  tourId: 'LNE',
  name: 'Loch Ness, Glencoe & the Highlands',
  descriptionHeadline: null,
  descriptionShort: 'A day in the "Highlands" <with> lochs.',
  description: 'Long text.',
  bookableOnline: true,
  duration: { __typename: 'TourDuration', label: '1 Day' },
  fromPrice: { __typename: 'Money', amountMinor: 6950, currency: 'GBP', formatted: '£69.50' },
  image: { __typename: 'Image', url: 'https://img.example/LNE.jpg?w=900', alt: 'Glencoe' },
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

describe('tour pages (issue 20)', () => {
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

  it("writes the head with the tour page's canonical address, escaped, and JSON-LD that cannot close its script", () => {
    const head = tourPageHead({ ...tour, name: 'A </script><b>' }, 'https://tours.example');
    const { title, tags } = headHtml(head);
    expect(title).toBe('A &lt;/script&gt;&lt;b&gt;');
    expect(tags).toContain('<link rel="canonical" href="https://tours.example/tours/LNE/a-script-b">');
    expect(tags).toContain('content="A day in the &quot;Highlands&quot; &lt;with&gt; lochs."');
    expect(tags).toContain('<meta property="og:type" content="product">');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toMatchObject({ name: 'A </script><b>' });
  });
});
