import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { BookingSortField } from '@tourdesk/domain/booking-search';
import { formatDate } from '@tourdesk/domain/dates';
import { formatMoneyAmount, type Money } from '@tourdesk/domain/money';
import { Link } from 'react-router';
import { BookingRow_RowFragmentDoc, type BookingRow_RowFragment } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { bookingStatusText } from '@tourdesk/domain/booking';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '@/ui/icons';
import { UI_TEXTS } from '@/texts';
import { BOOKING_COLUMNS, sortDescription, type BookingsSort } from '../api/bookings-query';
import styles from './bookings-table.module.css';

if (false) {
  gql`
    fragment BookingRow_row on AgentBookingRow {
      groupBookingId
      departureDate
      agentReference
      leadGuest
      bookingDate
      consultant
      status
      total {
        amountMinor
        currency
      }
      balance {
        amountMinor
        currency
      }
      balanceDueDate
    }
  `;
}

/** The money columns after the sortable ones. */
const MONEY_COLUMNS = ['TOTAL', 'BALANCE', 'DUE DATE'] as const;

/** A date as dd/mm/yyyy (seed 000 §5 date helpers), or an empty cell. */
function dateCell(value: string | null): string {
  return value ? formatDate(value, 'dd/mm/yyyy') : '';
}

/**
 * An amount with its currency's code before it, as en-GB prints it ('GBP 61.00', a no-break space between): the code
 * set smaller so the money columns fit a desktop row; one element, so a phone's card keeps it on one line.
 */
function CodedAmount({ money }: { money: Money }) {
  return (
    <span className={styles.amount}>
      <span className={styles.currencyCode}>{money.currency}</span>
      {'\u00a0'}
      {formatMoneyAmount(money)}
    </span>
  );
}

function BookingRow({
  row,
  opening,
  onOpen,
}: {
  row: FragmentType<BookingRow_RowFragment>;
  opening: string | null;
  onOpen: (groupBookingId: string) => void;
}) {
  const { data, complete } = useFragment({
    fragment: BookingRow_RowFragmentDoc,
    fragmentName: 'BookingRow_row',
    from: row,
  });
  if (!complete) return null;
  return (
    <tr>
      <td data-label="DEPARTURE DATE">{dateCell(data.departureDate)}</td>
      <td data-label="BOOKING ID">{data.groupBookingId}</td>
      <td data-label="AGENT REFERENCE">{data.agentReference}</td>
      <td data-label="LEAD GUEST">{data.leadGuest}</td>
      <td data-label="BOOKING DATE">{dateCell(data.bookingDate)}</td>
      <td data-label="CONSULTANT">{data.consultant}</td>
      <td data-label="STATUS">
        <span className={data.status === 'CANCELLED' ? styles.cancelled : undefined}>
          {bookingStatusText(data.status)}
        </span>
      </td>
      <td data-label="TOTAL" className={styles.money}>
        <CodedAmount money={data.total} />
      </td>
      <td data-label="BALANCE" className={styles.money}>
        <span className={data.balance.amountMinor > 0 ? styles.due : undefined}>
          <CodedAmount money={data.balance} />
        </span>
      </td>
      <td data-label="DUE DATE">{dateCell(data.balanceDueDate)}</td>
      <td className={styles.action}>
        <Button
          size="small"
          variant="secondary"
          pending={opening === data.groupBookingId}
          disabled={opening !== null && opening !== data.groupBookingId}
          aria-label={`Open booking ${data.groupBookingId}`}
          onClick={() => onOpen(data.groupBookingId)}
        >
          {UI_TEXTS.open}
        </Button>
      </td>
    </tr>
  );
}

/**
 * The Manage Bookings table (seed 000 §2): DEPARTURE DATE, BOOKING ID, AGENT REFERENCE, LEAD GUEST, BOOKING DATE,
 * CONSULTANT, STATUS (as text), then the booking's money in its currency, each amount with its currency code
 * ('GBP 61.00': the provider's search gives each booking's figures in the currency it was sold in, and the spec
 * gives no conversion to the agency's, so bookings sold in another of its currencies are told apart) (TOTAL,
 * BALANCE, and the balance's DUE DATE; not sortable: the provider's search orders by none of them) and an open action whose button shows a spinner while that booking loads
 * (`opening`). Each heading is a link to the same rows ordered by its column (`sortHref`), with `aria-sort` on the
 * sorted one; compact rows on desktop, one card per booking on phones.
 */
export function BookingsTable({
  rows,
  opening,
  onOpen,
  sort,
  sortHref,
}: {
  rows: readonly { groupBookingId: string; row: FragmentType<BookingRow_RowFragment> }[];
  opening: string | null;
  onOpen: (groupBookingId: string) => void;
  sort: BookingsSort | null;
  sortHref: (field: BookingSortField) => string;
}) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          {UI_TEXTS.yourAgencySBookings} {sortDescription(sort)}
          {UI_TEXTS.columnHeadingsSortTheTable}
        </caption>
        <thead>
          <tr>
            {BOOKING_COLUMNS.map(({ field, label }) => {
              const sorted = sort?.field === field ? sort.direction : null;
              const SortStateIcon =
                sorted === 'ASC' ? ArrowUpIcon : sorted === 'DESC' ? ArrowDownIcon : SortIcon;
              return (
                <th
                  key={field}
                  scope="col"
                  aria-sort={sorted === 'ASC' ? 'ascending' : sorted === 'DESC' ? 'descending' : undefined}
                >
                  <Link className={styles.sortLink} to={sortHref(field)}>
                    {label}
                    <SortStateIcon className={sorted ? styles.sortedIcon : styles.sortIcon} />
                  </Link>
                </th>
              );
            })}
            {MONEY_COLUMNS.map((label) => (
              <th key={label} scope="col" className={styles.plainHeading}>
                {label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{UI_TEXTS.open}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ groupBookingId, row }) => (
            <BookingRow key={groupBookingId} row={row} opening={opening} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
