import { bookingStatus } from '@tourdesk/domain/booking';
import { cancellationRefund } from '@tourdesk/domain/refund';
import type { BookingRefund } from '../../generated/resolvers-types.js';
import type { ProviderBooking } from '../../provider/types.js';
import { gqlLines, gqlMoney, providerMoney } from '../shared/money.js';
import { currencyOf } from './booking-view.js';

/**
 * `Booking.refund` (domain `cancellationRefund`, seed 000 §4 Booking cancellation): from the provider's ledger, its
 * payments and their card fees, its REFUND payments and the cancellation fees of the cancelled places. Null while
 * no trip passenger is cancelled or when nothing was paid.
 * @throws RangeError when the provider's refunds exceed its payments or are in another currency
 */
export function bookingRefundOf(b: ProviderBooking): BookingRefund | null {
  const cancelled = b.trips.some((t) => t.passengers.some((p) => bookingStatus(p.status) === 'CANCELLED'));
  if (!cancelled) return null;
  const currency = currencyOf(b);
  const entry = (p: ProviderBooking['payments'][number]) => providerMoney(p.amount, p.iso_currency_code);
  const refund = cancellationRefund(
    {
      payments: b.payments.filter((p) => p.kind !== 'REFUND').map(entry),
      refunds: b.payments.filter((p) => p.kind === 'REFUND').map(entry),
      paidCardFees: providerMoney(b.totals.paid_card_fee, currency),
      cancellationFees: providerMoney(b.totals.cancellation_fee, currency),
    },
    currency,
  );
  if (refund.charged.amountMinor === 0) return null;
  return {
    refunded: gqlMoney(refund.refunded),
    cancellationFeesKept: gqlMoney(refund.cancellationFeesKept),
    paidKept: gqlMoney(refund.paidKept),
    cardFeesKept: gqlMoney(refund.cardFeesKept),
    cardFeesWereKept: refund.cardFeesKept.amountMinor > 0,
    charged: gqlMoney(refund.charged),
    lines: gqlLines(refund.lines),
  };
}
