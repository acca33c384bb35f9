import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationPercent } from '../src/bookings/money-rules.js';
import { schemaErrors, startTestSim } from './helpers.js';
import type { Json, TestSim } from './helpers.js';

describe('catalogue, capacity and reference data', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  it('lists 60+ tours of both brands from the four cities, with search-card fields', async () => {
    const { status, body } = await t.call('GET', '/api/v1.3/consumer/products?iso_currency_code=GBP');
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThanOrEqual(60);
    const ids = body.products.map((p: { tour_id: string }) => p.tour_id);
    for (const id of ['IVW', 'IW3', 'IW9', 'HIW', '3SU']) expect(ids).toContain(id);
    expect(new Set(body.products.map((p: { brand: string }) => p.brand))).toEqual(new Set(['HAG', 'HEX']));
    expect(
      new Set(body.products.map((p: { start_location: { city: string } }) => p.start_location.city)),
    ).toEqual(new Set(['Edinburgh', 'Inverness', 'Glasgow', 'Aberdeen']));
    expect(body.products.some((p: { duration: { days: number } }) => p.duration.days >= 3)).toBe(true);
    const dupes = body.products.filter((p: { name: string }) =>
      p.name.startsWith('Loch Ness, Glencoe & the Highlands'),
    );
    expect(dupes.map((p: { name: string }) => p.name)).toContain(
      'Loch Ness, Glencoe & the Highlands (Summer)',
    );
    expect(
      body.products.some((p: { prices: { from_price: number }[] }) => p.prices[0]!.from_price === 0),
    ).toBe(true);
    expect(schemaErrors('ProductSummary', body.products[0])).toBe('');
  });

  it('publishes the cancellation terms the cancellation charges by on every product', async () => {
    const { status, body } = await t.call('GET', '/api/v1.3/consumer/products/LNE');
    expect(status).toBe(200);
    expect(schemaErrors('Product', body)).toBe('');
    expect(body.cancellation_terms).toEqual({
      tiers: [
        { days_from: 60, days_to: null, fee_percent: 0 },
        { days_from: 30, days_to: 59, fee_percent: 25 },
        { days_from: 7, days_to: 29, fee_percent: 50 },
        { days_from: 0, days_to: 6, fee_percent: 100 },
      ],
      card_fees_refunded: false,
    });
    const tiers = body.cancellation_terms.tiers as {
      days_from: number;
      days_to: number | null;
      fee_percent: number;
    }[];
    for (let days = 0; days <= 120; days += 1) {
      const tier = tiers.find((x) => days >= x.days_from && (x.days_to === null || days <= x.days_to))!;
      expect(cancellationPercent(days)).toBe(tier.fee_percent);
    }
  });

  it('shows band-restricted tours only to agency band 2', async () => {
    const consumer = await t.call('GET', '/api/v1.3/consumer/products');
    const band2 = await t.call('GET', '/api/v1.3/{app}/products', { app: 'agent-band-2' });
    const ids = (r: typeof consumer) => r.body.products.map((p: { tour_id: string }) => p.tour_id);
    expect(ids(consumer)).not.toContain('PWM');
    expect(ids(band2)).toContain('PWM');
    expect((await t.call('GET', '/api/v1.3/consumer/products/PWM')).status).toBe(404);
  });

  it('searches by text, tags and month, and batches details by ids', async () => {
    const skye = await t.call('GET', '/api/v1.3/consumer/products?search=skye');
    expect(skye.body.products.length).toBeGreaterThan(2);
    const filters = await t.call('GET', '/api/v1.3/consumer/products/filters');
    const tags = filters.body.filters.flatMap((f: { tags: unknown[] }) => f.tags);
    expect(tags.map((x: { name: string }) => x.name)).toContain('2 to 10 Day Tours');
    const inverness = await t.call('GET', '/api/v1.3/consumer/products?tags=inverness');
    expect(
      inverness.body.products.every(
        (p: { start_location: { city: string } }) => p.start_location.city === 'Inverness',
      ),
    ).toBe(true);
    const month = await t.call('GET', '/api/v1.3/consumer/products?month=202607');
    expect(
      month.body.products.every((p: { departures: { start_date_time: string }[] }) =>
        p.departures.every((d) => d.start_date_time.startsWith('2026-07')),
      ),
    ).toBe(true);
    const batch = await t.call('GET', '/api/v1.3/consumer/products/details?ids=3SU,LNE,NOPE');
    expect(batch.body.products.map((p: { tour_id: string }) => p.tour_id)).toEqual(['3SU', 'LNE']);
  });

  it('gives full product details with marketing, operational and seller information', async () => {
    const { body } = await t.call('GET', '/api/v1.3/consumer/products/3SU');
    expect(schemaErrors('Product', body)).toBe('');
    expect(body.marketing_information.itineraries).toHaveLength(3);
    expect(body.seller_information.add_ons.map((g: { name: string }) => g.name)).toContain('Accommodation');
    expect(body.seller_information.rooms.map((r: { room_type: string }) => r.room_type)).toEqual([
      'quad',
      'triple',
      'twin',
      'double',
      'single',
      'family3',
      'family4',
      'dorm',
    ]);
    expect(body.operational_information.location_start.checkInTime).toBe('08:15:00');
    const sales = await t.call('GET', '/api/v1.3/consumer/products/LNE/sales_group');
    expect(sales.body.products.length).toBe(4);
    expect(sales.body.products.some((p: { prices: { amount: number }[] }) => p.prices[0]!.amount === 0)).toBe(
      true,
    );
    const addOns = await t.call('GET', '/api/v1.3/consumer/products/3SU/add_ons?departure_date=2026-07-03');
    const products = addOns.body.add_ons.flatMap((g: { products: { tour_id: string }[] }) =>
      g.products.map((p) => p.tour_id),
    );
    expect(products).toEqual(expect.arrayContaining(['ACC1', 'ACC2', 'HRS', 'ECO1']));
  });

  it('answers a capacity month with full, almost-full, unavailable and on-request days', async () => {
    const states = new Set<string>();
    for (const month of [6, 7, 8, 9, 10]) {
      const { body } = await t.call(
        'GET',
        `/api/v1.3/consumer/products/LNE/capacity/2026/${month}?iso_currency_code=GBP`,
      );
      for (const c of body.capacities) {
        if (c.free_seats === -1) states.add('unavailable');
        else if (c.free_seats === 0) states.add('full');
        else if (c.free_seats <= 4) states.add('almost');
        else states.add('open');
        if (c.on_request) states.add('on-request');
      }
      expect(schemaErrors('Capacity', body.capacities[0])).toBe('');
    }
    expect(states).toEqual(new Set(['unavailable', 'full', 'almost', 'open', 'on-request']));
    const train = await t.call('GET', '/api/v1.3/consumer/products/IVW/capacity/2026/7');
    const firstDay = train.body.capacities.filter((c: { start_date_time: string }) =>
      c.start_date_time.startsWith('2026-07-01'),
    );
    expect(firstDay).toHaveLength(2);
    const rooms = await t.call('GET', '/api/v1.3/consumer/products/3SU/capacity/2026/7');
    expect(rooms.body.capacities[0].capacity_rooms.length).toBe(8);
    expect(
      rooms.body.capacities[0].product_currencies.map(
        (c: { iso_currency_code: string }) => c.iso_currency_code,
      ),
    ).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'NZD', 'USD', 'ZAR']);
  });

  it('serves reference data: pick-ups, age categories, currencies, countries, months', async () => {
    const run = await t.call('GET', '/api/v1.3/consumer/pickups/101');
    expect(run.body.points.length).toBeGreaterThan(4);
    expect(schemaErrors('PickupRun', run.body)).toBe('');
    const ages = await t.call('GET', '/api/v1.3/consumer/passengers/age_categories');
    expect(ages.body.default_category).toBe('Adult');
    expect(ages.body.age_categories.map((a: { name: string }) => a.name)).toEqual([
      'Adult',
      'Child',
      'Senior',
      'Student',
    ]);
    const currencies = await t.call('GET', '/api/v1.3/consumer/currencies');
    expect(
      currencies.body.currencies.find((c: { is_default: boolean }) => c.is_default).iso_currency_code,
    ).toBe('GBP');
    const countries = await t.call('GET', '/api/v1.3/consumer/countries');
    expect(
      countries.body.countries.find((c: { iso_country_code: string }) => c.iso_country_code === 'GB')
        .dialing_code,
    ).toBe('+44');
    const months = await t.call('GET', '/api/v1.3/consumer/products/months');
    expect(months.body.months).toHaveLength(12);
  });

  it('serves generated SVG images honouring width, height and crop', async () => {
    const res = await fetch(`${t.url}/images/LNE.svg?w=900&h=300&crop=true`);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toContain('width="900"');
    expect(svg).toContain('height="300"');
    expect(svg).toContain('slice');
    const map = await (await fetch(`${t.url}/images/3SU-map.svg?w=400&h=500`)).text();
    expect(map).toContain('meet');
    expect((await fetch(`${t.url}/images/NOPE.svg`)).status).toBe(404);
  });

  it('serves each tour landscape as a PNG of the size asked, the media asset of its products', async () => {
    const res = await fetch(`${t.url}/images/LNE.png?w=1200&h=630&crop=1`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, right after the signature and the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const { body } = await t.call('GET', '/api/v1.3/consumer/products/LNE');
    expect(body.media_asset.asset_url).toBe(`${t.url}/images/LNE.png`);
    expect((await fetch(`${t.url}/images/LNE-map.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/images/NOPE.png`)).status).toBe(404);
  });

  it('serves every tour image as well-formed XML (names with & are escaped)', async () => {
    const { body } = await t.call('GET', '/api/v1.3/consumer/products?iso_currency_code=GBP');
    for (const product of body.products as { media_asset: { asset_url: string } }[]) {
      const svg = await (await fetch(product.media_asset.asset_url.replace(/\.png$/, '.svg'))).text();
      expect(svg, product.media_asset.asset_url).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    }
  });

  it('prices a product from its bookable departures in the range searched, never above any of them', async () => {
    for (const month of ['202607', '202611']) {
      const search = await t.call('GET', `/api/v1.3/consumer/products?month=${month}&iso_currency_code=GBP`);
      const tour = search.body.products.find((p: Json) => p.tour_id === 'LNE');
      const capacity = await t.call(
        'GET',
        `/api/v1.3/consumer/products/LNE/capacity/${month.slice(0, 4)}/${Number(month.slice(4))}?iso_currency_code=GBP`,
      );
      const adultPrices = capacity.body.capacities
        .filter((c: Json) => c.free_seats > 0)
        .flatMap((c: Json) => c.product_currencies[0].amounts)
        .filter((a: Json) => a.age_category === 'Adult')
        .map((a: Json) => a.amount);
      expect(tour.prices[0].from_price).toBe(Math.min(...adultPrices));
    }
    const summer = await t.call('GET', '/api/v1.3/consumer/products?month=202607&iso_currency_code=GBP');
    const winter = await t.call('GET', '/api/v1.3/consumer/products?month=202611&iso_currency_code=GBP');
    const from = (r: Json) => r.body.products.find((p: Json) => p.tour_id === 'LNE').prices[0].from_price;
    expect(from(winter)).toBeLessThan(from(summer));
  });
});
