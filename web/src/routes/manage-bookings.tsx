import { gql } from '@apollo/client';
import { useApolloClient, useReadQuery } from '@apollo/client/react';
import { LABELS } from '@tourdesk/domain/messages';
import { Suspense, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { BookingSortField } from '@tourdesk/domain/booking-search';
import { BookingDetailsPageDocument, ManageBookingsPageDocument } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import {
  bookingsFilterOf,
  bookingsQueryFrom,
  bookingsQueryParams,
  nextSort,
  sortDescription,
  type BookingsQuery,
} from '@/features/bookings/api/bookings-query';
import { openBooking } from '@/features/bookings/api/opened-booking';
import { BookingFilters } from '@/features/bookings/components/booking-filters';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import { ExportBookings } from '@/features/bookings/components/export-bookings';
import { Pagination } from '@/features/bookings/components/pagination';
import { paths } from '@tourdesk/domain/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { LoadingState } from '@/ui/loading-state';
import styles from './manage-bookings.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    query ManageBookingsPage(
      $filter: AgentBookingFilter
      $sort: AgentBookingSort
      $page: Int!
      $pageSize: Int!
    ) {
      agentBookings(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
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

/**
 * Rows per page of the table (the provider's search pages hold up to 1000, seed 000 §9): 25, of which 11 are
 * in view at 1280×720.
 */
const PAGE_SIZE = 25;

/** Preloads the page of bookings the address asks for (search, filters, order, page), always fresh. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const query = bookingsQueryFrom(new URL(request.url).searchParams);
  return {
    queryRef: routeQuery(context, ManageBookingsPageDocument, {
      variables: { filter: bookingsFilterOf(query), sort: query.sort, page: query.page, pageSize: PAGE_SIZE },
      fetchPolicy: 'network-only',
    }),
  };
}

function Bookings({ queryRef, query }: ReturnType<typeof loader> & { query: BookingsQuery }) {
  const { data } = useReadQuery(queryRef);
  const client = useApolloClient();
  const navigate = useNavigate();
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

  const hrefOf = (target: number) =>
    paths.manageBookings.getHref(bookingsQueryParams({ ...query, page: target }));
  const sortHref = (field: BookingSortField) =>
    paths.manageBookings.getHref(
      bookingsQueryParams({ ...query, sort: nextSort(query.sort, field), page: 1 }),
    );

  return (
    <>
      {failure && <Alert>{UNEXPECTED_ERROR_TEXT}</Alert>}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {totalCount === 1 ? '1 booking' : `${totalCount} bookings`}
          <span className={styles.order}>
            {sortDescription(query.sort)}
            {query.sort && (
              <>
                {' · '}
                <Link
                  to={paths.manageBookings.getHref(bookingsQueryParams({ ...query, sort: null, page: 1 }))}
                >
                  {UI_TEXTS.upcomingDeparturesFirst}
                </Link>
              </>
            )}
          </span>
        </p>
        {totalCount > 0 && <ExportBookings filter={bookingsFilterOf(query)} sort={query.sort} />}
      </div>
      {rows.length > 0 && (
        <BookingsTable
          rows={rows.map((row) => ({ groupBookingId: row.groupBookingId, row }))}
          opening={opening}
          onOpen={(id) => void onOpen(id)}
          sort={query.sort}
          sortHref={sortHref}
        />
      )}
      <Pagination page={page} pageCount={Math.ceil(totalCount / pageSize)} hrefOf={hrefOf} />
    </>
  );
}

/**
 * /manage_bookings (seed 000 §2 Manage Bookings) for agents' daily work: search and filters (status, departure
 * range, departing within N days, balance due), the table with 'Loading Bookings', sortable columns, the money
 * columns and pages, and the CSV export of the whole filtered list. Everything is in the address, so
 * reload, shared links and Back (from a booking opened here) show the same rows.
 */
export function Component() {
  usePageTitle('Manage Bookings');
  const { queryRef } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = bookingsQueryFrom(params);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{LABELS.manageBookings}</h1>
      <BookingFilters
        filters={query}
        onApply={(filters) =>
          void navigate(paths.manageBookings.getHref(bookingsQueryParams({ ...query, ...filters, page: 1 })))
        }
      />
      {/* A boundary per address: a new search, order or page says 'Loading Bookings' until its rows arrive,
          instead of leaving the previous rows (and their page links) on screen under the new address. */}
      <Suspense key={params.toString()} fallback={<LoadingState text={LABELS.loadingBookings} />}>
        <Bookings queryRef={queryRef} query={query} />
      </Suspense>
    </div>
  );
}
