import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../src/http/spec.js';
import { agentToken, basket, findDeparture, schemaErrors, startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

const GIVEN = [
  'createAuthenticationHash',
  'getCapacity',
  'agentLogin',
  'resetPassword',
  'registerAgency',
  'updateContact',
  'searchBookings',
  'loadBooking',
  'getBooking',
  'updateBooking',
  'cancelBooking',
  'sendBookingMessage',
  'initialisePayment',
  'getPaymentSession',
  'commitPayment',
];

describe('openapi.yaml contract', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  it('marks every operation with a camelCase operationId and x-source given or assumed', () => {
    const ops = Object.values(loadSpec().paths).flatMap((methods) => Object.values(methods));
    for (const op of ops) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(['given', 'assumed']).toContain(op['x-source']);
    }
    const given = ops.filter((op) => op['x-source'] === 'given').map((op) => op.operationId);
    expect(new Set(given)).toEqual(new Set(GIVEN));
  });

  it('answers match their response schemas (sample of every area)', async () => {
    const { token, login } = await agentToken(t);
    expect(schemaErrors('AgentLoginInfo', login)).toBe('');
    const start = findDeparture(t.sim, '3SU', 2);
    const body = basket(
      '3SU',
      start,
      ['Adult', 'Adult'],
      {
        rooms: [{ room_type: 'twin', passenger_links: [0, 1] }],
        pickup_point: 5000 + 101 * 10 + 2,
        add_ons: [{ tour_id: 'ACC2', passengers: [0, 1] }],
      },
      token,
    );
    const quote = await t.call('POST', '/api/v1.3/{app}/bookings/quote', { app: 'agent-band-0', body });
    expect(quote.body.booking_error).toBeNull();
    expect(quote.body.trips[0].pickup.name).toBe('Hilton Edinburgh Carlton');
    const booked = await t.call('POST', '/api/v1.3/{app}/bookings', { app: 'agent-band-0', body });
    const samples: [string, unknown][] = [
      ['Booking', quote.body],
      ['Booking', booked.body],
      [
        'AgencyDetails',
        (
          await t.call('GET', `/api/v1.3/{app}/identity/agency/THISTLE?token=${token}`, {
            app: 'agent-band-0',
          })
        ).body,
      ],
      ['SalesGroupDetails', (await t.call('GET', '/api/v1.3/consumer/products/SKI/sales_group')).body],
      ['AgeCategories', (await t.call('GET', '/api/v1.3/consumer/passengers/age_categories')).body],
      ['Country', (await t.call('GET', '/api/v1.3/consumer/countries')).body.countries[0]],
      ['CurrencyInfo', (await t.call('GET', '/api/v1.3/consumer/currencies')).body.currencies[0]],
      ['Filter', (await t.call('GET', '/api/v1.3/consumer/products/filters')).body.filters[0]],
      ['MonthWithCount', (await t.call('GET', '/api/v1.3/consumer/products/months')).body.months[0]],
      [
        'AddOnGroupDetails',
        (await t.call('GET', `/api/v1.3/consumer/products/3SU/add_ons?departure_date=${start.slice(0, 10)}`))
          .body.add_ons[0],
      ],
      [
        'Product',
        (await t.call('GET', '/api/v1.3/{app}/products/details?ids=IVW', { app: 'agent-band-0' })).body
          .products[0],
      ],
      ['Error', (await t.call('GET', '/api/v1.3/consumer/products/NOPE')).body],
    ];
    for (const [schema, value] of samples)
      expect(`${schema}: ${schemaErrors(schema, value)}`).toBe(`${schema}: `);
  });
});
