import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, newKey, type BookResult } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

// The agency's currency (seed 000 §3 Agent login info `currencies`, §9 currency list): after login the portal
// prices in the login's first currency; the agent may switch only within that list; quotes, bookings and card
// payments follow it.

let sim: Simulator;
let gateway: RunningGateway;

const VIEWER = `{ viewer { currency agent { currencies { isoCurrencyCode } } } }`;
const SET = `mutation($c: String!) { setCurrency(currency: $c) { viewer { currency } userErrors { code field message } } }`;
const TOURS = `{ tours { fromPrice { amountMinor currency } } }`;
const QUOTE = `query($b: BasketInput!) { quote(basket: $b) { quote { currency total { amountMinor currency } } userErrors { code message } } }`;
const START = `mutation($id: ID!) { startCardPayment(groupBookingId: $id, option: FULL) { session { charge { amount { amountMinor currency } } } userErrors { code message } } }`;

interface Viewer {
  viewer: { currency: string; agent: { currencies: { isoCurrencyCode: string }[] } | null };
}
interface SetResult {
  setCurrency: {
    viewer: { currency: string };
    userErrors: { code: string; field: string[] | null; message: string }[];
  };
}

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe("the agency's currency by default", () => {
  it('prices, quotes, books and charges an AUD agency in AUD, even after a GBP or EUR session', async () => {
    const aussie = new Client(gateway.url);
    await aussie.startSession('EUR');
    await aussie.logInAgent('aussie-agent');
    const viewer = (await aussie.gql<Viewer>(VIEWER)).data!.viewer;
    expect(viewer.currency).toBe('AUD');
    expect(viewer.agent!.currencies.map((c) => c.isoCurrencyCode)).toEqual(['AUD']);
    const tours = await aussie.gql<{ tours: { fromPrice: { currency: string } } }>(TOURS);
    expect(tours.data!.tours.fromPrice.currency).toBe('AUD');

    const { tourId, dates } = await findDayTour(aussie, 2);
    const basket = { ...dayTourBasket(tourId, dates[0]!, 2), currency: 'AUD' };
    type Quote = { quote: { quote: { currency: string; total: { amountMinor: number; currency: string } } } };
    const quote = (await aussie.gql<Quote>(QUOTE, { b: basket })).data!.quote.quote;
    expect(quote.currency).toBe('AUD');
    expect(quote.total.amountMinor).toBeGreaterThan(0);

    const booked = (await aussie.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book;
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking!.currency).toBe('AUD');
    expect(booked.booking!.totals.total.amountMinor).toBe(quote.total.amountMinor);
    type Start = {
      startCardPayment: { session: { charge: { amount: { amountMinor: number; currency: string } } } };
    };
    const payment = (await aussie.gql<Start>(START, { id: booked.booking!.groupBookingId })).data!
      .startCardPayment.session;
    expect(payment.charge.amount).toEqual({ amountMinor: quote.total.amountMinor, currency: 'AUD' });
  });

  it("keeps an agent within the login's list: the first entry by default, the others by choice", async () => {
    const aussie = new Client(gateway.url);
    await aussie.logInAgent('aussie-agent');
    const refused = (await aussie.gql<SetResult>(SET, { c: 'gbp' })).data!.setCurrency;
    expect(refused.userErrors).toEqual([
      { code: 'CURRENCY_NOT_SOLD', field: ['currency'], message: 'Your agency does not sell in GBP.' },
    ]);
    expect(refused.viewer.currency).toBe('AUD');
    expect((await aussie.gql<Viewer>(VIEWER)).data!.viewer.currency).toBe('AUD');

    const thistle = new Client(gateway.url);
    await thistle.logInAgent('demo-agent');
    const own = (await thistle.gql<Viewer>(VIEWER)).data!.viewer;
    expect(own.currency).toBe('GBP');
    expect(own.agent!.currencies.map((c) => c.isoCurrencyCode)).toEqual(['GBP', 'EUR', 'USD']);
    const euro = (await thistle.gql<SetResult>(SET, { c: 'eur' })).data!.setCurrency;
    expect(euro).toEqual({ viewer: { currency: 'EUR' }, userErrors: [] });
    const tours = await thistle.gql<{ tours: { fromPrice: { currency: string } } }>(TOURS);
    expect(tours.data!.tours.fromPrice.currency).toBe('EUR');
    expect((await thistle.gql<SetResult>(SET, { c: 'ZAR' })).data!.setCurrency.userErrors[0]!.code).toBe(
      'CURRENCY_NOT_SOLD',
    );
    expect((await thistle.gql<Viewer>(VIEWER)).data!.viewer.currency).toBe('EUR');
  });

  it('leaves consumers free to choose any sold currency', async () => {
    const consumer = new Client(gateway.url);
    const zar = (await consumer.gql<SetResult>(SET, { c: 'zar' })).data!.setCurrency;
    expect(zar).toEqual({ viewer: { currency: 'ZAR' }, userErrors: [] });
  });
});
