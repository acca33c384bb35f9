import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { BookingRow_RowFragmentDoc, type BookingRow_RowFragment } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { bookingStatusText } from '@tourdesk/domain/booking';
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
    }
  `;
}

/** A date as dd/mm/yyyy (seed 000 §5 date helpers), or an empty cell. */
function dateCell(value: string | null): string {
  return value ? formatDate(value, 'dd/mm/yyyy') : '';
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
      <td data-label="STATUS">{bookingStatusText(data.status)}</td>
      <td>
        <Button
          size="small"
          variant="secondary"
          pending={opening === data.groupBookingId}
          disabled={opening !== null && opening !== data.groupBookingId}
          aria-label={`Open booking ${data.groupBookingId}`}
          onClick={() => onOpen(data.groupBookingId)}
        >
          Open
        </Button>
      </td>
    </tr>
  );
}

/**
 * The Manage Bookings table (seed 000 §2): DEPARTURE DATE, BOOKING ID, AGENT REFERENCE, LEAD GUEST, BOOKING DATE,
 * CONSULTANT, STATUS and an open action whose button shows a spinner while that booking loads (`opening`).
 */
export function BookingsTable({
  rows,
  opening,
  onOpen,
}: {
  rows: readonly { groupBookingId: string; row: FragmentType<BookingRow_RowFragment> }[];
  opening: string | null;
  onOpen: (groupBookingId: string) => void;
}) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">Your agency&apos;s bookings</caption>
        <thead>
          <tr>
            <th scope="col">DEPARTURE DATE</th>
            <th scope="col">BOOKING ID</th>
            <th scope="col">AGENT REFERENCE</th>
            <th scope="col">LEAD GUEST</th>
            <th scope="col">BOOKING DATE</th>
            <th scope="col">CONSULTANT</th>
            <th scope="col">STATUS</th>
            <th scope="col">
              <span className="visually-hidden">Open</span>
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
