/**
 * Scale-out: two gateway processes on different ports behind no load balancer, sharing the real Redis
 * on 127.0.0.1:6379 (one REDIS_URL, one CACHE_PREFIX unique to this run) and one provider-sim. Whichever replica
 * a request lands on, it must see the same sessions, the same shared cache, the same login-throttle counters,
 * the same open card payment and payment-attempt counters, one commit per payment, and capacity invalidated by a
 * booking made on the other replica.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../gateway/src/cache/redis-store.js';
import { startSimulator } from '../provider-sim/src/index.js';
import {
  AGENT_SITE,
  graphql,
  providerCallsDuring,
  SIMULATOR_OPTIONS,
  startGatewayProcess,
  type GraphQLAnswer,
  type ServiceProcess,
} from './support/processes.js';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `deploy-scale-out:${randomUUID()}:`;

let sim: Simulator;
let g1: ServiceProcess;
let g2: ServiceProcess;

beforeAll(async () => {
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  const env = {
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    REDIS_URL,
    CACHE_PREFIX: PREFIX,
    LOG_LEVEL: 'warn',
    // Long enough that only an invalidation (never an expiry) can explain a fresh capacity answer.
    CAPACITY_TTL_SECONDS: '300',
    // Every request comes from 127.0.0.1: keep the per-address limit out of the per-user measurement.
    LOGIN_MAX_FAILURES_PER_USER: '5',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100',
  };
  [g1, g2] = await Promise.all([
    startGatewayProcess({ env, documents: DOCUMENTS }),
    startGatewayProcess({ env, documents: DOCUMENTS }),
  ]);
});

afterAll(async () => {
  await Promise.all([g1?.stop('SIGKILL'), g2?.stop('SIGKILL')]);
  await sim?.close();
  // Remove this run's keys (SCAN, never KEYS, on a shared Redis). No key prefix on this client: SCAN returns
  // full key names and DEL must not prefix them again.
  const redis = new RedisStore(REDIS_URL, '');
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.client.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.close();
  }
});

/**
 * A browser of one site on either replica: one cookie jar, updated whenever a gateway sets (or rotates) a cookie.
 * On the agent portal every request carries the header its proxy adds.
 */
class Browser {
  private readonly jar = new Map<string, string>();

  constructor(readonly site: 'consumer' | 'agent' = 'consumer') {}

  get cookie(): string | undefined {
    return this.jar.size === 0
      ? undefined
      : [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async gql<T>(
    gateway: ServiceProcess,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const answer = await graphql<T>(gateway.url, query, variables, {
      cookie: this.cookie,
      headers: this.site === 'agent' ? AGENT_SITE : {},
    });
    for (const header of answer.headers['set-cookie'] ?? []) {
      const pair = header.split(';')[0]!;
      const at = pair.indexOf('=');
      if (pair.slice(at + 1) === '') this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer;
  }
}

const SET_CURRENCY = `mutation($c: String!) { setCurrency(currency: $c) { viewer { currency } userErrors { code } } }`;
const VIEWER = `{ viewer { currency pendingLogin { userName } agent {
  agency { code name bandId } consultant { contactId firstName email } bandRestricted } } }`;
const LOG_IN = `mutation($u: String!, $p: String!) { logIn(userName: $u, password: $p) {
  pendingLogin { userName contacts { contactId } } userErrors { code message } } }`;
const SELECT_CONSULTANT = `mutation($c: ID) { selectConsultant(contactId: $c) { userErrors { code message } } }`;
const LOG_OUT = `mutation { logOut { viewer { agent { consultant { contactId } } } } }`;
const TOURS = `{ tours { tours { tourId bookableOnline isTrain duration { isDayTour } } } filters { name } }`;
const CALENDAR = `query($id: ID!, $y: Int!, $m: Int!) { tour(tourId: $id) { calendar(year: $y, month: $m) {
  weeks { days { date freeSeats selectable onRequest isCurrentMonth } } } } }`;
const BOOK = `mutation($basket: BasketInput!, $key: String!) { book(basket: $basket, idempotencyKey: $key) {
  booking { groupBookingId trips { departureDate tour { tourId } } } userErrors { code message } } }`;
const START_PAYMENT = `mutation($id: ID!) { startCardPayment(groupBookingId: $id, option: FULL) {
  session { paymentReference hostedPageUrl } userErrors { code message } } }`;
const ATTEMPTS = `query($id: ID!) { booking(groupBookingId: $id) { paymentAttempts { used max canRetry } } }`;
const COMPLETE_PAYMENT = `mutation($id: ID!, $r: String!, $tx: String!) {
  completeCardPayment(groupBookingId: $id, paymentReference: $r, transactionId: $tx) {
    booking { groupBookingId } failureReason paymentAttempts { used max canRetry } userErrors { code message } } }`;
const PAYMENTS = `query($id: ID!) { booking(groupBookingId: $id) { payments { transactionId } balanceOutstanding } }`;
/** The documents of this file: the replicas' trusted documents. */
const DOCUMENTS = [
  SET_CURRENCY,
  VIEWER,
  LOG_IN,
  SELECT_CONSULTANT,
  LOG_OUT,
  TOURS,
  CALENDAR,
  BOOK,
  START_PAYMENT,
  ATTEMPTS,
  COMPLETE_PAYMENT,
  PAYMENTS,
];

interface ViewerData {
  viewer: {
    currency: string;
    pendingLogin: { userName: string } | null;
    agent: { agency: { code: string }; consultant: { contactId: string } } | null;
  };
}
interface ToursData {
  tours: {
    tours: { tourId: string; bookableOnline: boolean; isTrain: boolean; duration: { isDayTour: boolean } }[];
  };
}
interface CalendarData {
  tour: {
    calendar: {
      weeks: {
        days: {
          date: string;
          freeSeats: number;
          selectable: boolean;
          onRequest: boolean;
          isCurrentMonth: boolean;
        }[];
      }[];
    };
  };
}
interface BookData {
  book: { booking: { groupBookingId: string } | null; userErrors: { code: string; message: string }[] };
}
interface CompleteData {
  completeCardPayment: {
    booking: { groupBookingId: string } | null;
    failureReason: string | null;
    paymentAttempts: { used: number; max: number; canRetry: boolean } | null;
    userErrors: { code: string; message: string }[];
  };
}
interface StartData {
  startCardPayment: {
    session: { paymentReference: string; hostedPageUrl: string } | null;
    userErrors: { code: string; message: string }[];
  };
}

/** Bookable, not-on-request days of July 2026 (date → free seats) as `gateway` reports them. */
async function july(gateway: ServiceProcess, tourId: string): Promise<Map<string, number>> {
  const answer = await graphql<CalendarData>(gateway.url, CALENDAR, { id: tourId, y: 2026, m: 7 });
  expect(answer.errors).toBeUndefined();
  return new Map(
    answer
      .data!.tour.calendar.weeks.flatMap((w) => w.days)
      .filter((d) => d.isCurrentMonth && d.selectable && !d.onRequest)
      .map((d) => [d.date, d.freeSeats]),
  );
}

/** Submits a card on the provider's hosted page as the browser would; returns the transaction id. */
async function payOnHostedPage(pageUrl: string, cardNumber: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text();
  const config = JSON.parse(/var cfg = (\{.*?\});/s.exec(html)![1]!) as { submitUrl: string };
  const response = await fetch(new URL(config.submitUrl, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardholder_name: 'Ailsa Munro',
      card_number: cardNumber,
      expiry: '12/30',
      cvc: '123',
    }),
  });
  return ((await response.json()) as { transactionId: string }).transactionId;
}

/** Day tours bookable online (the tour list; catalogue-cached). */
async function dayTours(gateway: ServiceProcess): Promise<string[]> {
  const answer = await graphql<ToursData>(gateway.url, TOURS);
  expect(answer.errors).toBeUndefined();
  return answer
    .data!.tours.tours.filter((t) => t.duration.isDayTour && t.bookableOnline && !t.isTrain)
    .map((t) => t.tourId);
}

/** Books `adults` adults on a day tour through `gateway` in `browser`'s session. */
async function book(
  browser: Browser,
  gateway: ServiceProcess,
  tourId: string,
  date: string,
  adults: number,
): Promise<string> {
  const basket = {
    passengers: Array.from({ length: adults }, () => ({ ageCategory: 'ADULT' })),
    trips: [{ tourId, departureDate: date }],
  };
  const answer = await browser.gql<BookData>(gateway, BOOK, { basket, key: randomUUID() });
  expect(answer.data!.book.userErrors).toEqual([]);
  return answer.data!.book.booking!.groupBookingId;
}

describe('two gateway replicas on one Redis', () => {
  it('share sessions: a currency and an agent login made on gateway-1 are seen by gateway-2, and back', async () => {
    const browser = new Browser('agent');
    await browser.gql(g1, SET_CURRENCY, { c: 'EUR' });
    expect(browser.cookie).toBeDefined();
    expect((await browser.gql<ViewerData>(g2, VIEWER)).data!.viewer).toEqual({
      currency: 'EUR',
      pendingLogin: null,
      agent: null,
    });

    // Two-step agent login on gateway-1 (the session id rotates on login).
    const before = browser.cookie;
    const step1 = await browser.gql<{ logIn: { pendingLogin: { contacts: { contactId: string }[] } } }>(
      g1,
      LOG_IN,
      { u: 'demo-agent', p: 'demo-password' },
    );
    const contactId = step1.data!.logIn.pendingLogin.contacts[0]!.contactId;
    const step2 = await browser.gql<{ selectConsultant: { userErrors: unknown[] } }>(g1, SELECT_CONSULTANT, {
      c: contactId,
    });
    expect(step2.data!.selectConsultant.userErrors).toEqual([]);
    expect(browser.cookie).not.toBe(before);

    const onG1 = (await browser.gql<ViewerData>(g1, VIEWER)).data!.viewer;
    const onG2 = (await browser.gql<ViewerData>(g2, VIEWER)).data!.viewer;
    expect(onG1.agent?.consultant.contactId).toBe(contactId);
    expect(onG2).toEqual(onG1);

    // A write on gateway-2 (logout, another rotation) is what gateway-1 sees next.
    await browser.gql(g2, LOG_OUT);
    expect((await browser.gql<ViewerData>(g1, VIEWER)).data!.viewer.agent).toBeNull();
  });

  it('share the catalogue cache: what gateway-1 loaded, gateway-2 serves without a provider call', async () => {
    const cold = await providerCallsDuring(sim.url, () => dayTours(g1));
    expect(cold).toMatchObject({ searchProducts: 1, listFilters: 1 });
    let fromG2: string[] = [];
    const warm = await providerCallsDuring(sim.url, async () => (fromG2 = await dayTours(g2)));
    expect(warm).toEqual({});
    expect(fromG2).toEqual(await dayTours(g1));
    expect(fromG2.length).toBeGreaterThan(0);
  });

  it('share login throttling: failures spread over both replicas hit the limit at the same count as on one', async () => {
    /** Wrong-password logins (alternating over `gateways`) answered INVALID_LOGIN before the first LOGIN_THROTTLED. */
    const failuresUntilThrottled = async (userName: string, gateways: ServiceProcess[]) => {
      const perGateway = gateways.map(() => 0);
      for (let i = 0; i < 20; i += 1) {
        const g = i % gateways.length;
        const answer = await graphql<{ logIn: { userErrors: { code: string }[] } }>(
          gateways[g]!.url,
          LOG_IN,
          {
            u: userName,
            p: 'wrong-password',
          },
          { headers: AGENT_SITE },
        );
        const code = answer.data!.logIn.userErrors[0]!.code;
        if (code === 'LOGIN_THROTTLED') return { total: i, perGateway };
        expect(code).toBe('INVALID_LOGIN');
        perGateway[g]! += 1;
      }
      throw new Error(`${userName} was never throttled`);
    };

    const solo = await failuresUntilThrottled('aussie-agent', [g1]);
    const spread = await failuresUntilThrottled('heather-agent', [g1, g2]);
    expect(solo).toEqual({ total: 5, perGateway: [5] });
    // 3 + 2: neither replica alone reached 5, so only a shared counter can refuse the 6th.
    expect(spread).toEqual({ total: 5, perGateway: [3, 2] });

    // Refused on both replicas, even with the right password, before the provider is asked.
    for (const gateway of [g1, g2]) {
      const calls = await providerCallsDuring(sim.url, async () => {
        const answer = await graphql<{ logIn: { pendingLogin: unknown; userErrors: { code: string }[] } }>(
          gateway.url,
          LOG_IN,
          { u: 'HEATHER-agent', p: 'demo-password' },
          { headers: AGENT_SITE },
        );
        expect(answer.data!.logIn.pendingLogin).toBeNull();
        expect(answer.data!.logIn.userErrors[0]!.code).toBe('LOGIN_THROTTLED');
      });
      expect(calls).toEqual({});
    }
  });

  it('share the open card payment and its attempts: one payment on both replicas, retries count together up to 3', async () => {
    const tourId = (await dayTours(g1))[0]!;
    const date = [...(await july(g1, tourId)).entries()].find(([, seats]) => seats >= 1)![0];
    const consumer = new Browser();
    const id = await book(consumer, g1, tourId, date, 1);
    const start = async (gateway: ServiceProcess) =>
      (await consumer.gql<StartData>(gateway, START_PAYMENT, { id })).data!.startCardPayment;

    // Opening the card page on either replica, one by one or at once: one open payment, one attempt.
    const opened = (await start(g1)).session!;
    const again = await Promise.all([g2, g1, g2, g1, g2, g1].map((gateway) => start(gateway)));
    expect(new Set(again.map((a) => a.session!.paymentReference))).toEqual(
      new Set([opened.paymentReference]),
    );

    let current = opened;
    const outcomes: unknown[] = [];
    for (const [used, payOn, retryOn] of [
      [1, g2, g1],
      [2, g1, g2],
      [3, g2, g1],
    ] as const) {
      const tx = await payOnHostedPage(current.hostedPageUrl, '4000 0000 0000 0002');
      const failed = (
        await consumer.gql<CompleteData>(payOn, COMPLETE_PAYMENT, {
          id,
          r: current.paymentReference,
          tx,
        })
      ).data!.completeCardPayment;
      expect(failed.paymentAttempts).toEqual({ used, max: 3, canRetry: used < 3 });
      const retry = await start(retryOn);
      outcomes.push(retry.session ? 'started' : retry.userErrors[0]!.code);
      if (retry.session) current = retry.session;
    }
    expect(outcomes).toEqual(['started', 'started', 'MAX_ATTEMPTS_REACHED']);
    for (const gateway of [g1, g2]) {
      const read = await consumer.gql<{ booking: { paymentAttempts: unknown } }>(gateway, ATTEMPTS, { id });
      expect(read.data!.booking.paymentAttempts).toEqual({ used: 3, max: 3, canRetry: false });
    }
  });

  it('commit one payment per balance: its page refused once paid, completed on both replicas at once', async () => {
    const tourId = (await dayTours(g1))[0]!;
    const date = [...(await july(g1, tourId)).entries()].find(([, seats]) => seats >= 1)![0];
    const consumer = new Browser();
    const id = await book(consumer, g2, tourId, date, 1);
    const session = (await consumer.gql<StartData>(g1, START_PAYMENT, { id })).data!.startCardPayment
      .session!;
    const first = await payOnHostedPage(session.hostedPageUrl, '4111 1111 1111 1111');
    expect((await fetch(session.hostedPageUrl)).status).toBe(409);
    let answers: GraphQLAnswer<CompleteData>[] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answers = await Promise.all(
        [g1, g2, g1, g2, g1, g2, g1, g2].map((gateway) =>
          graphql<CompleteData>(
            gateway.url,
            COMPLETE_PAYMENT,
            { id, r: session.paymentReference, tx: first },
            { cookie: consumer.cookie },
          ),
        ),
      );
    });
    expect(calls.commitPayment).toBe(1);
    const codes = answers.map((a) => a.data!.completeCardPayment.userErrors.map((e) => e.code).join());
    expect(codes.filter((c) => c === '')).toHaveLength(8);
    const read = await consumer.gql<{ booking: { payments: unknown[]; balanceOutstanding: boolean } }>(
      g2,
      PAYMENTS,
      { id },
    );
    expect(read.data!.booking).toEqual({ payments: [{ transactionId: first }], balanceOutstanding: false });
  });

  it("invalidates capacity everywhere: gateway-2's cached month shows a booking made on gateway-1", async () => {
    // A day tour and July date with room for the booking, found through gateway-2 (which caches the month).
    const SEATS = 2;
    let target: { tourId: string; date: string; free: number } | undefined;
    for (const tourId of await dayTours(g2)) {
      const open = [...(await july(g2, tourId)).entries()].filter(([, seats]) => seats >= SEATS + 1);
      if (open.length > 0) {
        target = { tourId, date: open.at(-1)![0], free: open.at(-1)![1] };
        break;
      }
    }
    expect(target).toBeDefined();
    const { tourId, date, free } = target!;

    // gateway-2 answers the month from the shared cache now.
    const cached = await providerCallsDuring(sim.url, async () =>
      expect((await july(g2, tourId)).get(date)).toBe(free),
    );
    expect(cached).toEqual({});

    const bookingCalls = await providerCallsDuring(sim.url, () =>
      book(new Browser(), g1, tourId, date, SEATS),
    );
    expect(bookingCalls).toMatchObject({ createBooking: 1 });

    // gateway-2's next read misses (new capacity version) and shows the seats taken.
    let after: number | undefined;
    const refreshed = await providerCallsDuring(
      sim.url,
      async () => (after = (await july(g2, tourId)).get(date)),
    );
    expect(after).toBe(free - SEATS);
    expect(refreshed).toEqual({ getCapacity: 1 });
  });
});
