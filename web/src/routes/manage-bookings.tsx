import { gql } from '@apollo/client';
import { useApolloClient, useReadQuery } from '@apollo/client/react';
import { LABELS } from '@tourdesk/domain/messages';
import { Suspense, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BookingDetailsPageDocument, ManageBookingsPageDocument } from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { openBooking } from '@/features/bookings/api/opened-booking';
import { BookingSearch } from '@/features/bookings/components/booking-search';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import { Pagination } from '@/features/bookings/components/pagination';
import { paths } from '@/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { LoadingState } from '@/ui/loading-state';
import styles from './manage-bookings.module.css';

if (false) {
  gql`
    query ManageBookingsPage($filter: AgentBookingFilter, $page: Int!, $pageSize: Int!) {
      agentBookings(filter: $filter, page: $page, pageSize: $pageSize) {
        page
        pageSize
        totalCount
        rows {
          groupBookingId
          ...BookingRow_row
        }
      }
    }
  `;
}

/** Rows per page of the table (the provider's search pages hold up to 1000, seed 000 §9; people read 25). */
const PAGE_SIZE = 25;
const TEXT_PARAM = 'q';
const PAGE_PARAM = 'page';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Preloads the page of bookings the address asks for (`q` search text, `page`), always fresh. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const text = params.get(TEXT_PARAM)?.trim() ?? '';
  return {
    queryRef: context.get(apolloContext).preloadQuery(ManageBookingsPageDocument, {
      variables: { filter: text ? { text } : null, page: pageFrom(params), pageSize: PAGE_SIZE },
      fetchPolicy: 'network-only',
    }),
  };
}

function Bookings({ queryRef }: ReturnType<typeof loader>) {
  const { data } = useReadQuery(queryRef);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const { rows, page, pageSize, totalCount } = data.agentBookings;

  // Loads the booking (the details page then reads it from the cache), remembers it, and goes to the details.
  const onOpen = async (groupBookingId: string) => {
    setOpening(groupBookingId);
    setFailure(false);
    const result = await client
      .query({
        query: BookingDetailsPageDocument,
        variables: { groupBookingId },
        fetchPolicy: 'network-only',
      })
      .catch(() => null);
    setOpening(null);
    if (!result?.data?.booking) {
      setFailure(true);
      return;
    }
    openBooking(groupBookingId);
    await navigate(paths.bookingDetails.getHref());
  };

  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    next.set(PAGE_PARAM, String(target));
    return `${paths.manageBookings.getHref()}?${next.toString()}`;
  };

  return (
    <>
      {failure && <Alert>{UNEXPECTED_ERROR_TEXT}</Alert>}
      <p className={styles.count} aria-live="polite">
        {totalCount === 1 ? '1 booking' : `${totalCount} bookings`}
      </p>
      {rows.length > 0 && (
        <BookingsTable
          rows={rows.map((row) => ({ groupBookingId: row.groupBookingId, row }))}
          opening={opening}
          onOpen={(id) => void onOpen(id)}
        />
      )}
      <Pagination page={page} pageCount={Math.ceil(totalCount / pageSize)} hrefOf={hrefOf} />
    </>
  );
}

/** /manage_bookings (seed 000 §2 Manage Bookings): search, the table with 'Loading Bookings', pages. */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const text = params.get(TEXT_PARAM) ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Manage Bookings</h1>
      <BookingSearch text={text} onSearch={(next) => setParams(next ? { [TEXT_PARAM]: next } : {})} />
      <Suspense fallback={<LoadingState text={LABELS.loadingBookings} />}>
        <Bookings queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
