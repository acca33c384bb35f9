import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { Client, dayTourBasket, openDays } from './support/seed-kit.js';
import { cancellationFeeSchedule } from '@tourdesk/domain/cancellation-policy';
import { startTestSimulator, type Simulator } from './support/simulator.js';

// The provider's cancellation terms before buying (seed 000 §4 Booking cancellation): fee by days before departure.

let sim: Simulator;
let gateway: RunningGateway;
beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('Tour.cancellationPolicy', () => {
  it("is the provider product's terms: 0 % from 60 days, 25 %, 50 %, 100 % under 7 days; card fees kept", async () => {
    const client = new Client(gateway.url);
    const result = await client.gql<{
      tour: { cancellationPolicy: { tiers: unknown[]; cardFeesRefunded: boolean } | null };
    }>(
      `{ tour(tourId: "LNE") { cancellationPolicy { tiers { daysFrom daysTo feePercent } cardFeesRefunded } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.tour.cancellationPolicy).toEqual({
      tiers: [
        { daysFrom: 60, daysTo: null, feePercent: 0 },
        { daysFrom: 30, daysTo: 59, feePercent: 25 },
        { daysFrom: 7, daysTo: 29, feePercent: 50 },
        { daysFrom: 0, daysTo: 6, feePercent: 100 },
      ],
      cardFeesRefunded: false,
    });
  });

  it("gives one departure's fee today and the dates it changes, as of the gateway's today (2026-06-01)", async () => {
    const client = new Client(gateway.url);
    const result = await client.gql<{ tour: { cancellationPolicy: { schedule: unknown } } }>(
      `{ tour(tourId: "LNE") { cancellationPolicy { schedule(departureDate: "2026-07-10") {
        feePercentToday changes { date feePercent } text } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.tour.cancellationPolicy.schedule).toEqual({
      feePercentToday: 25,
      changes: [
        { date: '2026-06-11', feePercent: 50 },
        { date: '2026-07-04', feePercent: 100 },
      ],
      text: '25 % cancellation fee if cancelled now; 50 % from 11 June 2026; no refund from 4 July. Card fees are not refunded.',
    });
  });

  it('is on the quoted trip for its departure (the cart and checkout read it there)', async () => {
    const client = new Client(gateway.url);
    const date = (await openDays(client, 'LNE', 2026, 8)).find((d) => d.freeSeats >= 1)!.date;
    const result = await client.gql<{
      quote: {
        quote: { trips: { cancellationSchedule: { feePercentToday: number; changes: unknown[] } }[] };
      };
    }>(
      `query($basket: BasketInput!) { quote(basket: $basket) { quote { trips {
        cancellationSchedule { feePercentToday changes { date feePercent } } } } } }`,
      { basket: dayTourBasket('LNE', date, 1) },
    );
    const expected = cancellationFeeSchedule(
      {
        tiers: [
          { daysFrom: 60, daysTo: null, feePercent: 0 },
          { daysFrom: 30, daysTo: 59, feePercent: 25 },
          { daysFrom: 7, daysTo: 29, feePercent: 50 },
          { daysFrom: 0, daysTo: 6, feePercent: 100 },
        ],
        cardFeesRefunded: false,
      },
      date,
      '2026-06-01',
    );
    expect(result.data!.quote.quote.trips[0]!.cancellationSchedule).toEqual({
      feePercentToday: expected.feePercentToday,
      changes: expected.changes,
    });
  });
});
