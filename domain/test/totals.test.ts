import { describe, expect, it } from 'vitest';
import { moneyFromMinor } from '../src/money.js';
import {
  agentLines,
  balanceLines,
  bookingTripsLines,
  tripBreakdownLines,
  cardCharge,
  cardChargeLines,
  discountPercentage,
  linesAddUp,
  moneyLineLabel,
  paidLines,
  paymentTotals,
  priceLines,
  priceTotals,
  tripPassengerTotal,
  cancellationQuoteTotals,
  priceAndBalanceLines,
  type TripFigures,
} from '../src/totals.js';

const gbp = (n: number) => moneyFromMinor(n, 'GBP');

function trip(
  price: number,
  discount: number,
  extra: Partial<Omit<TripFigures, 'price' | 'discount'>> = {},
): TripFigures {
  const fee = extra.cancellationFee ?? gbp(0);
  return {
    isAddOn: false,
    price: gbp(price),
    discount: gbp(discount),
    cancellationFee: fee,
    total: gbp(price - discount + fee.amountMinor),
    discountPercentages: discount > 0 ? [10] : [0],
    ...extra,
  };
}

describe('totals from the provider figures: Trip Price + Discount = Subtotal, + add-ons = Total (seed 001 §2 Trip summary)', () => {
  it('splits main trips and add-ons, negates the discount and keeps the provider total', () => {
    const totals = priceTotals(
      [trip(12400, 1240), trip(600, 0, { isAddOn: true, discountPercentages: [0] })],
      'GBP',
    );
    expect(totals).toEqual({
      tripPrice: gbp(12400),
      discount: gbp(-1240),
      discountPercentage: 10,
      subtotal: gbp(11160),
      addOnsTotal: gbp(600),
      addOnCount: 1,
      cancellationFees: gbp(0),
      total: gbp(11760),
    });
  });

  it('adds cancellation fees of a part-cancelled booking as their own line (seed 000 §3 Cancellation)', () => {
    const totals = priceTotals([trip(23750, 2375, { cancellationFee: gbp(9700) })], 'GBP');
    expect(totals.cancellationFees).toEqual(gbp(9700));
    expect(totals.total).toEqual(gbp(23750 - 2375 + 9700));
  });

  it('refuses figures that do not add up rather than show wrong money', () => {
    expect(() => priceTotals([{ ...trip(10000, 1000), total: gbp(9100) }], 'GBP')).toThrow(RangeError);
    expect(() => priceTotals([trip(10000, 0)], 'EUR')).toThrow(RangeError);
  });

  it('is zero for no trips', () => {
    expect(priceTotals([], 'GBP').total).toEqual(gbp(0));
  });
});

describe('discount percentage shown rounded to whole numbers (seed 001 §9)', () => {
  it("uses the provider's percentage when the discounted passengers share one", () => {
    expect(discountPercentage([10, 10, 0], gbp(-2000), gbp(30000))).toBe(10);
    expect(discountPercentage(['9.5'], gbp(-950), gbp(10000))).toBe(10);
  });

  it('uses the share of the price when percentages differ, and 0 without a discount', () => {
    expect(discountPercentage([10, 15], gbp(-2500), gbp(20000))).toBe(13);
    expect(discountPercentage([10], gbp(0), gbp(20000))).toBe(0);
  });
});

describe('per-passenger prices on the totals basis (seed 000 §3 Trip passenger, status shown as text)', () => {
  it('is price − discount while booked, the cancellation fee once cancelled', () => {
    const p = { price: gbp(23750), discount: gbp(2375), cancellationFee: gbp(0), cancelled: false };
    expect(tripPassengerTotal(p)).toEqual(gbp(21375));
    expect(tripPassengerTotal({ ...p, cancellationFee: gbp(5344), cancelled: true })).toEqual(gbp(5344));
  });
});

describe('card charge: the amount, its card fee and what the card is charged (seed 000 §3 card_fee, debit_card_fee)', () => {
  it('adds the fee and says when a debit card pays another fee', () => {
    const charge = cardCharge(gbp(11760), gbp(176), gbp(59));
    expect(charge.total).toEqual(gbp(11936));
    expect(charge.debitTotal).toEqual(gbp(11819));
    expect(charge.feeDependsOnCardType).toBe(true);
    expect(cardCharge(gbp(100), gbp(2)).feeDependsOnCardType).toBe(false);
    expect(cardCharge(gbp(100), gbp(2), gbp(2)).feeDependsOnCardType).toBe(false);
  });
});

describe('paid and balance: Total − Paid = Balance remaining (seed 000 §2, §4)', () => {
  it('adds card fees paid to what was paid', () => {
    const paid = paymentTotals(gbp(60210), {
      paid: gbp(15000),
      paidCardFees: gbp(225),
      outstanding: gbp(45210),
    });
    expect(paid).toEqual({
      paid: gbp(15000),
      paidCardFees: gbp(225),
      paidIncludingFees: gbp(15225),
      commissionRetained: gbp(0),
      balance: gbp(45210),
    });
    expect(() =>
      paymentTotals(gbp(60210), { paid: gbp(15000), paidCardFees: gbp(0), outstanding: gbp(45000) }),
    ).toThrow(RangeError);
  });

  it('takes the commission kept by a nett payment off before the balance: £183.00 − £36.60 − £146.40 = £0.00', () => {
    const figures = {
      paid: gbp(14640),
      paidCardFees: gbp(0),
      outstanding: gbp(0),
      commissionRetained: gbp(3660),
    };
    expect(paymentTotals(gbp(18300), figures, gbp(14640)).balance).toEqual(gbp(0));
    expect(paymentTotals(gbp(18300), figures).commissionRetained).toEqual(gbp(3660));
    const lines = balanceLines({
      total: gbp(18300),
      commissionRetained: gbp(3660),
      paid: gbp(14640),
      balance: gbp(0),
    });
    expect(lines.map((l) => l.kind)).toEqual(['TOTAL', 'COMMISSION_RETAINED', 'PAID', 'BALANCE']);
    expect(linesAddUp(lines)).toBe(true);
  });

  it("refuses a paid figure that is not the ledger's payments less refunds", () => {
    expect(() =>
      paymentTotals(
        gbp(18300),
        { paid: gbp(13725), paidCardFees: gbp(0), outstanding: gbp(4575) },
        gbp(10065),
      ),
    ).toThrow(RangeError);
  });
});

describe('money lines: every block adds up to the line it ends with (seed 001 §2; seed 000 §2)', () => {
  const discounted = {
    tripPrice: gbp(12400),
    discount: gbp(-1240),
    discountPercentage: 10,
    subtotal: gbp(11160),
    addOnsTotal: gbp(600),
    addOnCount: 1,
    cancellationFees: gbp(0),
    total: gbp(11760),
  };
  const plain = {
    ...discounted,
    discount: gbp(0),
    discountPercentage: 0,
    subtotal: gbp(12400),
    total: gbp(13000),
  };

  it('lists Trip Price, Discount (10%), Subtotal, Optional Add-on (x1) and Total', () => {
    const lines = priceLines(discounted);
    expect(lines.map((l) => moneyLineLabel(l))).toEqual([
      'Trip Price',
      'Discount (10%)',
      'Subtotal',
      'Optional Add-on (x1)',
      'Total',
    ]);
    expect(linesAddUp(lines)).toBe(true);
    expect(priceLines(plain).map((l) => l.kind)).toEqual(['TRIP_PRICE', 'SUBTOTAL', 'ADD_ONS', 'TOTAL']);
    expect(linesAddUp(priceLines(plain))).toBe(true);
  });

  it('compact (booking page): Trip Price and Discount only when discounted, the Total alone otherwise', () => {
    const lines = priceLines(discounted, { compact: true });
    expect(lines.map((l) => l.kind)).toEqual(['TRIP_PRICE', 'DISCOUNT', 'ADD_ONS', 'TOTAL']);
    expect(linesAddUp(lines)).toBe(true);
    expect(priceLines(plain, { compact: true }).map((l) => l.kind)).toEqual(['TOTAL']);
    const fees = { ...discounted, cancellationFees: gbp(500), total: gbp(12260) };
    expect(priceLines(fees, { compact: true }).map((l) => l.kind)).toContain('CANCELLATION_FEES');
    expect(linesAddUp(priceLines(fees, { compact: true }))).toBe(true);
  });

  it('compact with a cancellation fee and no discount (seed 000 §2 Booking detail totals): Trip Price, Cancellation fees, Total', () => {
    const fees = {
      ...plain,
      addOnCount: 0,
      addOnsTotal: gbp(0),
      cancellationFees: gbp(3100),
      total: gbp(15500),
    };
    const lines = priceLines(fees, { compact: true });
    expect(lines.map((l) => moneyLineLabel(l))).toEqual(['Trip Price', 'Cancellation fees', 'Total']);
    expect(linesAddUp(lines)).toBe(true);
  });

  it('balance, card and paid blocks add up', () => {
    const balance = balanceLines({ total: gbp(60210), paid: gbp(15000), balance: gbp(45210) });
    expect(balance.map((l) => l.amount.amountMinor)).toEqual([60210, 15000, 45210]);
    expect(balance.map((l) => l.subtracted ?? false)).toEqual([false, true, false]);
    expect(linesAddUp(balance)).toBe(true);
    expect(linesAddUp(balanceLines({ total: gbp(60210), paid: gbp(15000), balance: gbp(75210) }))).toBe(
      false,
    );
    const card = cardChargeLines(cardCharge(gbp(11760), gbp(176)));
    expect(card.map((l) => moneyLineLabel(l))).toEqual([
      'Amount due now',
      'Card fee',
      'Charged to your card',
    ]);
    expect(linesAddUp(card)).toBe(true);
    const paid = paidLines({ paid: gbp(11760), paidCardFees: gbp(176), paidIncludingFees: gbp(11936) });
    expect(paid.map((l) => moneyLineLabel(l))).toEqual(['Paid', 'Card fees paid', 'Total Price Paid']);
    expect(linesAddUp(paid)).toBe(true);
    expect(linesAddUp(paidLines({ paid: gbp(500), paidCardFees: gbp(0), paidIncludingFees: gbp(500) }))).toBe(
      true,
    );
  });

  it('detects a block that does not add up, and takes a screen’s own wording', () => {
    expect(
      linesAddUp([
        { kind: 'TRIP_PRICE', amount: gbp(100), summand: true },
        { kind: 'TOTAL', amount: gbp(90), summand: false },
      ]),
    ).toBe(false);
    expect(moneyLineLabel({ kind: 'TOTAL', amount: gbp(1), summand: false }, { TOTAL: 'TOTAL' })).toBe(
      'TOTAL',
    );
  });
});

describe('trip breakdown: per-passenger prices and the discount add up to the trip total (seed 001 §2 Itinerary breakdown)', () => {
  it('lists passengers before discount, a cancelled one at its cancellation fee, then Discount and Total', () => {
    const lines = tripBreakdownLines({
      passengers: [
        { label: 'Ailsa Munro', price: gbp(23750) },
        { label: 'Rory Munro', price: gbp(19400), cancellationFee: gbp(4850), cancelled: true },
      ],
      discount: gbp(-2375),
      discountPercentage: 10,
      total: gbp(23750 - 2375 + 4850),
    });
    expect(lines.map((l) => moneyLineLabel(l))).toEqual([
      'Ailsa Munro',
      'Rory Munro',
      'Discount (10%)',
      'Total',
    ]);
    expect(lines[1]!.amount).toEqual(gbp(4850));
    expect(linesAddUp(lines)).toBe(true);
  });
});

describe('booking trip summary: trips, discount, fees and the total (seed 001 §2 Confirmation, Failed payment)', () => {
  const trips = [
    { label: 'Loch Ness', price: gbp(12400), discount: gbp(-1240), cancellationFees: gbp(0) },
    { label: 'Distillery (add-on)', price: gbp(600), discount: gbp(0), cancellationFees: gbp(0) },
  ];

  it('shows the trips before discount, the discount line and the total they add up to', () => {
    const lines = bookingTripsLines(trips, { discountPercentage: 10, total: gbp(11760) });
    expect(lines.map((l) => moneyLineLabel(l))).toEqual([
      'Loch Ness',
      'Distillery (add-on)',
      'Discount (10%)',
      'Total',
    ]);
    expect(linesAddUp(lines)).toBe(true);
  });

  it('refuses a total the trips do not add up to', () => {
    expect(() => bookingTripsLines(trips, { discountPercentage: 10, total: gbp(13000) })).toThrow(RangeError);
  });
});

describe('Nett and Commission lines for agents, commission behind an always-off flag (seed 001 §2, §6)', () => {
  it('shows Nett for agents, Commission only with the flag, nothing for consumers', () => {
    expect(agentLines({ nett: gbp(9000), commission: gbp(1000) }).map((l) => moneyLineLabel(l))).toEqual([
      'Nett',
    ]);
    expect(agentLines({ nett: gbp(9000), commission: gbp(1000) }, true).map((l) => l.kind)).toEqual([
      'NETT',
      'COMMISSION',
    ]);
    expect(agentLines({ nett: null, commission: null })).toEqual([]);
  });
});

describe('cancellation quote: fees, paid and refunds per place and in total (seed 000 §2 cancel confirmation)', () => {
  const place = (fee: number, paid: number, refund: number) => ({
    cancellationFee: gbp(fee),
    paid: gbp(paid),
    refund: gbp(refund),
  });

  it('sums the places, a free hold at 0', () => {
    expect(cancellationQuoteTotals([place(3100, 6200, 3100), place(3100, 0, 0)], 'GBP')).toEqual(
      place(6200, 6200, 3100),
    );
    expect(cancellationQuoteTotals([place(0, 0, 0)], 'GBP')).toEqual(place(0, 0, 0));
  });

  it('refuses a refund above what was paid, and another currency', () => {
    expect(() => cancellationQuoteTotals([place(0, 100, 200)], 'GBP')).toThrow(RangeError);
    expect(() => cancellationQuoteTotals([place(0, 0, 0)], 'EUR')).toThrow(RangeError);
  });
});

describe('TOTAL once: the price lines, Paid and the Balance in one block (seed 000 §2; seed 001 §2 Booking page)', () => {
  it('keeps the Total as a subtotal between the prices and what was paid, and adds up to the Balance', () => {
    const prices = priceLines(
      {
        tripPrice: gbp(14300),
        discount: gbp(0),
        discountPercentage: 0,
        subtotal: gbp(14300),
        addOnsTotal: gbp(0),
        addOnCount: 0,
        cancellationFees: gbp(1788),
        total: gbp(8938),
      },
      { compact: true },
    ).map((l) => (l.kind === 'TRIP_PRICE' ? { ...l, amount: gbp(7150) } : l));
    const lines = priceAndBalanceLines(prices, { total: gbp(8938), paid: gbp(5000), balance: gbp(3938) });
    expect(lines.map((l) => moneyLineLabel(l))).toEqual([
      'Trip Price',
      'Cancellation fees',
      'Total',
      'Paid',
      'Balance remaining',
    ]);
    expect(lines.filter((l) => l.kind === 'TOTAL')).toHaveLength(1);
    expect(lines.find((l) => l.kind === 'TOTAL')!.summand).toBe(false);
    expect(linesAddUp(lines)).toBe(true);
  });

  it('refuses a price block that does not end with the booking total', () => {
    expect(() =>
      priceAndBalanceLines([{ kind: 'TOTAL', amount: gbp(100), summand: false }], {
        total: gbp(200),
        paid: gbp(0),
        balance: gbp(200),
      }),
    ).toThrow(RangeError);
  });
});
