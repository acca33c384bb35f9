/**
 * B2 journey: a whole consumer booking over GraphQL/HTTP (search → tour details → quote → book → passengers →
 * start card payment → hosted page submit → complete), provider calls per step from /_sim/stats, duplicates
 * within one GraphQL request from a recording proxy. Cold = fresh gateway; warm catalogue = the same journey
 * again by a new visitor (new session) on the same gateway.
 */
import { print } from 'graphql';
import { SearchPageDocument } from '../../web/src/apollo/generated/graphql.js';
import { QUOTE, TOUR_DETAILS } from '../../gateway/test/support/queries.js';
import { BASELINE_JOURNEY } from './baseline.js';
import {
  callsDuring,
  Client,
  duplicates,
  log,
  startGateway,
  startRecordingProxy,
  startSim,
  total,
} from './lib.js';

/** The search page's query as the browser sends it (Apollo strips the client-only @unmask directive). */
export const SEARCH_QUERY = print(SearchPageDocument).replace(/ @unmask/g, '');

const BOOK = /* GraphQL */ `
  mutation Book($basket: BasketInput!, $key: String!) {
    book(basket: $basket, idempotencyKey: $key) {
      booking {
        groupBookingId
        trips {
          passengers {
            guest {
              passengerId
            }
          }
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`;
const PASSENGERS = /* GraphQL */ `
  mutation Passengers($id: ID!, $passengers: [PassengerInput!]!) {
    updateBookingPassengers(groupBookingId: $id, passengers: $passengers) {
      booking {
        groupBookingId
      }
      userErrors {
        code
        message
      }
    }
  }
`;
const START = /* GraphQL */ `
  mutation Start($id: ID!) {
    startCardPayment(groupBookingId: $id, option: FULL) {
      session {
        paymentReference
        hostedPageUrl
      }
      userErrors {
        code
        message
      }
    }
  }
`;
const COMPLETE = /* GraphQL */ `
  mutation Complete($id: ID!, $ref: String!, $tx: String!) {
    completeCardPayment(groupBookingId: $id, paymentReference: $ref, transactionId: $tx) {
      booking {
        groupBookingId
        status
        totals {
          balance {
            amountMinor
          }
        }
      }
      failureReason
      userErrors {
        code
        message
      }
    }
  }
`;

type Day = { date: string; freeSeats: number; selectable: boolean };

/** One journey; returns the provider calls per step. */
async function journey(
  gatewayUrl: string,
  simUrl: string,
  take: () => { requestId: string; signature: string }[],
) {
  const client = new Client(gatewayUrl);
  const steps: { step: string; calls: Record<string, number> }[] = [];
  const dups: string[] = [];
  const step = async <T>(name: string, action: () => Promise<T>): Promise<T> => {
    let value!: T;
    take();
    const calls = await callsDuring(simUrl, async () => {
      value = await action();
    });
    dups.push(...duplicates(take()).map((d) => `${name}: ${d}`));
    steps.push({ step: name, calls });
    return value;
  };
  await step('search', () => client.gql(SEARCH_QUERY, {}));
  const details = await step('tour details', () =>
    client.gql<{ tour: { calendar: { weeks: { days: Day[] }[] } } }>(TOUR_DETAILS, {
      tourId: 'LNE',
      year: 2026,
      month: 6,
      date: '2026-06-10',
      party: ['ADULT', 'ADULT'],
      count: 2,
    }),
  );
  const day = details.tour.calendar.weeks
    .flatMap((w) => w.days)
    .find((d) => d.selectable && d.freeSeats >= 2 && d.date >= '2026-06-10');
  if (!day) throw new Error('LNE has no selectable June day for 2 adults');
  const basket = {
    currency: 'GBP',
    passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
    trips: [{ tourId: 'LNE', departureDate: day.date }],
  };
  await step('quote', () => client.gql(QUOTE, { basket }));
  const booked = await step('book', () =>
    client.gql<{
      book: {
        booking: {
          groupBookingId: string;
          trips: { passengers: { guest: { passengerId: string } }[] }[];
        } | null;
        userErrors: { message: string }[];
      };
    }>(BOOK, { basket, key: crypto.randomUUID() }),
  );
  const booking = booked.book.booking;
  if (!booking) throw new Error(`book refused: ${JSON.stringify(booked.book.userErrors)}`);
  const id = booking.groupBookingId;
  const passengerIds = [
    ...new Set(booking.trips.flatMap((t) => t.passengers.map((p) => p.guest.passengerId))),
  ];
  await step('passengers', () =>
    client.gql(PASSENGERS, {
      id,
      passengers: passengerIds.map((passengerId, i) => ({
        passengerId,
        firstName: i ? 'Rory' : 'Ailsa',
        familyName: 'Munro',
        email: 'ailsa.munro@example.com',
        gender: i ? 'MALE' : 'FEMALE',
        dateOfBirth: '1980-05-0' + (i + 1),
        nationality: 'GB',
        telephoneCountryCode: '+44',
        telephoneNumber: '7700900123',
        emergencyContact: 'Morag Munro',
        emergencyCountryCode: '+44',
        emergencyNumber: '7700900456',
        postCode: 'EH1 1AA',
      })),
    }),
  );
  const started = await step('start card payment', () =>
    client.gql<{
      startCardPayment: {
        session: { paymentReference: string; hostedPageUrl: string } | null;
        userErrors: unknown[];
      };
    }>(START, { id }),
  );
  const session = started.startCardPayment.session;
  if (!session)
    throw new Error(`startCardPayment refused: ${JSON.stringify(started.startCardPayment.userErrors)}`);
  const paid = await step('hosted page submit', async () => {
    const html = await (await fetch(session.hostedPageUrl)).text();
    const submitUrl = (JSON.parse(/var cfg = (\{.*?\});/s.exec(html)![1]!) as { submitUrl: string })
      .submitUrl;
    const answer = await fetch(new URL(submitUrl, session.hostedPageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cardholder_name: 'Ailsa Munro',
        card_number: '4111 1111 1111 1111',
        expiry: '12/30',
        cvc: '123',
      }),
    });
    return (await answer.json()) as { transactionId: string; paymentSuccessful: boolean };
  });
  const completed = await step('complete', () =>
    client.gql<{ completeCardPayment: { booking: { status: string } | null; failureReason: string | null } }>(
      COMPLETE,
      { id, ref: session.paymentReference, tx: paid.transactionId },
    ),
  );
  if (!completed.completeCardPayment.booking) {
    throw new Error(`payment failed: ${completed.completeCardPayment.failureReason}`);
  }
  return { steps, duplicates: dups, status: completed.completeCardPayment.booking.status };
}

export async function runJourney() {
  const sim = await startSim();
  const proxy = await startRecordingProxy(sim.url);
  const gateway = await startGateway({ providerUrl: proxy.url, ownDocuments: true });
  try {
    log('B2 journey cold');
    const cold = await journey(gateway.url, sim.url, () => proxy.take());
    log('B2 journey warm catalogue');
    const warm = await journey(gateway.url, sim.url, () => proxy.take());
    const warmAgain = await journey(gateway.url, sim.url, () => proxy.take());
    const baseline = Object.fromEntries(Object.entries(BASELINE_JOURNEY).map(([k, v]) => [k, v.length]));
    const result = {
      cold,
      warm,
      stableWarm:
        total(Object.assign({}, ...warm.steps.map((s) => s.calls))) ===
        total(Object.assign({}, ...warmAgain.steps.map((s) => s.calls))),
      coldTotal: cold.steps.reduce((a, s) => a + total(s.calls), 0),
      warmTotal: warm.steps.reduce((a, s) => a + total(s.calls), 0),
      warmAgainTotal: warmAgain.steps.reduce((a, s) => a + total(s.calls), 0),
      baseline,
      baselineTotal: Object.values(baseline).reduce((a, b) => a + b, 0),
    };
    log(
      `  journey cold=${result.coldTotal} warm=${result.warmTotal}/${result.warmAgainTotal} baseline=${result.baselineTotal}`,
    );
    return result;
  } finally {
    await gateway.stop();
    await proxy.close();
    await sim.stop();
  }
}

export type JourneyOutcome = Awaited<ReturnType<typeof runJourney>>;
