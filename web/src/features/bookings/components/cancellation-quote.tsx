import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@tourdesk/domain/money';
import { CancellationQuoteDocument, type CancellationQuoteQuery } from '@/apollo/generated/graphql';
import styles from './cancellation-quote.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    query CancellationQuote($groupBookingId: ID!, $tripPassengerIds: [ID!]!) {
      cancellationQuote(groupBookingId: $groupBookingId, tripPassengerIds: $tripPassengerIds) {
        quote {
          groupBookingId
          passengers {
            tripPassengerId
            name
            tourName
            cancellationFee {
              amountMinor
              currency
            }
            refund {
              amountMinor
              currency
            }
          }
          cancellationFee {
            amountMinor
            currency
          }
          paid {
            amountMinor
            currency
          }
          refund {
            amountMinor
            currency
          }
        }
        userErrors {
          message
        }
      }
    }
  `;
}

/** What the quote is doing, for the dialog's confirm button: still asked, answered, or not available. */
export type CancellationQuoteState = 'loading' | 'quoted' | 'unavailable';

/**
 * The price of a cancellation before it is confirmed (seed 000 §2 cancel confirmation, where the seed only says
 * 'cancellation fees may apply'): the provider's quote for exactly the passengers flagged, one row per place (name
 * and tour) with its cancellation fee and its refund, then the totals; the fee column adds up to its total
 * (`data-money-role`). Asked afresh each time the dialog opens (fees change by the day). When the quote cannot be
 * had, the seed's line 'Cancellation fees may apply.' stands in and cancelling stays possible.
 */
export function CancellationQuote({
  groupBookingId,
  tripPassengerIds,
  children,
}: {
  groupBookingId: string;
  tripPassengerIds: readonly string[];
  /** Renders the dialog's actions once the quote state is known. */
  children: (state: CancellationQuoteState) => React.ReactNode;
}) {
  const { data, loading, error } = useQuery(CancellationQuoteDocument, {
    variables: { groupBookingId, tripPassengerIds: [...tripPassengerIds] },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const quote = data?.cancellationQuote.quote;
  const state: CancellationQuoteState = loading ? 'loading' : quote && !error ? 'quoted' : 'unavailable';
  return (
    <>
      {state === 'loading' && (
        <p role="status" className={styles.note}>
          {UI_TEXTS.workingOutTheCancellationFees}
        </p>
      )}
      {state === 'unavailable' && (
        <p role="status" className={styles.fees}>
          {UI_TEXTS.cancellationFeesMayApplyTheFees}
        </p>
      )}
      {state === 'quoted' && quote && (
        <>
          <p role="status" className={styles.fees}>
            {quote.cancellationFee.amountMinor === 0
              ? 'No cancellation fee applies.'
              : `Cancellation fees: ${formatMoney(quote.cancellationFee)}.`}{' '}
            {quote.refund.amountMinor > 0
              ? `${formatMoney(quote.refund)} will be refunded.`
              : 'Nothing is refunded.'}
          </p>
          <CancellationQuoteLines quote={quote} />
        </>
      )}
      {children(state)}
    </>
  );
}

/** A cancellation quote as the gateway answers it. */
type Quote = NonNullable<CancellationQuoteQuery['cancellationQuote']['quote']>;

/**
 * The quote's table 'Cancellation fees and refunds': one row per place (name and tour) with its cancellation fee
 * and refund, then the totals; the fee column adds up to its total (`data-money-role`).
 */
function CancellationQuoteLines({ quote }: { quote: Quote }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-money-lines="" aria-label="Cancellation fees and refunds">
        <thead>
          <tr>
            <th scope="col">{UI_TEXTS.passenger}</th>
            <th scope="col" className={styles.amount}>
              {UI_TEXTS.cancellationFee}
            </th>
            <th scope="col" className={styles.amount}>
              {LABELS.refundLinesLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.passengers.map((p) => (
            <tr key={p.tripPassengerId}>
              <th scope="row">
                {p.name}
                <span className={styles.tour}>{p.tourName}</span>
              </th>
              <td className={styles.amount} data-money-role="summand" data-money-amount="">
                {formatMoney(p.cancellationFee)}
              </td>
              <td className={styles.amount}>{formatMoney(p.refund)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{UI_TEXTS.total}</th>
            <td className={styles.amount} data-money-role="total" data-money-amount="">
              {formatMoney(quote.cancellationFee)}
            </td>
            <td className={styles.amount}>{formatMoney(quote.refund)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
