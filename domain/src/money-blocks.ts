/**
 * The money blocks as screens draw them, built once from a quote's or booking's figures (seed 001 §2 Trip summary,
 * Itinerary breakdown, Cart page, Payment summary, Card payment screen, Confirmation, Booking page; seed 000 §2
 * Booking detail): each block is an ordered list of lines with a kind, a role in the block's sum, the seed's label
 * and an amount in minor units; the SUMMAND amounts less the SUBTRAHEND amounts equal its TOTAL line. The rules of
 * which lines a screen shows are {@link priceLines} and its siblings in ./totals.ts; this module chooses them per
 * block, labels them and gives each its role, so the gateway builds each block once and the web draws it as given.
 */
import { BREAKDOWN_COMMISSION_SHOWN } from './constants.js';
import type { Money } from './money.js';
import { moneyFromMinor, sumMoney } from './money.js';
import {
  agentLines,
  balanceLines,
  bookingTripsLines,
  cardChargeLines,
  moneyLineLabel,
  paidLines,
  priceAndBalanceLines,
  priceLines,
  tripBreakdownLines,
  type BreakdownPassenger,
  type CardCharge,
  type MoneyLine,
  type MoneyLineKind,
  type PaymentTotals,
  type PriceTotals,
  type SummaryTrip,
} from './totals.js';

/**
 * How a line takes part in its block: SUMMAND lines are added, SUBTRAHEND lines (shown positive) taken away, and
 * together they make the TOTAL line; a SUBTOTAL is a running sum shown between them; a NOTE stands on its own.
 */
export type MoneyLineRole = 'SUMMAND' | 'SUBTRAHEND' | 'SUBTOTAL' | 'TOTAL' | 'NOTE';

/** One line of a block as it is drawn (GraphQL `MoneyLine`): amounts in minor units of the block's currency. */
export interface BlockLine {
  kind: MoneyLineKind;
  role: MoneyLineRole;
  /** The seed's label: 'Discount (10%)', 'Optional Add-on (x1)', a passenger's or a tour's name. */
  label: string;
  /** As the line counts: negative for a discount; a SUBTRAHEND is positive and taken away. */
  amount: Money;
  /** Whole discount percentage of a DISCOUNT line (seed 001 §9), otherwise null. */
  percentage: number | null;
  /** Number of add-on trips of an ADD_ONS line, otherwise null. */
  count: number | null;
}

/**
 * The role of each line of a block built by ./totals.ts: its last line is the total when something adds up to it,
 * the other non-summands are subtotals; a block without summands (agents' Nett and Commission) is notes only.
 */
function roleOf(lines: readonly MoneyLine[], index: number): MoneyLineRole {
  const line = lines[index]!;
  if (!lines.some((l) => l.summand)) return 'NOTE';
  if (index === lines.length - 1) return line.summand ? 'NOTE' : 'TOTAL';
  if (!line.summand) return 'SUBTOTAL';
  return line.subtracted ? 'SUBTRAHEND' : 'SUMMAND';
}

/**
 * A block of ./totals.ts lines as drawn lines: each with its role and its seed label.
 * @throws RangeError when the summands less the subtrahends are not the total line (a wrong sum is never shown).
 */
export function drawnLines(lines: readonly MoneyLine[]): BlockLine[] {
  const drawn = lines.map((line, index) => ({
    kind: line.kind,
    role: roleOf(lines, index),
    label: moneyLineLabel(line),
    amount: line.amount,
    percentage: line.kind === 'DISCOUNT' ? (line.percent ?? 0) : null,
    count: line.kind === 'ADD_ONS' ? (line.count ?? 0) : null,
  }));
  if (!blockAddsUp(drawn)) throw new RangeError('A money block does not add up to its total');
  return drawn;
}

/**
 * True when a drawn block's SUMMAND amounts less its SUBTRAHEND amounts are its TOTAL line's amount, in minor
 * units (a block of notes only has no total and adds up).
 */
export function blockAddsUp(lines: readonly BlockLine[]): boolean {
  const total = lines.find((l) => l.role === 'TOTAL');
  if (!total) return lines.every((l) => l.role === 'NOTE');
  const counted = lines
    .filter((l) => l.role === 'SUMMAND' || l.role === 'SUBTRAHEND')
    .map((l) =>
      l.role === 'SUBTRAHEND' ? moneyFromMinor(-l.amount.amountMinor, l.amount.currency) : l.amount,
    );
  return sumMoney(counted, total.amount.currency).amountMinor === total.amount.amountMinor;
}

/** Agents' amounts of a quote or booking (seed 001 §6: shown to agents only). */
export interface AgentAmounts {
  nett: Money;
  commission: Money;
}

/**
 * A priced basket's trip summary (GraphQL `Quote.lines`; seed 001 §2 Trip summary, Cart page): Trip Price,
 * Discount (n%) when there is one, Subtotal, Optional Add-on (xN) with add-ons, and the Total.
 * @param totals domain {@link PriceTotals} of the provider's trip figures.
 * @throws RangeError when the totals do not add up.
 */
export function quoteMoneyLines(totals: PriceTotals): BlockLine[] {
  return drawnLines(priceLines(totals));
}

/**
 * Agents' lines of a quote or booking (seed 001 §2 Itinerary breakdown 'Nett and Commission lines for agents', §6;
 * seed 000 §2 nett price): Nett, and Commission when `showCommission` (in the tour's breakdown behind the
 * always-off {@link BREAKDOWN_COMMISSION_SHOWN}). Only ever built for an agent's session.
 */
export function agentMoneyLines(
  agent: AgentAmounts,
  showCommission: boolean = BREAKDOWN_COMMISSION_SHOWN,
): BlockLine[] {
  return drawnLines(agentLines(agent, showCommission));
}

/**
 * The label of a quoted passenger's line (seed 001 §2 Itinerary breakdown 'per-passenger price'): 'Passenger 2
 * (child)', numbered from 1 by its basket index.
 * @param ageCategory The category's name in any case, e.g. 'Child' or 'CHILD'.
 */
export function quotedPassengerLabel(passengerIndex: number, ageCategory: string): string {
  return `Passenger ${passengerIndex + 1} (${ageCategory.toLowerCase()})`;
}

/** A trip's figures for its breakdown: its passengers in order, its discount (negative) and total. */
export interface TripBlockFigures {
  passengers: readonly BreakdownPassenger[];
  /** Negative or zero. */
  discount: Money;
  /** Whole percentage shown with the discount (seed 001 §9). */
  discountPercentage: number;
  total: Money;
}

/**
 * A quoted or booked trip's breakdown (GraphQL `QuotedTrip.lines`, `BookedTrip.lines`; seed 001 §2 Itinerary
 * breakdown, Payment summary; seed 000 §2 Booking detail): its passengers at their price before discount (a
 * cancelled one at its cancellation fee), in order, the discount when there is one, and the trip total.
 * @throws RangeError when the lines do not add up to the trip total.
 */
export function tripMoneyLines(trip: TripBlockFigures): BlockLine[] {
  return drawnLines(tripBreakdownLines(trip));
}

/** What a booking's blocks are built from (the provider's figures through ./totals.ts). */
export interface BookingFigures {
  price: PriceTotals;
  payment: PaymentTotals;
  /** The trips as the itinerary breakdown lists them, labelled with their tour names, in booked order. */
  trips: readonly SummaryTrip[];
  /** A payment can be asked for (domain payment `paymentDue`). */
  paymentDue: boolean;
}

/**
 * The blocks of a booking (GraphQL `BookingTotals.lines`, `statementLines`, `balanceLines`, `paidLines`,
 * `Booking.itineraryLines`); agents' lines are {@link agentMoneyLines}.
 */
export interface BookingBlocks {
  /** The full price block, ending with the Total (seed 001 §2 Payment summary). */
  lines: BlockLine[];
  /** The figures said once, ending with the Balance (seed 000 §2 Booking detail; seed 001 §2 Booking page). */
  statementLines: BlockLine[];
  /** Total, Paid, Balance remaining (seed 000 §2 PAID and BALANCE REMAINING). */
  balanceLines: BlockLine[];
  /** Paid, card fees paid, Total Price Paid (seed 001 §2 Confirmation). */
  paidLines: BlockLine[];
  /** Trips, discount, fees and Total; Paid and Balance after a part-payment (seed 001 §2 Confirmation). */
  itineraryLines: BlockLine[];
}

/**
 * Every money block of a booking from its figures (seed 000 §2 Booking detail; seed 001 §2 Payment summary,
 * Confirmation, Failed payment, Booking page): the price block; the statement, where the Total is said once and
 * Paid and the Balance follow it (compact: Trip Price and Discount only when discounted or with cancellation fees,
 * otherwise Total, Paid and Balance alone); the balance block; what was paid with its card fees; and the itinerary
 * breakdown by trip, followed by Paid and the Balance while a payment is due after a part-payment.
 * @throws RangeError when the trips or the payments do not add up to the booking's total.
 */
export function bookingMoneyBlocks(figures: BookingFigures): BookingBlocks {
  const { price, payment } = figures;
  const amounts = {
    total: price.total,
    commissionRetained: payment.commissionRetained,
    paid: payment.paid,
    balance: payment.balance,
  };
  const itemised = priceLines(price, { compact: true });
  const trips = bookingTripsLines(figures.trips, price);
  const partPaid = figures.paymentDue && payment.paid.amountMinor !== 0;
  return {
    lines: drawnLines(priceLines(price)),
    statementLines: drawnLines(
      itemised.length > 1 ? priceAndBalanceLines(itemised, amounts) : balanceLines(amounts),
    ),
    balanceLines: drawnLines(balanceLines(amounts)),
    paidLines: drawnLines(paidLines(payment)),
    itineraryLines: drawnLines(partPaid ? priceAndBalanceLines(trips, amounts) : trips),
  };
}

/**
 * A card charge's block (seed 000 §3 card_fee, debit_card_fee): Amount due now, the card
 * fee and what the card is charged; when a debit card pays another fee, the lines say 'Credit card fee' and
 * 'Charged to a credit card' (the debit alternative is said beside the block).
 */
export function cardChargeMoneyLines(charge: CardCharge): BlockLine[] {
  const credit = charge.feeDependsOnCardType;
  return drawnLines(
    cardChargeLines(charge).map((line) => {
      if (credit && line.kind === 'CARD_FEE') return { ...line, label: 'Credit card fee' };
      if (credit && line.kind === 'CARD_TOTAL') return { ...line, label: 'Charged to a credit card' };
      return line;
    }),
  );
}
