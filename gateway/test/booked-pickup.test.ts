import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, dayTourBasket, newKey, openDays, type BookResult } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

// The chosen pick-up point and time stay with the quoted trip (cart, checkout) and the booked trip (seed 001 §3 Pickup point, §9 pick-up time).

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

describe('QuotedTrip.pickup and BookedTrip.pickup', () => {
  it('is the point chosen in the basket with the pick-up time the panel showed; null when none was chosen', async () => {
    const client = new Client(gateway.url);
    const date = (await openDays(client, 'LNE', 2026, 7)).find((d) => d.freeSeats >= 2)!.date;
    const points = (
      await client.gql<{
        tour: { pickupPoints: { originalId: string; name: string; pickupTime: string | null }[] };
      }>(
        `query($d: Date) { tour(tourId: "LNE") { pickupPoints(departureDate: $d) { originalId name pickupTime } } }`,
        {
          d: date,
        },
      )
    ).data!.tour.pickupPoints;
    const point = points.find((p) => p.pickupTime !== null)!;
    const QUOTE = `query($basket: BasketInput!) { quote(basket: $basket) { quote { trips { pickup { name time text } } } } }`;
    type Quoted = {
      quote: { quote: { trips: { pickup: null | { name: string; time: string | null; text: string } }[] } };
    };
    const quoted = await client.gql<Quoted>(QUOTE, {
      basket: dayTourBasket('LNE', date, 1, { pickupPointId: point.originalId }),
    });
    expect(quoted.data!.quote.quote!.trips[0]!.pickup).toEqual({
      name: point.name,
      time: point.pickupTime,
      text: `Pick-up: ${point.name} at ${point.pickupTime}`,
    });
    const quotedPlain = await client.gql<Quoted>(QUOTE, { basket: dayTourBasket('LNE', date, 1) });
    expect(quotedPlain.data!.quote.quote!.trips[0]!.pickup).toBeNull();

    const TRIPS = `query($id: ID!) { booking(groupBookingId: $id) { trips { pickup { name address time text } } } }`;
    type Trips = {
      booking: { trips: { pickup: null | { name: string; time: string | null; text: string } }[] };
    };

    const booked = await client.gql<BookResult>(BOOK, {
      basket: dayTourBasket('LNE', date, 1, { pickupPointId: point.originalId }),
      key: newKey(),
    });
    const id = booked.data!.book.booking!.groupBookingId;
    const trip = (await client.gql<Trips>(TRIPS, { id })).data!.booking.trips[0]!;
    expect(trip.pickup).toMatchObject({ name: point.name, time: point.pickupTime });
    expect(trip.pickup!.text).toBe(`Pick-up: ${point.name} at ${point.pickupTime}`);

    const without = await client.gql<BookResult>(BOOK, {
      basket: dayTourBasket('LNE', date, 1),
      key: newKey(),
    });
    const plain = (await client.gql<Trips>(TRIPS, { id: without.data!.book.booking!.groupBookingId })).data!;
    expect(plain.booking.trips[0]!.pickup).toBeNull();
  });
});
