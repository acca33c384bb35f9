import {
  cancellationFeeSchedule,
  cancellationPolicyText,
  type CancellationFeeSchedule,
  type CancellationTerms,
} from '@tourdesk/domain/cancellation-policy';
import type { ProviderProduct } from '../../provider/types.js';

/**
 * The provider product's cancellation terms (provider-sim/openapi.yaml CancellationTerms) in the domain's shape, or
 * null when the product carries none.
 */
export function cancellationTermsOf(product: ProviderProduct): CancellationTerms | null {
  const terms = product.cancellation_terms;
  return terms
    ? {
        tiers: terms.tiers.map((t) => ({
          daysFrom: t.days_from,
          daysTo: t.days_to,
          feePercent: t.fee_percent,
        })),
        cardFeesRefunded: terms.card_fees_refunded,
      }
    : null;
}

/**
 * A `CancellationFeeSchedule` of the schema: the fees of the departure as of `today` (domain
 * `cancellationFeeSchedule`, seed 000 §4) with the sentence the customer reads (domain `cancellationPolicyText`).
 * @param departureDate ISO yyyy-mm-dd, Europe/London.
 * @param today ISO yyyy-mm-dd, Europe/London (the request's today).
 */
export function scheduleOf(
  terms: CancellationTerms,
  departureDate: string,
  today: string,
): CancellationFeeSchedule & { text: string } {
  const schedule = cancellationFeeSchedule(terms, departureDate, today);
  return { ...schedule, text: cancellationPolicyText(schedule) };
}
