/**
 * The cancellation policy shown before buying (seed 000 §2 Booking detail 'cancellation fees may apply', §4 Booking
 * cancellation): the provider's cancellation terms (fee percent by days before departure) turned into the fee that
 * applies today and the dates the fee changes for one departure, and the plain sentence a customer reads.
 */
import { MONTH_NAMES, type IsoDate } from './calendar-dates.js';
import { CANCELLATION_POLICY_TEXTS as TEXTS } from './messages.js';

/** One tier of the provider's cancellation terms: the fee for cancelling `daysFrom`..`daysTo` days before departure. */
export interface CancellationTier {
  /** Fewest days before departure (inclusive). */
  daysFrom: number;
  /** Most days before departure (inclusive); null: no upper bound. */
  daysTo: number | null;
  /** Fee in percent of the place's price after discount. */
  feePercent: number;
}

/** The provider's cancellation terms of a tour. */
export interface CancellationTerms {
  /** Non-overlapping tiers covering every day from 0 up. */
  tiers: readonly CancellationTier[];
  /** Whether card fees paid are refunded on cancellation. */
  cardFeesRefunded: boolean;
}

/** A change of the fee: from `date` (Europe/London) on, cancelling costs `feePercent` percent. */
export interface CancellationFeeChange {
  date: IsoDate;
  feePercent: number;
}

/** The fee schedule of one departure as of today. */
export interface CancellationFeeSchedule {
  /** Fee percent of a cancellation today. */
  feePercentToday: number;
  /** The later changes of the fee, in date order (none once the last tier applies). */
  changes: CancellationFeeChange[];
  /** Whether card fees paid are refunded on cancellation. */
  cardFeesRefunded: boolean;
}

function dayNumber(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

function dateOfDay(day: number): IsoDate {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

function feeFor(terms: CancellationTerms, daysBefore: number): number {
  const days = Math.max(daysBefore, 0);
  const tier = terms.tiers.find((t) => days >= t.daysFrom && (t.daysTo === null || days <= t.daysTo));
  return tier?.feePercent ?? 100;
}

/**
 * The fee that applies to cancelling `departureDate` today and the dates it changes (seed 000 §4 Booking
 * cancellation; the fee the cancel dialog computes): a tier starts on the departure date minus its `daysTo` days.
 * A change to the same fee as before is left out.
 * @param departureDate ISO yyyy-mm-dd, Europe/London.
 * @param today ISO yyyy-mm-dd, today in Europe/London.
 */
export function cancellationFeeSchedule(
  terms: CancellationTerms,
  departureDate: IsoDate,
  today: IsoDate,
): CancellationFeeSchedule {
  const departure = dayNumber(departureDate);
  const now = dayNumber(today);
  const feePercentToday = feeFor(terms, departure - now);
  const changes: CancellationFeeChange[] = [];
  let previous = feePercentToday;
  for (let day = now + 1; day <= departure; day += 1) {
    const fee = feeFor(terms, departure - day);
    if (fee !== previous) changes.push({ date: dateOfDay(day), feePercent: fee });
    previous = fee;
  }
  return { feePercentToday, changes, cardFeesRefunded: terms.cardFeesRefunded };
}

function longDate(date: IsoDate, withYear: boolean): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/**
 * The schedule as a customer reads it, e.g. 'Free cancellation until 14 February 2027; 25 % fee from 15 February;
 * 50 % from 17 March; no refund from 9 April. Card fees are not refunded.' The year is written on the first date
 * and on a date whose year differs from the date before it. The words are messages.ts `CANCELLATION_POLICY_TEXTS`.
 */
export function cancellationPolicyText(schedule: CancellationFeeSchedule): string {
  let shownYear: string | null = null;
  const when = (date: IsoDate) => {
    const year = date.slice(0, 4);
    const text = longDate(date, year !== shownYear);
    shownYear = year;
    return text;
  };
  const parts: string[] = [];
  const first = schedule.changes[0];
  const free = schedule.feePercentToday === 0;
  if (free && first) parts.push(TEXTS.freeUntil(when(dateOfDay(dayNumber(first.date) - 1))));
  else if (free) parts.push(TEXTS.free);
  else if (schedule.feePercentToday >= 100) parts.push(TEXTS.noRefundNow);
  else parts.push(TEXTS.feeNow(schedule.feePercentToday));
  schedule.changes.forEach((change, index) => {
    parts.push(TEXTS.from(TEXTS.laterFee(change.feePercent, index === 0 && free), when(change.date)));
  });
  const cards = schedule.cardFeesRefunded ? TEXTS.cardFeesRefunded : TEXTS.cardFeesNotRefunded;
  return `${parts.join('; ')}. ${cards}`;
}
