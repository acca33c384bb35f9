import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { Client } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

const TOURS = `{ tours(search: { allTours: true }) { tours { tourId } } viewer { agent { bandRestricted } } }`;
/** A tour the simulator sells only to agency band 2 (provider-sim/README.md). */
const BAND_TWO_TOUR = 'PWM';

async function tourIds(client: Client) {
  const answer = await client.gql<{
    tours: { tours: { tourId: string }[] };
    viewer: { agent: { bandRestricted: boolean } | null };
  }>(TOURS);
  return { ids: answer.data!.tours.tours.map((t) => t.tourId), agent: answer.data!.viewer.agent };
}

describe('pricing band (seed 000 §6: an agency with band_id over 0 sees only the products of its band)', () => {
  it("prices with the band agent's band app id: its band's products appear, others' sessions never see them", async () => {
    const anonymous = await tourIds(new Client(gateway.url));
    expect(anonymous.agent).toBeNull();
    expect(anonymous.ids).not.toContain(BAND_TWO_TOUR);

    const bandZero = new Client(gateway.url);
    await bandZero.logInAgent('demo-agent');
    const zero = await tourIds(bandZero);
    expect(zero.agent).toEqual({ bandRestricted: false });
    expect(zero.ids).not.toContain(BAND_TWO_TOUR);

    const bandTwo = new Client(gateway.url);
    await bandTwo.logInAgent('band-agent');
    const two = await tourIds(bandTwo);
    expect(two.agent).toEqual({ bandRestricted: true });
    expect(two.ids).toContain(BAND_TWO_TOUR);
  });
});
