/**
 * Reconciliation with the provider's ledger, black-box over HTTP against provider-sim: for bookings made through
 * the gateway in every payment path (card in full, deposit then balance, on account nett, invoice gross, a promo
 * code before and after paying, a part-cancellation and a full cancellation, in GBP and AUD) and for the seeded
 * history, the gateway's Paid, Balance and NETT and the booking report's paid and outstanding equal the provider's
 * own records read straight from its REST API: paid = Σ payments − Σ refunds, balance = total − commission
 * retained − paid (total − paid on the basis paid: the nett for nett methods), the NETT shown before paying by a
 * nett method = the amount that payment records, and a refund shown before cancelling = the refund recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_REPORT_TOKEN } from '../src/config.js';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway, type GraphQLResult } from './support/gateway.js';
import {
  BOOK,
  Client,
  findMultiDayWithRooms,
  newKey,
  openDays,
  payOnHostedPage,
  type BookResult,
} from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;
let dayTour: { tourId: string; dates: string[] };
let dateIndex = 0;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  // Departures 30-59 days ahead (today is 2026-06-01): a cancellation charges 25 %.
  const days = (await openDays(gateway.url, 'HPG', 2026, 7)).filter(
    (d) => d.freeSeats >= 3 && d.date < '2026-07-31',
  );
  dayTour = { tourId: 'HPG', dates: days.map((d) => d.date) };
  expect(dayTour.dates.length).toBeGreaterThan(5);
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

const cents = (value: number) => Math.round(value * 100);
const report = { authorization: `Bearer ${DEV_REPORT_TOKEN}` };

interface ProviderRecord {
  group_booking_id: number;
  iso_currency_code?: string;
  trips: { tour_id: string; departure_date: string; is_add_on: boolean }[];
  payments: { amount: number; kind: string; method: string }[];
  totals: Record<string, number>;
}

/** The provider's own booking, read straight from its REST API with the payment app id (which reads any booking). */
async function providerRecord(id: string): Promise<ProviderRecord> {
  const hash = (await (
    await fetch(`${sim.url}/api/v1.3/payment/security/hmac/authentication_hash`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'dev-api-key' }),
    })
  ).json()) as { password_hash: string };
  const response = await fetch(`${sim.url}/api/v1.3/payment/bookings/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-authentication-hash': hash.password_hash },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ProviderRecord;
}

/** The provider's ledger of a booking, minor units: its payments, its refunds and what they leave paid. */
function ledgerOf(record: ProviderRecord) {
  const payments = record.payments.filter((p) => p.kind !== 'REFUND');
  const refunds = record.payments.filter((p) => p.kind === 'REFUND');
  const paid = payments.reduce((n, p) => n + cents(p.amount), 0);
  const refunded = refunds.reduce((n, p) => n + Math.abs(cents(p.amount)), 0);
  return {
    payments: payments.map((p) => ({ method: p.method, amount: cents(p.amount) })),
    refunded,
    paid: paid - refunded,
    total: cents(record.totals.total!),
    retained: cents(record.totals.commission_retained!),
    commission: cents(record.totals.commission ?? 0),
    nett: cents(record.totals.nett ?? record.totals.total!),
    outstanding: cents(record.totals.outstanding!),
  };
}

const MONEY = 'amountMinor currency';
const READ = `query($id: ID!) { booking(groupBookingId: $id) { groupBookingId currency status
  trips { tour { tourId } departureDate isAddOn passengers { tripPassengerId status } }
  totals { total { ${MONEY} } nett { ${MONEY} } commission { ${MONEY} } paid { ${MONEY} } balance { ${MONEY} }
    balanceLines { kind role amount { amountMinor } } }
  payments { method amount { amountMinor } } paymentOptions { option amount { amountMinor } } } }`;

interface Amount {
  amountMinor: number;
  currency: string;
}
interface Read {
  groupBookingId: string;
  currency: string;
  status: string;
  trips: {
    tour: { tourId: string };
    departureDate: string;
    isAddOn: boolean;
    passengers: { tripPassengerId: string; status: string }[];
  }[];
  totals: {
    total: Amount;
    nett: Amount | null;
    commission: Amount | null;
    paid: Amount;
    balance: Amount;
    balanceLines: { kind: string; role: string; amount: { amountMinor: number } }[];
  };
  payments: { method: string; amount: { amountMinor: number } }[];
  paymentOptions: { option: string; amount: { amountMinor: number } }[];
}

async function read(client: Client, id: string): Promise<Read> {
  const answer = await client.gql<{ booking: Read }>(READ, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.booking;
}

const ROWS = `query($input: BookingReportInput!, $after: String) { bookingReportRows(input: $input, first: 80, after: $after) {
  endCursor hasNextPage rows { groupBookingId currency gross { amountMinor } nett { amountMinor } commission { amountMinor }
    paid { amountMinor } outstanding { amountMinor } } } }`;

interface ReportRow {
  groupBookingId: string;
  currency: string;
  gross: { amountMinor: number };
  nett: { amountMinor: number };
  commission: { amountMinor: number };
  paid: { amountMinor: number };
  outstanding: { amountMinor: number };
}

/** Every row of the booking report over departures `from`..`to` (all pages), by booking id. */
async function reportRows(from: string, to: string): Promise<Map<string, ReportRow>> {
  const rows = new Map<string, ReportRow>();
  let after: string | null = null;
  for (;;) {
    const answer: GraphQLResult<{
      bookingReportRows: { endCursor: string | null; hasNextPage: boolean; rows: ReportRow[] };
    }> = await new Client(gateway.url).gql(ROWS, { input: { from, to, groupBy: [] }, after }, report);
    expect(answer.errors).toBeUndefined();
    for (const row of answer.data!.bookingReportRows.rows) rows.set(row.groupBookingId, row);
    if (!answer.data!.bookingReportRows.hasNextPage) return rows;
    after = answer.data!.bookingReportRows.endCursor;
  }
}

/**
 * Asserts the gateway's figures of booking `id` (as `client` reads it) equal the provider's ledger, and, unless
 * `row` is given, the report's row of it too; returns the ledger.
 * @param basis 'NETT' when the booking was paid in full by a nett method (the balance is then nett − paid), 'GROSS'
 *   when nothing was paid nett (total − paid), 'ANY' to check the ledger rule alone
 */
async function reconcile(client: Client, id: string, basis: 'GROSS' | 'NETT' | 'ANY', row?: ReportRow) {
  const gw = await read(client, id);
  const ledger = ledgerOf(await providerRecord(id));
  const what = `booking ${id} ${JSON.stringify(ledger)}`;
  expect(gw.totals.paid.amountMinor, what).toBe(ledger.paid);
  expect(gw.totals.total.amountMinor, what).toBe(ledger.total);
  expect(gw.totals.balance.amountMinor, what).toBe(ledger.total - ledger.retained - ledger.paid);
  expect(gw.totals.balance.amountMinor, what).toBe(ledger.outstanding);
  expect(ledger.outstanding, what).toBeGreaterThanOrEqual(0);
  if (basis === 'NETT') {
    expect(ledger.retained, what).toBe(ledger.commission);
    expect(gw.totals.nett!.amountMinor, what).toBe(ledger.nett);
    expect(gw.totals.balance.amountMinor, what).toBe(ledger.nett - ledger.paid);
  } else if (basis === 'GROSS') {
    expect(ledger.retained, what).toBe(0);
    expect(gw.totals.balance.amountMinor, what).toBe(ledger.total - ledger.paid);
  }
  // The balance block says the same: Total − commission retained − Paid = Balance.
  const counted = gw.totals.balanceLines
    .filter((l) => l.role === 'SUMMAND' || l.role === 'SUBTRAHEND')
    .reduce((n, l) => n + (l.role === 'SUBTRAHEND' ? -1 : 1) * l.amount.amountMinor, 0);
  expect(counted, what).toBe(gw.totals.balance.amountMinor);
  expect(gw.totals.balanceLines.find((l) => l.kind === 'PAID')!.amount.amountMinor).toBe(ledger.paid);
  // The payments listed are the provider's payments.
  expect(gw.payments.map((p) => ({ method: p.method, amount: p.amount.amountMinor }))).toEqual(
    ledger.payments,
  );
  const main = gw.trips.find((t) => !t.isAddOn)!;
  const reported =
    row ?? (await reportRows(main.departureDate, main.departureDate)).get(String(gw.groupBookingId));
  expect(reported, what).toBeDefined();
  expect(reported!.paid.amountMinor, what).toBe(ledger.paid);
  expect(reported!.outstanding.amountMinor, what).toBe(ledger.outstanding);
  expect(reported!.gross.amountMinor, what).toBe(ledger.total);
  expect(reported!.nett.amountMinor, what).toBe(ledger.nett);
  return { gw, ledger };
}

async function book(client: Client, adults: number, extra: Record<string, unknown> = {}) {
  const date = dayTour.dates[dateIndex++ % dayTour.dates.length]!;
  const basket = {
    passengers: Array.from({ length: adults }, () => ({ ageCategory: 'ADULT' })),
    trips: [{ tourId: dayTour.tourId, departureDate: date, ...extra }],
  };
  const result = await client.gql<BookResult>(BOOK, { basket, key: newKey() });
  expect(result.data!.book.userErrors).toEqual([]);
  return result.data!.book.booking!.groupBookingId;
}

const START = `mutation($id: ID!, $o: PaymentOption!) { startCardPayment(groupBookingId: $id, option: $o) {
  session { paymentReference hostedPageUrl charge { amount { amountMinor } } } userErrors { code message } } }`;
const COMPLETE = `mutation($id: ID!, $r: String!, $tx: String!) { completeCardPayment(groupBookingId: $id, paymentReference: $r, transactionId: $tx) {
  booking { groupBookingId } userErrors { code message } } }`;

/** Pays `option` by card through the gateway and the hosted page; returns the amount charged (card fee apart). */
async function payByCard(client: Client, id: string, option: 'FULL' | 'DEPOSIT'): Promise<number> {
  const started = await client.gql<{
    startCardPayment: {
      session: {
        paymentReference: string;
        hostedPageUrl: string;
        charge: { amount: { amountMinor: number } };
      };
      userErrors: unknown[];
    };
  }>(START, { id, o: option });
  expect(started.data!.startCardPayment.userErrors).toEqual([]);
  const session = started.data!.startCardPayment.session;
  const card = await payOnHostedPage(session.hostedPageUrl, '4111 1111 1111 1111');
  const done = await client.gql<{ completeCardPayment: { userErrors: unknown[] } }>(COMPLETE, {
    id,
    r: session.paymentReference,
    tx: card.transactionId,
  });
  expect(done.data!.completeCardPayment.userErrors).toEqual([]);
  return session.charge.amount.amountMinor;
}

const PAY = `mutation($id: ID!, $m: String!) { payByAgentMethod(groupBookingId: $id, method: $m, agentReference: "LEDGER-1", option: FULL) {
  booking { groupBookingId } userErrors { code message } } }`;

/** Pays in full by an agency method; returns the NETT (nett methods) or total (gross) shown before paying. */
async function payByAgentMethod(agent: Client, id: string, method: string, nett: boolean): Promise<number> {
  const before = await read(agent, id);
  const shown = nett ? before.totals.nett!.amountMinor : before.totals.total.amountMinor;
  const paid = await agent.gql<{ payByAgentMethod: { userErrors: unknown[] } }>(PAY, { id, m: method });
  expect(paid.data!.payByAgentMethod.userErrors).toEqual([]);
  return shown;
}

const PAYABLE = `query($id: ID!) { booking(groupBookingId: $id) { totals { nett { amountMinor } paid { amountMinor } }
  paymentOptions { option amount { amountMinor currency } nettAmount { amountMinor currency } } } }`;

interface Payable {
  totals: { nett: { amountMinor: number } | null; paid: { amountMinor: number } };
  paymentOptions: {
    option: string;
    amount: { amountMinor: number; currency: string };
    nettAmount: { amountMinor: number; currency: string } | null;
  }[];
}

/**
 * Books a multi-day tour for two adults (a deposit is possible) and pays its deposit by card; returns the booking,
 * the card deposit and what the agent payment screen shows payable now by a nett and by a gross method.
 */
async function bookWithCardDeposit(agent: Client, month: number) {
  const { tourId, date, rooms } = await findMultiDayWithRooms(gateway.url, month, ['ADULT', 'ADULT']);
  const booked = await agent.gql<BookResult>(BOOK, {
    basket: {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [{ tourId, departureDate: date, rooms }],
    },
    key: newKey(),
  });
  expect(booked.data!.book.userErrors).toEqual([]);
  const id = booked.data!.book.booking!.groupBookingId;
  const before = (await agent.gql<{ booking: Payable }>(PAYABLE, { id })).data!.booking;
  const deposit = await payByCard(agent, id, 'DEPOSIT');
  const after = (await agent.gql<{ booking: Payable }>(PAYABLE, { id })).data!.booking;
  const full = after.paymentOptions.find((o) => o.option === 'FULL')!;
  return { id, before, after, deposit, nett: full.nettAmount!, gross: full.amount };
}

const QUOTE = `query($id: ID!, $ids: [ID!]!) { cancellationQuote(groupBookingId: $id, tripPassengerIds: $ids) {
  quote { refund { amountMinor } cancellationFee { amountMinor } } userErrors { code message } } }`;
const CANCEL = `mutation($id: ID!, $ids: [ID!]!) { cancelBookingPassengers(groupBookingId: $id, tripPassengerIds: $ids) {
  booking { groupBookingId } userErrors { code message } } }`;

/** Cancels `count` places (the last still booked) through the gateway; returns the refund the dialog showed before. */
async function cancelPlaces(client: Client, id: string, count: number): Promise<number> {
  const places = (await read(client, id)).trips[0]!.passengers.filter((p) => p.status !== 'CANCELLED')
    .map((p) => p.tripPassengerId)
    .slice(-count);
  expect(places).toHaveLength(count);
  const quote = await client.gql<{
    cancellationQuote: { quote: { refund: { amountMinor: number } }; userErrors: unknown[] };
  }>(QUOTE, { id, ids: places });
  expect(quote.data!.cancellationQuote.userErrors).toEqual([]);
  const cancelled = await client.gql<{ cancelBookingPassengers: { userErrors: unknown[] } }>(CANCEL, {
    id,
    ids: places,
  });
  expect(cancelled.data!.cancelBookingPassengers.userErrors).toEqual([]);
  return quote.data!.cancellationQuote.quote.refund.amountMinor;
}

/** The last refund the provider recorded on booking `id` (minor units, positive), 0 when none. */
async function lastRefund(id: string): Promise<number> {
  const refunds = (await providerRecord(id)).payments.filter((p) => p.kind === 'REFUND');
  return refunds.length === 0 ? 0 : Math.abs(cents(refunds.at(-1)!.amount));
}

const REFUND = `query($id: ID!) { booking(groupBookingId: $id) { refund {
  refunded { ${MONEY} } cancellationFeesKept { ${MONEY} } paidKept { ${MONEY} } cardFeesKept { ${MONEY} }
  cardFeesWereKept charged { ${MONEY} } lines { kind role amount { amountMinor } } } } }`;

interface RefundRead {
  refunded: Amount;
  cancellationFeesKept: Amount;
  paidKept: Amount;
  cardFeesKept: Amount;
  cardFeesWereKept: boolean;
  charged: Amount;
  lines: { kind: string; role: string; amount: { amountMinor: number } }[];
}

/**
 * The refund the booking page shows (`Booking.refund`), checked against the provider's own records: refunded = Σ
 * of its REFUND payments, card fees kept = its paid_card_fee, charged = Σ payments + card fees, the summand lines
 * adding up to the Total Price Paid line, all in the booking's currency.
 */
async function reconcileRefund(client: Client, id: string, currency: string): Promise<RefundRead> {
  const refund = (await client.gql<{ booking: { refund: RefundRead | null } }>(REFUND, { id })).data!.booking
    .refund!;
  const record = await providerRecord(id);
  const ledger = ledgerOf(record);
  const cardFees = cents(record.totals.paid_card_fee!);
  const charged = ledger.payments.reduce((n, p) => n + p.amount, 0) + cardFees;
  expect(refund.refunded).toEqual({ amountMinor: ledger.refunded, currency });
  expect(refund.cardFeesKept).toEqual({ amountMinor: cardFees, currency });
  expect(refund.cardFeesWereKept).toBe(cardFees > 0);
  expect(refund.charged).toEqual({ amountMinor: charged, currency });
  const summands = refund.lines
    .filter((l) => l.role === 'SUMMAND')
    .reduce((n, l) => n + l.amount.amountMinor, 0);
  expect(refund.lines.at(-1)).toMatchObject({
    kind: 'TOTAL_PAID',
    role: 'TOTAL',
    amount: { amountMinor: charged },
  });
  expect(summands).toBe(charged);
  return refund;
}

const PROMO = `mutation($id: ID!, $c: String) { updateBookingPromoCode(groupBookingId: $id, code: $c) {
  booking { groupBookingId } userErrors { code message } } }`;

const CASES = [
  { currency: 'GBP', agent: 'demo-agent' },
  { currency: 'AUD', agent: 'aussie-agent' },
] as const;

describe.each(CASES)('the gateway agrees with the provider ledger in $currency', ({ currency, agent }) => {
  async function consumer() {
    const client = new Client(gateway.url);
    await client.startSession(currency);
    return client;
  }
  async function agentClient() {
    const client = new Client(gateway.url);
    await client.logInAgent(agent);
    return client;
  }

  it('card in full, then a part-cancellation and a full cancellation', async () => {
    const client = await consumer();
    const id = await book(client, 3);
    const charged = await payByCard(client, id, 'FULL');
    const { gw, ledger } = await reconcile(client, id, 'GROSS');
    expect(gw.currency).toBe(currency);
    expect(ledger.payments).toEqual([{ method: 'CC', amount: charged }]);
    expect(ledger.paid).toBe(ledger.total);
    expect(
      (await client.gql<{ booking: { refund: null } }>(REFUND, { id })).data!.booking.refund,
      'no refund before a cancellation',
    ).toBeNull();

    const shown = await cancelPlaces(client, id, 1);
    expect(await lastRefund(id)).toBe(shown);
    expect(shown).toBeGreaterThan(0);
    const part = await reconcile(client, id, 'GROSS');
    expect(part.ledger.paid).toBe(charged - shown);
    const partRefund = await reconcileRefund(client, id, currency);
    expect(partRefund.refunded.amountMinor).toBe(shown);
    expect(partRefund.cardFeesWereKept).toBe(true);
    expect(partRefund.cancellationFeesKept.amountMinor).toBeGreaterThan(0);
    expect(partRefund.paidKept.amountMinor + partRefund.cancellationFeesKept.amountMinor).toBe(
      part.ledger.paid,
    );

    const shownAll = await cancelPlaces(client, id, 2);
    expect(await lastRefund(id)).toBe(shownAll);
    const full = await reconcile(client, id, 'GROSS');
    expect(full.gw.status).toBe('CANCELLED');
    expect(full.ledger.paid).toBe(full.ledger.total);
    const fullRefund = await reconcileRefund(client, id, currency);
    expect(fullRefund.refunded.amountMinor).toBe(shown + shownAll);
    expect(fullRefund.cancellationFeesKept.amountMinor).toBe(full.ledger.total);
    expect(fullRefund.paidKept.amountMinor).toBe(0);
    expect(fullRefund.lines.map((l) => l.kind)).toEqual([
      'REFUNDED',
      'CANCELLATION_FEES_KEPT',
      'CARD_FEES_KEPT',
      'TOTAL_PAID',
    ]);
  });

  it('deposit by card, then the balance by card', async () => {
    const { tourId, date, rooms } = await findMultiDayWithRooms(gateway.url, 8, ['ADULT', 'ADULT']);
    const client = await consumer();
    const booked = await client.gql<BookResult>(BOOK, {
      basket: {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
        trips: [{ tourId, departureDate: date, rooms }],
      },
      key: newKey(),
    });
    const id = booked.data!.book.booking!.groupBookingId;
    const deposit = await payByCard(client, id, 'DEPOSIT');
    const afterDeposit = await reconcile(client, id, 'GROSS');
    expect(afterDeposit.ledger.paid).toBe(deposit);
    expect(afterDeposit.gw.totals.balance.amountMinor).toBeGreaterThan(0);
    const balance = await payByCard(client, id, 'FULL');
    expect(balance).toBe(afterDeposit.gw.totals.balance.amountMinor);
    const paid = await reconcile(client, id, 'GROSS');
    expect(paid.ledger.paid).toBe(deposit + balance);
    expect(paid.gw.totals.balance.amountMinor).toBe(0);
  });

  it('on account (nett): NETT shown = charged; after a part-cancellation the refund is on the nett paid', async () => {
    const client = await agentClient();
    const id = await book(client, 3);
    const shown = await payByAgentMethod(client, id, 'ACC', true);
    const { ledger } = await reconcile(client, id, 'NETT');
    expect(ledger.payments).toEqual([{ method: 'ACC', amount: shown }]);
    expect(ledger.paid).toBe(shown);

    const refundShown = await cancelPlaces(client, id, 1);
    expect(await lastRefund(id)).toBe(refundShown);
    const part = await reconcile(client, id, 'NETT');
    expect(part.ledger.paid).toBe(shown - refundShown);
    expect(part.ledger.paid).toBe(part.ledger.nett);
    // The refund never exceeds what the place paid, on the basis it was paid: its nett.
    expect(refundShown).toBeLessThanOrEqual(shown / 3);

    const refundAll = await cancelPlaces(client, id, 2);
    expect(await lastRefund(id)).toBe(refundAll);
    const full = await reconcile(client, id, 'NETT');
    expect(full.gw.status).toBe('CANCELLED');
    expect(full.ledger.paid).toBe(full.ledger.nett);
  });

  it('a card deposit, then the balance on account (nett): the Payable now shown is what the provider records', async () => {
    const client = await agentClient();
    const { id, before, after, deposit, nett } = await bookWithCardDeposit(client, 9);
    // Nothing paid: a nett payment would charge the whole NETT.
    const fullBefore = before.paymentOptions.find((o) => o.option === 'FULL')!;
    expect(fullBefore.nettAmount!.amountMinor).toBe(before.totals.nett!.amountMinor);
    // After the card deposit: what is left of the NETT, not the whole NETT.
    expect(after.totals.paid.amountMinor).toBe(deposit);
    expect(nett.currency).toBe(currency);
    expect(nett.amountMinor).toBeLessThan(after.totals.nett!.amountMinor);
    expect(nett.amountMinor).toBe(after.totals.nett!.amountMinor - deposit);
    const paid = await client.gql<{ payByAgentMethod: { userErrors: unknown[] } }>(PAY, { id, m: 'ACC' });
    expect(paid.data!.payByAgentMethod.userErrors).toEqual([]);
    const { ledger, gw } = await reconcile(client, id, 'ANY');
    expect(ledger.payments).toEqual([
      { method: 'CC', amount: deposit },
      { method: 'ACC', amount: nett.amountMinor },
    ]);
    expect(gw.totals.balance.amountMinor).toBe(0);
    expect(ledger.paid).toBe(ledger.nett);
  });

  it('a promo code booked, paid on account; a promo code added after a card payment refunds the difference', async () => {
    const client = await agentClient();
    const id = await book(client, 2, { promoCode: 'HIGHLAND10' });
    const shown = await payByAgentMethod(client, id, 'ACC', true);
    const booked = await reconcile(client, id, 'NETT');
    expect(booked.ledger.paid).toBe(shown);
    expect(cents((await providerRecord(id)).totals.discount!)).toBeGreaterThan(0);

    const buyer = await consumer();
    const later = await book(buyer, 2);
    const charged = await payByCard(buyer, later, 'FULL');
    const promo = await buyer.gql<{ updateBookingPromoCode: { userErrors: unknown[] } }>(PROMO, {
      id: later,
      c: 'HIGHLAND10',
    });
    expect(promo.data!.updateBookingPromoCode.userErrors).toEqual([]);
    const after = await reconcile(buyer, later, 'GROSS');
    expect(after.ledger.refunded).toBe(charged - after.ledger.total);
    expect(after.ledger.refunded).toBeGreaterThan(0);
  });
});

describe('the gateway agrees with the provider ledger: invoice (gross) and the seeded history', () => {
  it('invoice (gross) in GBP, then a part-cancellation', async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('band-agent');
    const id = await book(agent, 2);
    const shown = await payByAgentMethod(agent, id, 'INV', false);
    const { ledger } = await reconcile(agent, id, 'GROSS');
    expect(ledger.payments).toEqual([{ method: 'INV', amount: shown }]);
    const refund = await cancelPlaces(agent, id, 1);
    expect(await lastRefund(id)).toBe(refund);
    await reconcile(agent, id, 'GROSS');
  });

  it('a card deposit, then the balance by invoice (gross): the Payable now shown is what the provider records', async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('band-agent');
    const { id, after, deposit, gross } = await bookWithCardDeposit(agent, 10);
    expect(after.totals.paid.amountMinor).toBe(deposit);
    expect(gross.amountMinor).toBeGreaterThan(0);
    const paid = await agent.gql<{ payByAgentMethod: { userErrors: unknown[] } }>(PAY, { id, m: 'INV' });
    expect(paid.data!.payByAgentMethod.userErrors).toEqual([]);
    const { ledger } = await reconcile(agent, id, 'GROSS');
    expect(ledger.payments).toEqual([
      { method: 'CC', amount: deposit },
      { method: 'INV', amount: gross.amountMinor },
    ]);
    expect(ledger.paid).toBe(ledger.total);
  });

  it.each(['demo-agent', 'aussie-agent'])(
    "%s's seeded bookings: the agent's booking reads and the report equal the provider's records",
    async (userName) => {
      const agent = new Client(gateway.url);
      await agent.logInAgent(userName);
      const rows = (
        await agent.gql<{
          agentBookings: { rows: { groupBookingId: string; departureDate: string }[] };
        }>(`{ agentBookings(pageSize: 40) { rows { groupBookingId departureDate } } }`)
      ).data!.agentBookings.rows.filter((r) => Number(r.groupBookingId) >= 200001);
      expect(rows.length).toBeGreaterThan(10);
      const dates = rows.map((r) => r.departureDate).sort();
      const reported = await reportRows(dates[0]!, dates.at(-1)!);
      let nett = 0;
      for (const { groupBookingId } of rows) {
        const { ledger } = await reconcile(agent, groupBookingId, 'ANY', reported.get(groupBookingId));
        if (ledger.retained > 0) nett += 1;
      }
      // Some of the history was paid on account (nett), and reconciles on that basis too.
      expect(nett).toBeGreaterThan(0);
    },
    120_000,
  );

  it("every seeded booking of the report's range: paid and outstanding are the provider's ledger", async () => {
    const reported = await reportRows('2026-05-01', '2026-05-31');
    expect(reported.size).toBeGreaterThan(50);
    for (const [id, row] of [...reported].slice(0, 80)) {
      const ledger = ledgerOf(await providerRecord(id));
      expect(row.paid.amountMinor, id).toBe(ledger.paid);
      expect(row.outstanding.amountMinor, id).toBe(ledger.total - ledger.retained - ledger.paid);
    }
  }, 120_000);
});
