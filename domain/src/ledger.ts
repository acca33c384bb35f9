/**
 * The money ledger of a booking: commission and nett (seed 000 §3 Trip passenger `commission`; seed 001 §2 Payment
 * summary 'per passenger name, price and commission ... Total, and NETT'), what a payment by an agency method
 * charges (seed 000 §3 Payment method `nett_gross`: 'N' pays the nett, 'G' the gross), and what has been paid
 * (seed 000 §2 Booking detail 'paid, balance').
 *
 * One rounding rule, used by the simulator, the gateway and every screen: a trip passenger's commission is its
 * percentage of that place's discounted price (or of its cancellation fee once cancelled), rounded half up to the
 * minor unit, per place; every total (a trip's, the booking's, a payment's) is the sum of its places, never a
 * percentage of a sum. The seven currencies (AUD, CAD, EUR, GBP, NZD, USD, ZAR) all have 2 decimals
 * (currencies.ts), so the minor unit is the cent everywhere; no currency is zero-decimal.
 *
 * The ledger: paid = Σ payments − Σ refunds (card fees apart); a place paid by a nett method keeps its commission
 * ("commission retained"), so balance = total − commission retained − paid; a refund is what a place has paid, on
 * the basis it was paid, above what it still owes.
 */
import { moneyFromMinor, percentOf, subtractMoney, sumMoney, type Money } from './money.js';

/**
 * The commission of one trip passenger (seed 000 §3 Trip passenger `commission`): `percent`% of `amount` (the
 * place's price less its discount, or its cancellation fee once cancelled), rounded half up to the minor unit.
 * @param percent the agency's commission rate (0 for a consumer, a donation or an add-on without commission)
 * @throws RangeError for a negative amount or a non-decimal percent
 */
export function placeCommission(amount: Money, percent: number | string): Money {
  if (amount.amountMinor < 0)
    throw new RangeError(`A place's amount is never negative: ${amount.amountMinor}`);
  // The same half-up rounding as percentOf, in plain integers when the rate has at most two decimals (every
  // agency's): the simulator prices thousands of places per booking search.
  const hundredths = typeof percent === 'number' ? percent * 100 : NaN;
  const product = amount.amountMinor * hundredths;
  if (Number.isInteger(hundredths) && hundredths >= 0 && Number.isSafeInteger(product)) {
    const whole = Math.floor(product / 10_000);
    const rest = product - whole * 10_000;
    return moneyFromMinor(rest * 2 >= 10_000 ? whole + 1 : whole, amount.currency);
  }
  return percentOf(amount, percent);
}

/** One trip passenger's gross amount owed and its commission (minor units of one currency). */
export interface LedgerPlace {
  /** Price less discount, or the cancellation fee once cancelled. */
  gross: Money;
  /** {@link placeCommission} of `gross`. */
  commission: Money;
}

/**
 * NETT of places (seed 001 §2 Payment summary NETT): Σ (gross − commission) over the places, each commission
 * rounded on its own place, so the NETT shown equals the sum of what each place is charged by a nett method.
 * @throws RangeError on a currency other than `currency`
 */
export function nettOf(places: readonly LedgerPlace[], currency: string): Money {
  return subtractMoney(
    sumMoney(
      places.map((p) => p.gross),
      currency,
    ),
    sumMoney(
      places.map((p) => p.commission),
      currency,
    ),
  );
}

/** What paying a share of one place's gross amount by a nett method takes: the cash charged and the commission kept. */
export interface NettShare {
  /** Charged to the agency (share − commission kept). */
  cash: Money;
  /** Commission the agency keeps out of the share. */
  retained: Money;
}

/**
 * The nett part of paying `share` of one place's gross amount by a nett method (seed 000 §3 Payment method
 * `nett_gross` 'N'): the commission kept is the place's commission not yet kept when the share settles the place
 * (`share` = what the place still owes), else the share's proportion of the place's commission
 * (commission × share / gross, rounded half up), never more than is left to keep nor than the share. So one full
 * payment of a place charges exactly its nett, and a deposit followed by the balance charges the same in all.
 * @param place the place's gross amount and commission
 * @param retained the commission already kept on the place by earlier nett payments
 * @param owed what the place still owes in gross terms (gross − paid − retained)
 * @param share the gross share this payment settles (≤ owed)
 * @throws RangeError on mixed currencies or a share above what is owed
 */
export function nettShare(place: LedgerPlace, retained: Money, owed: Money, share: Money): NettShare {
  if (share.amountMinor > owed.amountMinor)
    throw new RangeError(`A share (${share.amountMinor}) above what the place owes (${owed.amountMinor})`);
  const left = Math.max(0, subtractMoney(place.commission, retained).amountMinor);
  const proportional =
    share.amountMinor === owed.amountMinor || place.gross.amountMinor === 0
      ? left
      : Number(
          divideHalfUp(
            BigInt(place.commission.amountMinor) * BigInt(share.amountMinor),
            BigInt(place.gross.amountMinor),
          ),
        );
  const kept = Math.min(left, proportional, share.amountMinor);
  const currency = share.currency;
  return {
    cash: moneyFromMinor(share.amountMinor - kept, currency),
    retained: moneyFromMinor(kept, currency),
  };
}

function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  return (n % d) * 2n >= d ? q + 1n : q;
}

/** One trip passenger's standing in the ledger (minor units of one currency). */
export interface PlaceStanding {
  /** What the place owes in gross terms: price less discount, or its cancellation fee once cancelled. */
  gross: Money;
  /** Its commission ({@link placeCommission} of `gross`). */
  commission: Money;
  /** Cash paid towards it (card fees apart), net of refunds. */
  paid: Money;
  /** Commission kept by nett payments. */
  retained: Money;
}

/** A place's standing after its gross amount or commission changed (a cancellation, a promo code), and its refund. */
export interface PlaceSettlement {
  /** Commission kept, at most the place's commission now. */
  retained: Money;
  /** Cash paid after the refund. */
  paid: Money;
  /** Refunded to the payer: paid above what the place owes on the basis it was paid (never above `paid`). */
  refund: Money;
}

/**
 * Settles a place whose gross amount or commission changed (seed 000 §2 Booking detail cancel: 'the refund'): the
 * commission kept is capped at the place's commission, and cash paid above gross − commission kept is refunded. A
 * place paid gross (nothing kept) is refunded paid − gross; a place paid nett is refunded paid − (gross −
 * commission), i.e. its nett paid less its nett owed. A refund never exceeds what the place paid.
 * @throws RangeError on mixed currencies
 */
export function settlePlace(place: PlaceStanding): PlaceSettlement {
  const currency = place.paid.currency;
  const retained = Math.min(place.retained.amountMinor, place.commission.amountMinor);
  const stillOwed = place.gross.amountMinor - retained;
  const refund = Math.max(0, Math.min(place.paid.amountMinor, place.paid.amountMinor - stillOwed));
  return {
    retained: moneyFromMinor(retained, currency),
    paid: moneyFromMinor(place.paid.amountMinor - refund, currency),
    refund: moneyFromMinor(refund, currency),
  };
}

/** A payment or refund as the provider records it on a booking. */
export interface LedgerEntry {
  /** The amount (card fee apart); a refund's may be sent negative or positive, it is always taken off. */
  amount: Money;
  /** True for a refund. */
  refund: boolean;
}

/**
 * What a booking has paid by the provider's own records (seed 000 §2 Booking detail 'paid'): Σ payments − Σ
 * refunds, card fees apart.
 * @throws RangeError on a currency other than `currency`
 */
export function ledgerPaid(entries: readonly LedgerEntry[], currency: string): Money {
  return sumMoney(
    entries.map((e) =>
      e.refund ? moneyFromMinor(-Math.abs(e.amount.amountMinor), e.amount.currency) : e.amount,
    ),
    currency,
  );
}

/** One trip passenger as a payment by an agency method finds it (minor units of one currency). */
export interface PayablePlace extends LedgerPlace {
  /** Commission already kept on the place by earlier nett payments. */
  retained: Money;
  /** What the place still owes in gross terms: gross − paid − retained (the provider's `outstanding`). */
  outstanding: Money;
  /** The gross share this payment settles: `outstanding` for the full amount, the place's deposit for a deposit. */
  share: Money;
}

/**
 * What a payment by an agency method charges now (seed 001 §2 Payment summary 'Total, and NETT', §5 Agent payment;
 * seed 000 §3 Payment method `nett_gross`): for a gross method ('G') the shares themselves; for a nett method the
 * cash of each place's {@link nettShare}, summed. So once part of a booking was paid (a card deposit, an earlier
 * nett payment), the amount shown before paying is what is left of the NETT, not the whole NETT, and it is exactly
 * what the provider records, to the minor unit. With nothing paid yet a nett full payment charges the NETT.
 * @param gross true for a gross method ('G'), false for a nett one ('N')
 * @throws RangeError on a currency other than `currency` or a share above what a place owes
 */
export function agentMethodCharge(places: readonly PayablePlace[], gross: boolean, currency: string): Money {
  return sumMoney(
    places.map((p) => {
      const share = p.share.amountMinor > p.outstanding.amountMinor ? p.outstanding : p.share;
      if (gross || share.amountMinor <= 0) return share;
      return nettShare(p, p.retained, p.outstanding, share).cash;
    }),
    currency,
  );
}
