import { describe, expect, it } from 'vitest';
import {
  agentMoneyLines,
  blockAddsUp,
  bookingMoneyBlocks,
  cardChargeMoneyLines,
  drawnLines,
  quotedPassengerLabel,
  quoteMoneyLines,
  tripMoneyLines,
  type BlockLine,
} from '../src/money-blocks.js';
import { moneyFromMinor } from '../src/money.js';
import { cardCharge, paymentTotals, type PriceTotals } from '../src/totals.js';

const gbp = (n: number) => moneyFromMinor(n, 'GBP');

/** A block as 'ROLE label amount' rows, to read a whole block at once. */
const rows = (lines: readonly BlockLine[]) =>
  lines.map((l) => `${l.role} ${l.label} ${l.amount.amountMinor}`);

/** Σ summands − Σ subtrahends and the TOTAL line's amount, in minor units. */
function sums(lines: readonly BlockLine[]) {
  const counted = lines
    .filter((l) => l.role === 'SUMMAND' || l.role === 'SUBTRAHEND')
    .reduce((acc, l) => acc + (l.role === 'SUBTRAHEND' ? -1 : 1) * l.amount.amountMinor, 0);
  return { counted, total: lines.find((l) => l.role === 'TOTAL')?.amount.amountMinor };
}

// A day tour for 2 Adults at £62.00 with HIGHLAND10 and a £6.00 add-on (seed 001 §2 Trip summary).
const dayTour: PriceTotals = {
  tripPrice: gbp(12400),
  discount: gbp(-1240),
  discountPercentage: 10,
  subtotal: gbp(11160),
  addOnsTotal: gbp(600),
  addOnCount: 1,
  cancellationFees: gbp(0),
  total: gbp(11760),
};

describe('trip summary of a quote: Trip Price, Discount (n%), Subtotal, Optional Add-on (xN), Total (seed 001 §2 Trip summary, Cart page)', () => {
  it('a day tour with HIGHLAND10 and an add-on: the summands make the Total, the Subtotal is not added again', () => {
    const lines = quoteMoneyLines(dayTour);
    expect(rows(lines)).toEqual([
      'SUMMAND Trip Price 12400',
      'SUMMAND Discount (10%) -1240',
      'SUBTOTAL Subtotal 11160',
      'SUMMAND Optional Add-on (x1) 600',
      'TOTAL Total 11760',
    ]);
    expect(lines[1]).toMatchObject({ kind: 'DISCOUNT', percentage: 10, count: null });
    expect(lines[3]).toMatchObject({ kind: 'ADD_ONS', percentage: null, count: 1 });
    expect(sums(lines)).toEqual({ counted: 11760, total: 11760 });
  });

  it('no discount and no add-on: Trip Price, Subtotal, Total', () => {
    const plain = {
      ...dayTour,
      discount: gbp(0),
      discountPercentage: 0,
      subtotal: gbp(12400),
      addOnsTotal: gbp(0),
      addOnCount: 0,
      total: gbp(12400),
    };
    expect(quoteMoneyLines(plain).map((l) => l.kind)).toEqual(['TRIP_PRICE', 'SUBTOTAL', 'TOTAL']);
  });

  it('refuses totals that do not add up rather than show them', () => {
    expect(() => quoteMoneyLines({ ...dayTour, total: gbp(11761) })).toThrow(RangeError);
  });
});

describe('Nett and Commission lines for agents, Commission behind an always-off flag (seed 001 §2 Itinerary breakdown, §6)', () => {
  it('Nett alone in the breakdown, both on the payment summary; notes, not summands', () => {
    const agent = { nett: gbp(10000), commission: gbp(1760) };
    expect(rows(agentMoneyLines(agent))).toEqual(['NOTE Nett 10000']);
    expect(rows(agentMoneyLines(agent, true))).toEqual(['NOTE Nett 10000', 'NOTE Commission 1760']);
    expect(blockAddsUp(agentMoneyLines(agent, true))).toBe(true);
  });
});

describe('trip breakdown: passengers, discount, trip total (seed 001 §2 Itinerary breakdown; seed 000 §2 Booking detail)', () => {
  it('a multi-day tour for an Adult and a Child in a room: passengers in basket order at their prices', () => {
    const lines = tripMoneyLines({
      passengers: [
        { label: quotedPassengerLabel(0, 'Adult'), price: gbp(54900) },
        { label: quotedPassengerLabel(1, 'CHILD'), price: gbp(44900) },
      ],
      discount: gbp(0),
      discountPercentage: 0,
      total: gbp(99800),
    });
    expect(rows(lines)).toEqual([
      'SUMMAND Passenger 1 (adult) 54900',
      'SUMMAND Passenger 2 (child) 44900',
      'TOTAL Total 99800',
    ]);
  });

  it('a part-cancelled trip: the cancelled guest at its cancellation fee, the discount of those still booked (seed 000 §3 Cancellation)', () => {
    const lines = tripMoneyLines({
      passengers: [
        { label: 'Ann Smith', price: gbp(54900) },
        { label: 'Tom Smith', price: gbp(44900), cancellationFee: gbp(4490), cancelled: true },
      ],
      discount: gbp(-5490),
      discountPercentage: 10,
      total: gbp(53900),
    });
    expect(rows(lines)).toEqual([
      'SUMMAND Ann Smith 54900',
      'SUMMAND Tom Smith 4490',
      'SUMMAND Discount (10%) -5490',
      'TOTAL Total 53900',
    ]);
  });
});

describe('booking blocks: price, statement, balance, paid and itinerary (seed 000 §2 Booking detail; seed 001 §2 Payment summary, Confirmation, Booking page)', () => {
  const multiDay: PriceTotals = {
    tripPrice: gbp(99800),
    discount: gbp(0),
    discountPercentage: 0,
    subtotal: gbp(99800),
    addOnsTotal: gbp(0),
    addOnCount: 0,
    cancellationFees: gbp(0),
    total: gbp(99800),
  };
  const trips = [
    { label: 'Highland Explorer', price: gbp(99800), discount: gbp(0), cancellationFees: gbp(0) },
  ];

  it('deposit then balance: after the deposit the statement says Total, Paid and Balance, and the itinerary ends with the Balance', () => {
    const payment = paymentTotals(gbp(99800), {
      paid: gbp(20000),
      paidCardFees: gbp(300),
      outstanding: gbp(79800),
    });
    const blocks = bookingMoneyBlocks({ price: multiDay, payment, trips, paymentDue: true });
    expect(rows(blocks.statementLines)).toEqual([
      'SUMMAND Total 99800',
      'SUBTRAHEND Paid 20000',
      'TOTAL Balance remaining 79800',
    ]);
    expect(rows(blocks.itineraryLines)).toEqual([
      'SUMMAND Highland Explorer 99800',
      'SUBTOTAL Total 99800',
      'SUBTRAHEND Paid 20000',
      'TOTAL Balance remaining 79800',
    ]);
    expect(rows(blocks.paidLines)).toEqual([
      'SUMMAND Paid 20000',
      'SUMMAND Card fees paid 300',
      'TOTAL Total Price Paid 20300',
    ]);
    for (const block of Object.values(blocks)) expect(blockAddsUp(block)).toBe(true);
  });

  it('paid in full: the itinerary ends with the Total; Paid, no card fee, Total Price Paid', () => {
    const payment = paymentTotals(gbp(99800), {
      paid: gbp(99800),
      paidCardFees: gbp(0),
      outstanding: gbp(0),
    });
    const blocks = bookingMoneyBlocks({ price: multiDay, payment, trips, paymentDue: false });
    expect(rows(blocks.itineraryLines)).toEqual(['SUMMAND Highland Explorer 99800', 'TOTAL Total 99800']);
    expect(rows(blocks.paidLines)).toEqual([
      'SUMMAND Paid 99800',
      'SUMMAND Card fees paid 0',
      'TOTAL Total Price Paid 99800',
    ]);
    expect(rows(blocks.lines)).toEqual([
      'SUMMAND Trip Price 99800',
      'SUBTOTAL Subtotal 99800',
      'TOTAL Total 99800',
    ]);
  });

  it('a part-cancelled agent booking with a discount: the statement itemises Trip Price, Discount and Cancellation fees before Paid and Balance', () => {
    const price: PriceTotals = {
      tripPrice: gbp(54900),
      discount: gbp(-5490),
      discountPercentage: 10,
      subtotal: gbp(49410),
      addOnsTotal: gbp(0),
      addOnCount: 0,
      cancellationFees: gbp(4490),
      total: gbp(53900),
    };
    const payment = paymentTotals(gbp(53900), {
      paid: gbp(0),
      paidCardFees: gbp(0),
      outstanding: gbp(53900),
    });
    const blocks = bookingMoneyBlocks({
      price,
      payment,
      trips: [
        { label: 'Highland Explorer', price: gbp(54900), discount: gbp(-5490), cancellationFees: gbp(4490) },
      ],
      paymentDue: true,
    });
    expect(rows(blocks.statementLines)).toEqual([
      'SUMMAND Trip Price 54900',
      'SUMMAND Discount (10%) -5490',
      'SUMMAND Cancellation fees 4490',
      'SUBTOTAL Total 53900',
      'SUBTRAHEND Paid 0',
      'TOTAL Balance remaining 53900',
    ]);
    expect(rows(blocks.balanceLines)).toEqual([
      'SUMMAND Total 53900',
      'SUBTRAHEND Paid 0',
      'TOTAL Balance remaining 53900',
    ]);
    for (const block of Object.values(blocks)) expect(sums(block).counted).toBe(sums(block).total);
  });
});

describe('card block: Amount due now, the card fee, what the card is charged (seed 000 §3 card_fee, debit_card_fee)', () => {
  it('says credit card when a debit card pays another fee', () => {
    const lines = cardChargeMoneyLines(cardCharge(gbp(11760), gbp(176), gbp(59)));
    expect(rows(lines)).toEqual([
      'SUMMAND Amount due now 11760',
      'SUMMAND Credit card fee 176',
      'TOTAL Charged to a credit card 11936',
    ]);
  });

  it('one card fee for every card: Card fee, Charged to your card', () => {
    const lines = cardChargeMoneyLines(cardCharge(gbp(20000), gbp(300)));
    expect(lines.map((l) => l.label)).toEqual(['Amount due now', 'Card fee', 'Charged to your card']);
  });
});

describe('a block that does not add up is refused (seed 001 §2: the lines shown sum to the total shown)', () => {
  it('throws on a wrong total line', () => {
    expect(() =>
      drawnLines([
        { kind: 'TRIP_PRICE', amount: gbp(100), summand: true },
        { kind: 'TOTAL', amount: gbp(101), summand: false },
      ]),
    ).toThrow(RangeError);
  });
});
