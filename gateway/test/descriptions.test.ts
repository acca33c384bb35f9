import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { gql, startTestGateway } from './support/gateway.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

/** A short description of 259 characters: the simulator's own stay under 80, so the test lengthens them. */
const LONG = 'Lochs, glens and castles. '.repeat(10).trim();

let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  for (const tour of sim.state.catalogue.tours) tour.teaser = LONG;
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('description truncation (seed 001 §9 Text truncation)', () => {
  it("cuts a product's short description over 200 characters to 180, and an add-on's in the cart to 180 plus '...'", async () => {
    expect(LONG.length).toBeGreaterThan(200);
    const result = await gql<{
      tour: {
        descriptionShort: string;
        teaser: string;
        addOnGroups: { addOns: { description: string; tour: { tourId: string } }[] }[];
      };
    }>(
      gateway.url,
      `{ tour(tourId: "LNE") { descriptionShort teaser
           addOnGroups(departureDate: "2026-07-01", passengers: [ADULT]) { addOns { description tour { tourId } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const tour = result.data!.tour;
    expect(tour.descriptionShort).toBe(LONG.slice(0, 180));
    expect(tour.teaser.length).toBeLessThanOrEqual(61);
    const addOns = tour.addOnGroups.flatMap((group) => group.addOns);
    expect(addOns.length).toBeGreaterThan(0);
    for (const addOn of addOns) expect(addOn.description).toBe(`${LONG.slice(0, 180)}...`);
  });
});
