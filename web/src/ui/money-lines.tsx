import { gql } from '@apollo/client';
import { formatMoney } from '@tourdesk/domain/money';
import { moneyLineLabel, type MoneyLine, type MoneyLineKind } from '@tourdesk/domain/totals';
import type { ReactNode } from 'react';
import styles from './money-lines.module.css';

// The figures the money blocks read, as fragments for the components that draw them (spread with `@unmask`): a
// quote's price lines, a booking's totals (price, agents' and balance lines), a booked trip's breakdown. Quotes,
// totals and card charges have no cache identity, so no component could read them back with useFragment; the
// component spreading them passes the figures on (domain/totals builds the lines from them).
if (false) {
  gql`
    fragment MoneyLines_quote on Quote {
      tripPrice {
        amountMinor
        currency
      }
      discount {
        amountMinor
        currency
      }
      discountPercentage
      subtotal {
        amountMinor
        currency
      }
      addOnsTotal {
        amountMinor
        currency
      }
      addOnCount
      total {
        amountMinor
        currency
      }
    }

    fragment MoneyLines_bookingTotals on BookingTotals {
      tripPrice {
        amountMinor
        currency
      }
      discount {
        amountMinor
        currency
      }
      discountPercentage
      subtotal {
        amountMinor
        currency
      }
      addOnsTotal {
        amountMinor
        currency
      }
      addOnCount
      cancellationFees {
        amountMinor
        currency
      }
      total {
        amountMinor
        currency
      }
      nett {
        amountMinor
        currency
      }
      commission {
        amountMinor
        currency
      }
      paid {
        amountMinor
        currency
      }
      paidCardFees {
        amountMinor
        currency
      }
      paidIncludingFees {
        amountMinor
        currency
      }
      balance {
        amountMinor
        currency
      }
      balanceDueDate
    }

    fragment MoneyLines_bookedTrip on BookedTrip {
      bookingIdentifier
      tourName
      departureDate
      passengers {
        tripPassengerId
        status
        guest {
          passengerId
          firstName
          familyName
        }
        price {
          amountMinor
          currency
        }
        cancellationFee {
          amountMinor
          currency
        }
      }
      discount {
        amountMinor
        currency
      }
      discountPercentage
      total {
        amountMinor
        currency
      }
    }
  `;
}

/**
 * How a money line takes part in its block: `summand` lines add up to the block's `total` (its last line), less
 * the `subtrahend` lines (an amount shown positive and taken away, e.g. Paid before the Balance); a `subtotal` is
 * shown between them without being added again; a `note` stands on its own (e.g. NETT). Rendered as
 * `data-money-role`, so a test can check on the page that the summands less the subtrahends make the total.
 */
export type MoneyRole = 'summand' | 'subtrahend' | 'subtotal' | 'total' | 'note';

/**
 * The role of each line of a domain block: its last line is the total, the others summands or a subtotal; a
 * block with no summand (agents' Nett and Commission) is notes only.
 */
function roleOf(lines: readonly MoneyLine[], index: number): MoneyRole {
  const line = lines[index]!;
  if (!lines.some((l) => l.summand)) return 'note';
  if (index === lines.length - 1) return line.summand ? 'note' : 'total';
  if (!line.summand) return 'subtotal';
  return line.subtracted ? 'subtrahend' : 'summand';
}

/**
 * One block of money lines (issue 'Money that adds up'): a label and an amount per line, formatted from integer
 * minor units with Intl (domain `formatMoney`), never added up here: the lines come from the domain's rules
 * (`priceLines`, `balanceLines`, `cardChargeLines`, `paidLines`, `tripBreakdownLines`, `bookingTripsLines`), whose
 * summands add up to the block's last line, which is emphasised. `labels` gives a screen its own wording for a
 * kind (the booking page's 'TOTAL'); `extra` adds text after a line's label (e.g. a status). No lines, nothing shown.
 */
export function MoneyLines({
  lines,
  labels,
  extra,
  label,
  className,
}: {
  lines: readonly MoneyLine[];
  labels?: Partial<Record<MoneyLineKind, string>>;
  extra?: (line: MoneyLine, index: number) => ReactNode;
  /** Accessible name of the block (e.g. 'Trip summary'), when the page has several. */
  label?: string;
  className?: string;
}) {
  if (lines.length === 0) return null;
  return (
    <dl
      className={[styles.lines, className].filter(Boolean).join(' ')}
      aria-label={label}
      data-money-lines=""
    >
      {lines.map((line, index) => {
        const role = roleOf(lines, index);
        return (
          <div
            key={`${line.kind}-${line.label ?? ''}-${index}`}
            className={role === 'total' ? styles.total : role === 'subtotal' ? styles.subtotal : undefined}
            data-money-role={role}
          >
            <dt>
              {moneyLineLabel(line, labels)}
              {extra?.(line, index)}
            </dt>
            <dd data-money-amount="">{formatMoney(line.amount)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
