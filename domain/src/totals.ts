// Over 350 lines on purpose: every money rule of trips and bookings (seed 000 §2-§3, seed 001 §2) in one
// module, each small and unit-tested; one home for the rules that must add up together.
/**
 * The money lines of quotes and bookings: totals built from the provider's own figures, and the lines each screen
 * shows, which always sum to the total shown with them (seed 000 §2 Booking detail, §3 Trip passenger; seed 001
 * §2 Trip summary, Itinerary breakdown, Payment summary, Confirmation, Booking page; §9 discount percentage).
 *
 * Every amount is a {@link Money} in minor units of one currency. Discounts are negative amounts here (they are
 * shown as '-£12.40'), whereas the provider sends them as positive decimals: callers negate once, at the edge.
 */
import { BREAKDOWN_COMMISSION_SHOWN } from './constants.js';
import type { Money } from './money.js';
import {
  addMoney,
  discountPercentOf,
  moneyFromMinor,
  roundDiscountPercent,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from './money.js';

/** A trip's own figures from the provider, converted to minor units (seed 000 §3 Booked trip totals). */
export interface TripFigures {
  /** True for an add-on trip: its total is an 'Optional Add-on' line, never part of the trip price. */
  isAddOn: boolean;
  /** Gross price of the passengers still booked, before discount. */
  price: Money;
  /** Discount of the passengers still booked, as a positive amount (the provider's sign). */
  discount: Money;
  /** Cancellation fees of the cancelled passengers (zero when none). */
  cancellationFee: Money;
  /** The provider's trip total: price − discount + cancellation fees. */
  total: Money;
  /** The provider's discount_percentage of each passenger still booked (0 when none). */
  discountPercentages: readonly (number | string)[];
}

/**
 * What a priced basket or booking costs, line by line (seed 001 §2 Trip summary): Trip Price (main trips before
 * discount) + Discount (negative) = Subtotal; Subtotal + Optional Add-ons + Cancellation fees = Total.
 */
export interface PriceTotals {
  tripPrice: Money;
  /** Negative or zero. */
  discount: Money;
  /** Whole percentage shown with the discount (seed 001 §9), 0 when none. */
  discountPercentage: number;
  subtotal: Money;
  addOnsTotal: Money;
  addOnCount: number;
  cancellationFees: Money;
  total: Money;
}

/**
 * The whole percentage shown with a discount (seed 001 §2 'Discount with percentage', §9 rounded to whole
 * numbers): the provider's percentage when every discounted passenger has the same one, otherwise the share of the
 * discount in the price it applies to, rounded half-up.
 * @param discount Negative or zero.
 * @throws RangeError when the currencies differ or a percentage is not a decimal.
 */
export function discountPercentage(
  percentages: readonly (number | string)[],
  discount: Money,
  price: Money,
): number {
  if (discount.amountMinor === 0) return 0;
  const distinct = [...new Set(percentages.map(roundDiscountPercent).filter((p) => p !== 0))];
  if (distinct.length === 1) return Math.abs(distinct[0]!);
  return Math.abs(discountPercentOf(discount, price));
}

/**
 * Totals of trips from the provider's figures (seed 001 §2 Trip summary; seed 000 §2 Booking detail): the main
 * trips' prices and discounts, the add-on trips' totals, the cancellation fees, and their sum. Each trip must add up
 * (price − discount + cancellation fee = its total): the lines shown are then exactly the provider's total.
 * @throws RangeError when a trip's figures do not add up to its total (the provider broke its own arithmetic; no
 *   money is shown rather than a wrong one), or when an amount is in another currency.
 */
export function priceTotals(trips: readonly TripFigures[], currency: string): PriceTotals {
  for (const trip of trips) {
    const lines = addMoney(subtractMoney(trip.price, trip.discount), trip.cancellationFee);
    if (lines.amountMinor !== trip.total.amountMinor || trip.total.currency !== currency) {
      throw new RangeError(
        `Trip figures do not add up: ${lines.amountMinor} ${lines.currency} vs total ${trip.total.amountMinor} ${trip.total.currency}`,
      );
    }
  }
  const main = trips.filter((t) => !t.isAddOn);
  const addOns = trips.filter((t) => t.isAddOn);
  const sum = (items: readonly TripFigures[], pick: (t: TripFigures) => Money) =>
    sumMoney(items.map(pick), currency);
  const tripPrice = sum(main, (t) => t.price);
  const discount = moneyFromMinor(-sum(main, (t) => t.discount).amountMinor, currency);
  const subtotal = addMoney(tripPrice, discount);
  const addOnsTotal = sum(addOns, (t) => subtractMoney(t.total, t.cancellationFee));
  const cancellationFees = sum(trips, (t) => t.cancellationFee);
  return {
    tripPrice,
    discount,
    discountPercentage: discountPercentage(
      main.flatMap((t) => t.discountPercentages),
      discount,
      tripPrice,
    ),
    subtotal,
    addOnsTotal,
    addOnCount: addOns.length,
    cancellationFees,
    total: addMoney(addMoney(subtotal, addOnsTotal), cancellationFees),
  };
}

/**
 * A passenger's part of the totals (seed 000 §3 Trip passenger), on the same basis as the totals: price − discount while booked, the cancellation fee once cancelled.
 * @param discount Positive (the provider's sign).
 */
export function tripPassengerTotal(p: {
  price: Money;
  discount: Money;
  cancellationFee: Money;
  cancelled: boolean;
}): Money {
  return p.cancelled ? p.cancellationFee : subtractMoney(p.price, p.discount);
}

/** What paying an amount by card costs (seed 000 §3 card_fee, debit_card_fee, deposit_card_fee, ...). */
export interface CardCharge {
  /** The amount paid towards the booking. */
  amount: Money;
  /** Credit-card fee on top of it. */
  cardFee: Money;
  /** amount + cardFee: what a credit card is charged. */
  total: Money;
  /** Debit-card fee, or null when the provider gives none. */
  debitCardFee: Money | null;
  /** amount + debitCardFee, or null. */
  debitTotal: Money | null;
  /** True when a debit card is charged a different fee (say so before payment). */
  feeDependsOnCardType: boolean;
}

/**
 * The card charge of an amount with the provider's fees, nothing hidden: the amount the card will be charged, the
 * fee as its own line, the debit-card alternative when its fee differs.
 * @throws RangeError when the currencies differ.
 */
export function cardCharge(amount: Money, cardFee: Money, debitCardFee: Money | null = null): CardCharge {
  const debitTotal = debitCardFee ? addMoney(amount, debitCardFee) : null;
  return {
    amount,
    cardFee,
    total: addMoney(amount, cardFee),
    debitCardFee,
    debitTotal,
    feeDependsOnCardType: debitCardFee !== null && debitCardFee.amountMinor !== cardFee.amountMinor,
  };
}

/** Payment figures of a booking from the provider (seed 000 §3 Trip passenger, summed), minor units. */
export interface PaymentFigures {
  /** Paid towards the total (card fees not included). */
  paid: Money;
  /** Card fees paid on top of `paid`. */
  paidCardFees: Money;
  /** total − commission retained − paid. */
  outstanding: Money;
  /**
   * Commission the agency kept by paying with a nett method (seed 000 §3 Payment method `nett_gross` 'N'; ledger.ts):
   * zero for consumers and gross payments; absent means zero.
   */
  commissionRetained?: Money;
}

/** What has been paid, and what is left (seed 000 §2 PAID and BALANCE REMAINING; seed 001 §2 Total Price Paid). */
export interface PaymentTotals {
  paid: Money;
  paidCardFees: Money;
  /** paid + paidCardFees: what the customer's cards and methods were charged. */
  paidIncludingFees: Money;
  /** Commission kept by nett payments (zero unless an agency paid nett). */
  commissionRetained: Money;
  /** BALANCE REMAINING: total − commission retained − paid. */
  balance: Money;
}

/**
 * Paid and balance of a booking whose total is `total` (seed 000 §2, §4; the ledger rule of ledger.ts): the
 * balance is the provider's outstanding amount, and Total − Commission retained − Paid = Balance must hold, where
 * Paid is the ledger's (Σ payments − Σ refunds, {@link ledgerPaid}) when `ledger` is given and must then equal the
 * provider's paid figure.
 * @throws RangeError when total − commission retained − paid differs from the outstanding amount, when the ledger's
 *   paid differs from the provider's, or on a currency mismatch.
 */
export function paymentTotals(total: Money, figures: PaymentFigures, ledger?: Money): PaymentTotals {
  if (ledger && ledger.amountMinor !== figures.paid.amountMinor) {
    throw new RangeError(
      `Paid ${figures.paid.amountMinor} is not the ledger's payments less refunds ${ledger.amountMinor}`,
    );
  }
  const retained = figures.commissionRetained ?? zeroMoney(total.currency);
  const expected = subtractMoney(subtractMoney(total, retained), figures.paid);
  if (expected.amountMinor !== figures.outstanding.amountMinor) {
    throw new RangeError(
      `Payment figures do not add up: total ${total.amountMinor} − commission retained ${retained.amountMinor} − paid ${figures.paid.amountMinor} ≠ outstanding ${figures.outstanding.amountMinor}`,
    );
  }
  return {
    paid: figures.paid,
    paidCardFees: figures.paidCardFees,
    paidIncludingFees: addMoney(figures.paid, figures.paidCardFees),
    commissionRetained: retained,
    balance: figures.outstanding,
  };
}

/** Kinds of money line, each with its label (see {@link moneyLineLabel}). */
export type MoneyLineKind =
  | 'PASSENGER'
  | 'TRIP'
  | 'TRIP_TOTAL'
  | 'NETT'
  | 'COMMISSION'
  | 'TRIP_PRICE'
  | 'DISCOUNT'
  | 'SUBTOTAL'
  | 'ADD_ONS'
  | 'CANCELLATION_FEES'
  | 'TOTAL'
  | 'PAID'
  | 'COMMISSION_RETAINED'
  | 'BALANCE'
  | 'AMOUNT_DUE'
  | 'CARD_FEE'
  | 'CARD_TOTAL'
  | 'PAID_CARD_FEES'
  | 'TOTAL_PAID'
  | 'REFUNDED'
  | 'CANCELLATION_FEES_KEPT'
  | 'PAID_KEPT'
  | 'CARD_FEES_KEPT';

/**
 * One line of a money block. `summand` lines add up to the block's last line (its total, `summand: false`); a
 * subtotal is shown between them but is not added again.
 */
export interface MoneyLine {
  kind: MoneyLineKind;
  amount: Money;
  summand: boolean;
  /** Discount percentage, for DISCOUNT. */
  percent?: number;
  /** Number of add-on trips, for ADD_ONS. */
  count?: number;
  /** The line's own label, for PASSENGER and TRIP lines (a name). */
  label?: string;
  /**
   * A summand taken away from the others rather than added (PAID in the balance block): its amount is shown as a
   * positive figure, 'Paid £186.00', and subtracted on the way to the block's last line.
   */
  subtracted?: boolean;
}

/** Money amounts as GraphQL sends them (a structural {@link Money}). */
type MoneyLike = { readonly amountMinor: number; readonly currency: string };

const money = (m: MoneyLike): Money => moneyFromMinor(m.amountMinor, m.currency);

/** The figures of {@link PriceTotals} as a screen has them. */
export interface PriceTotalsLike {
  tripPrice: MoneyLike;
  discount: MoneyLike;
  discountPercentage: number;
  subtotal: MoneyLike;
  addOnsTotal: MoneyLike;
  addOnCount: number;
  cancellationFees?: MoneyLike | null;
  total: MoneyLike;
}

/**
 * The price block (seed 001 §2 Trip summary: Trip Price, Discount with percentage, Subtotal, Optional Add-on (xN),
 * Total): Discount only when there is one, Optional Add-on only with add-ons, Cancellation fees only when charged.
 * `compact` (seed 001 §2 Booking page: 'Trip Price and Discount rows only when discounted') leaves out the Trip
 * Price and Subtotal when nothing is discounted and nothing was cancelled with a fee, and the Subtotal always; a
 * cancellation fee is always its own 'Cancellation fees' line (with the Trip Price it adds to). The summands add up
 * to the Total line.
 */
export function priceLines(totals: PriceTotalsLike, options: { compact?: boolean } = {}): MoneyLine[] {
  const discounted = totals.discount.amountMinor !== 0;
  const fees = totals.cancellationFees ?? zeroMoney(totals.total.currency);
  const lines: MoneyLine[] = [];
  const itemised = !options.compact || discounted || fees.amountMinor !== 0;
  if (itemised) lines.push({ kind: 'TRIP_PRICE', amount: money(totals.tripPrice), summand: true });
  if (discounted) {
    lines.push({
      kind: 'DISCOUNT',
      amount: money(totals.discount),
      summand: true,
      percent: totals.discountPercentage,
    });
  }
  if (!options.compact) lines.push({ kind: 'SUBTOTAL', amount: money(totals.subtotal), summand: false });
  if (totals.addOnCount > 0 && itemised) {
    lines.push({
      kind: 'ADD_ONS',
      amount: money(totals.addOnsTotal),
      summand: true,
      count: totals.addOnCount,
    });
  }
  if (fees.amountMinor !== 0 && itemised) {
    lines.push({ kind: 'CANCELLATION_FEES', amount: money(fees), summand: true });
  }
  lines.push({ kind: 'TOTAL', amount: money(totals.total), summand: false });
  return lines;
}

/** What a balance block is built from: the total, the commission kept by nett payments (zero when absent), Paid and the Balance. */
export interface BalanceAmounts {
  total: MoneyLike;
  commissionRetained?: MoneyLike | null;
  paid: MoneyLike;
  balance: MoneyLike;
}

/** The lines after the total: the commission kept when there is any, Paid, and the Balance (all but the Balance subtracted). */
function paidAndBalance(totals: BalanceAmounts): MoneyLine[] {
  const retained = totals.commissionRetained;
  return [
    ...(retained && retained.amountMinor !== 0
      ? [{ kind: 'COMMISSION_RETAINED' as const, amount: money(retained), summand: true, subtracted: true }]
      : []),
    { kind: 'PAID', amount: money(totals.paid), summand: true, subtracted: true },
    { kind: 'BALANCE', amount: money(totals.balance), summand: false },
  ];
}

/**
 * The balance block (seed 000 §2 PAID and BALANCE REMAINING): Total, the commission an agency kept by paying nett
 * (only when it kept some; ledger.ts), Paid as the positive amount paid (subtracted) and the Balance remaining they
 * leave: Total − Commission retained − Paid = Balance.
 */
export function balanceLines(totals: BalanceAmounts): MoneyLine[] {
  return [{ kind: 'TOTAL', amount: money(totals.total), summand: true }, ...paidAndBalance(totals)];
}

/**
 * A price block followed by what was paid and the balance, as one block (seed 000 §2 Booking detail, seed 001 §2
 * Booking page and Confirmation: TOTAL, PAID and BALANCE REMAINING), so the total is said once, not again at the
 * top of a separate balance block: the price lines, their Total (now a subtotal), the commission kept (when any),
 * Paid (positive, subtracted) and the Balance they leave. The summands less those add up to the Balance.
 * @param priceBlock lines whose last line is their total (priceLines, bookingTripsLines)
 * @throws RangeError when the block's total is not the booking's total (a wrong balance is never shown)
 */
export function priceAndBalanceLines(priceBlock: readonly MoneyLine[], totals: BalanceAmounts): MoneyLine[] {
  const last = priceBlock.at(-1);
  if (!last || last.amount.amountMinor !== totals.total.amountMinor) {
    throw new RangeError('The price block does not end with the booking total');
  }
  return [...priceBlock.slice(0, -1), { ...last, summand: false }, ...paidAndBalance(totals)];
}

/**
 * The card block: the amount paid now, the card fee as its own line, and what the card
 * is charged.
 */
export function cardChargeLines(charge: {
  amount: MoneyLike;
  cardFee: MoneyLike;
  total: MoneyLike;
}): MoneyLine[] {
  return [
    { kind: 'AMOUNT_DUE', amount: money(charge.amount), summand: true },
    { kind: 'CARD_FEE', amount: money(charge.cardFee), summand: true },
    { kind: 'CARD_TOTAL', amount: money(charge.total), summand: false },
  ];
}

/**
 * What was paid, fees included (seed 001 §2 Confirmation 'Total Price Paid'): Paid, the card fees paid (zero when
 * none) and their sum; a screen may show the Total Price Paid alone when no card fee was paid.
 */
export function paidLines(totals: {
  paid: MoneyLike;
  paidCardFees: MoneyLike;
  paidIncludingFees: MoneyLike;
}): MoneyLine[] {
  return [
    { kind: 'PAID', amount: money(totals.paid), summand: true },
    { kind: 'PAID_CARD_FEES', amount: money(totals.paidCardFees), summand: true },
    { kind: 'TOTAL_PAID', amount: money(totals.paidIncludingFees), summand: false },
  ];
}

/** A passenger line of a trip breakdown: a name and the passenger's money as the schema gives it. */
export interface BreakdownPassenger {
  label: string;
  /** Price before discount. */
  price: MoneyLike;
  /** The cancellation fee, counted instead of the price once cancelled. */
  cancellationFee?: MoneyLike | null;
  cancelled?: boolean;
}

/**
 * A trip's breakdown (seed 001 §2 Itinerary breakdown 'per-passenger price ... Total'; seed 000 §2 Booking detail
 * passenger lines; seed 001 §2 Payment summary 'Discount (percent)' and 'Trip Price'): each passenger's price
 * before discount (a cancelled passenger's cancellation fee instead, the passenger staying listed), the trip's
 * discount when there is one, and the trip total they add up to.
 */
export function tripBreakdownLines(trip: {
  passengers: readonly BreakdownPassenger[];
  discount: MoneyLike;
  discountPercentage: number;
  total: MoneyLike;
}): MoneyLine[] {
  const lines: MoneyLine[] = trip.passengers.map((p) => ({
    kind: 'PASSENGER',
    label: p.label,
    amount: money(p.cancelled ? (p.cancellationFee ?? zeroMoney(p.price.currency)) : p.price),
    summand: true,
  }));
  if (trip.discount.amountMinor !== 0) {
    lines.push({
      kind: 'DISCOUNT',
      amount: money(trip.discount),
      summand: true,
      percent: trip.discountPercentage,
    });
  }
  lines.push({ kind: 'TRIP_TOTAL', amount: money(trip.total), summand: false });
  return lines;
}

/** A trip as a line of a booking's summary. */
export interface SummaryTrip {
  label: string;
  /** Price before discount of the passengers still booked. */
  price: MoneyLike;
  /** Negative or zero. */
  discount: MoneyLike;
  cancellationFees: MoneyLike;
}

/**
 * A booking's trip summary (seed 001 §2 Confirmation and Failed payment 'itinerary breakdown' and 'trip summary'):
 * one line per trip at its price before discount, then the discount with its percentage, the cancellation fees
 * when charged, and the total, so the trips never seem to add up to more than the total.
 * @param totals The booking's discount percentage and total.
 * @throws RangeError when the trips do not add up to the total (a wrong total is never shown with them).
 */
export function bookingTripsLines(
  trips: readonly SummaryTrip[],
  totals: { discountPercentage: number; total: MoneyLike },
): MoneyLine[] {
  const currency = totals.total.currency;
  const discount = sumMoney(
    trips.map((t) => money(t.discount)),
    currency,
  );
  const fees = sumMoney(
    trips.map((t) => money(t.cancellationFees)),
    currency,
  );
  const lines: MoneyLine[] = trips.map((t) => ({
    kind: 'TRIP',
    label: t.label,
    amount: money(t.price),
    summand: true,
  }));
  if (discount.amountMinor !== 0) {
    lines.push({ kind: 'DISCOUNT', amount: discount, summand: true, percent: totals.discountPercentage });
  }
  if (fees.amountMinor !== 0) lines.push({ kind: 'CANCELLATION_FEES', amount: fees, summand: true });
  lines.push({ kind: 'TOTAL', amount: money(totals.total), summand: false });
  if (!linesAddUp(lines)) throw new RangeError('The trips do not add up to the booking total');
  return lines;
}

/**
 * Agents' lines after a total (seed 001 §2 Itinerary breakdown 'Nett and Commission lines for agents', §6): Nett,
 * and Commission only while its flag is on (always off: {@link BREAKDOWN_COMMISSION_SHOWN}); none for anyone
 * else (the gateway gives them null).
 */
export function agentLines(
  amounts: { nett: MoneyLike | null; commission: MoneyLike | null },
  showCommission: boolean = BREAKDOWN_COMMISSION_SHOWN,
): MoneyLine[] {
  const lines: MoneyLine[] = [];
  if (amounts.nett) lines.push({ kind: 'NETT', amount: money(amounts.nett), summand: false });
  if (amounts.commission && showCommission) {
    lines.push({ kind: 'COMMISSION', amount: money(amounts.commission), summand: false });
  }
  return lines;
}

/**
 * True when a block's summands add up to its last line (the invariant of every block above; tests and the web's
 * development checks use it).
 */
export function linesAddUp(lines: readonly MoneyLine[]): boolean {
  const last = lines.at(-1);
  if (!last) return true;
  const summands = lines.filter((l) => l.summand);
  if (summands.length === 0) return true;
  return (
    sumMoney(
      summands.map((l) =>
        l.subtracted ? moneyFromMinor(-l.amount.amountMinor, l.amount.currency) : l.amount,
      ),
      last.amount.currency,
    ).amountMinor === last.amount.amountMinor
  );
}

/** Labels of the money lines as the seeds name them (seed 001 §2; seed 000 §2). */
const LINE_LABELS: Record<MoneyLineKind, string> = {
  PASSENGER: 'Passenger',
  TRIP: 'Trip',
  TRIP_TOTAL: 'Total',
  NETT: 'Nett',
  COMMISSION: 'Commission',
  TRIP_PRICE: 'Trip Price',
  DISCOUNT: 'Discount',
  SUBTOTAL: 'Subtotal',
  ADD_ONS: 'Optional Add-on',
  CANCELLATION_FEES: 'Cancellation fees',
  TOTAL: 'Total',
  PAID: 'Paid',
  COMMISSION_RETAINED: 'Commission retained',
  BALANCE: 'Balance remaining',
  AMOUNT_DUE: 'Amount due now',
  CARD_FEE: 'Card fee',
  CARD_TOTAL: 'Charged to your card',
  PAID_CARD_FEES: 'Card fees paid',
  TOTAL_PAID: 'Total Price Paid',
  REFUNDED: 'Refunded',
  CANCELLATION_FEES_KEPT: 'Cancellation fees kept',
  PAID_KEPT: 'Kept for trips still booked',
  CARD_FEES_KEPT: 'Card fees kept',
};

/**
 * The label of a line: 'Discount (10%)' with its whole percentage, 'Optional Add-on (x2)' with the number of
 * add-ons (seed 001 §2 Trip summary), a passenger's or trip's own label, otherwise the kind's label; `overrides`
 * lets a screen use its own wording (e.g. the booking page's 'TOTAL', 'PAID', 'BALANCE REMAINING').
 */
export function moneyLineLabel(
  line: MoneyLine,
  overrides: Partial<Record<MoneyLineKind, string>> = {},
): string {
  const base = overrides[line.kind] ?? line.label ?? LINE_LABELS[line.kind];
  if (line.kind === 'DISCOUNT' && line.percent) return `${base} (${line.percent}%)`;
  if (line.kind === 'ADD_ONS' && line.count !== undefined) return `${base} (x${line.count})`;
  return base;
}

/** One place of a cancellation quote: what cancelling it now charges, what it paid and what is refunded. */
export interface QuotedPlace {
  cancellationFee: Money;
  paid: Money;
  refund: Money;
}

/**
 * The sums of a cancellation quote (seed 000 §2 cancel confirmation 'cancellation fees may apply', shown as amounts
 * before confirming): the fees, what was paid and the refunds of its places, in one currency.
 * @throws RangeError when a place is in another currency, or refunds more than it paid.
 */
export function cancellationQuoteTotals(places: readonly QuotedPlace[], currency: string): QuotedPlace {
  for (const place of places) {
    if (place.refund.amountMinor > place.paid.amountMinor) {
      throw new RangeError(
        `A cancellation refunds ${place.refund.amountMinor} of ${place.paid.amountMinor} paid`,
      );
    }
  }
  return {
    cancellationFee: sumMoney(
      places.map((p) => p.cancellationFee),
      currency,
    ),
    paid: sumMoney(
      places.map((p) => p.paid),
      currency,
    ),
    refund: sumMoney(
      places.map((p) => p.refund),
      currency,
    ),
  };
}
