import { gql } from '@apollo/client';
import { formatMoney } from '@tourdesk/domain/money';
import type { ReactNode } from 'react';
import type { MoneyLineKind, MoneyLines_LineFragment } from '@/apollo/generated/graphql';
import styles from './money-lines.module.css';

// A money line as the blocks draw it, as a fragment for the screens to spread (with `@unmask`: a line has no
// cache identity) in each block they select (`lines { ...MoneyLines_line @unmask }`); a booked trip's breakdown
// with its passengers' statuses, and a booking's statement (the booking page and the agent booking detail).
if (false) {
  gql`
    fragment MoneyLines_line on MoneyLine {
      kind
      role
      label
      amount {
        amountMinor
        currency
      }
    }

    fragment MoneyLines_bookedTrip on BookedTrip {
      bookingIdentifier
      tourName
      departureDate
      passengers {
        tripPassengerId
        status
      }
      lines {
        ...MoneyLines_line @unmask
      }
    }

    fragment MoneyLines_statement on BookingTotals {
      paidCardFees {
        amountMinor
        currency
      }
      statementLines {
        ...MoneyLines_line @unmask
      }
      agentLines {
        ...MoneyLines_line @unmask
      }
    }
  `;
}

/** A money line as the gateway builds it (schema `MoneyLine`, fragment `MoneyLines_line`). */
export type MoneyLine = Omit<MoneyLines_LineFragment, ' $fragmentName'>;

/**
 * One block of money lines: the gateway's lines in their order, a label and an
 * amount each, formatted from integer minor units with domain `formatMoney` (on the server and in the browser
 * alike), never added up here. Each line's role (`data-money-role`: summand, subtrahend, subtotal, total, note) is
 * the gateway's, so a test can check on the page that the summands less the subtrahends make the total, which is
 * emphasised. `labels` gives a screen its own wording for a kind (the booking page's 'TOTAL'); `extra` adds text
 * after a line's label (e.g. a status). No lines (or null: an agent-only block read by anyone else), nothing shown.
 */
export function MoneyLines({
  lines,
  labels,
  extra,
  label,
  className,
}: {
  lines: readonly MoneyLine[] | null;
  labels?: Partial<Record<MoneyLineKind, string>>;
  extra?: (line: MoneyLine, index: number) => ReactNode;
  /** Accessible name of the block (e.g. 'Trip summary'), when the page has several. */
  label?: string;
  className?: string;
}) {
  if (!lines?.length) return null;
  return (
    <dl
      className={[styles.lines, className].filter(Boolean).join(' ')}
      aria-label={label}
      data-money-lines=""
    >
      {lines.map((line, index) => (
        <div
          key={`${line.kind}-${line.label}-${index}`}
          className={
            line.role === 'TOTAL' ? styles.total : line.role === 'SUBTOTAL' ? styles.subtotal : undefined
          }
          data-money-role={line.role.toLowerCase()}
        >
          <dt>
            {labels?.[line.kind] ?? line.label}
            {extra?.(line, index)}
          </dt>
          <dd data-money-amount="">{formatMoney(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
