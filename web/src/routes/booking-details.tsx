import { gql } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { Suspense } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { BookingDetailsPageDocument } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { openedBookingId } from '@/features/bookings/api/opened-booking';
import { MESSAGES } from '@tourdesk/domain/messages';
import { BookingAmendment } from '@/features/bookings/components/booking-amendment';
import { BookingCancellation } from '@/features/bookings/components/booking-cancellation';
import { PrintDocuments } from '@/features/confirmation/components/print-documents';
import { BookingSummary } from '@/features/bookings/components/booking-summary';
import { BookingTotals } from '@/features/bookings/components/booking-totals';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { paths } from '@tourdesk/domain/paths';
import { LoadingState } from '@/ui/loading-state';
import styles from './booking-details.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';

if (false) {
  gql`
    query BookingDetailsPage($groupBookingId: ID!) {
      booking(groupBookingId: $groupBookingId) {
        groupBookingId
        ...BookingSummary_booking
        ...BookingCancellation_booking
        ...BookingTotals_booking
        ...BookingAmendment_booking
        ...PrintDocuments_booking
      }
    }
  `;
}

/**
 * Preloads the booking opened from Manage Bookings (its id in session storage). Without one, nothing to load:
 * the page shows the 404 view (seed 001 §2, §5: a booking page needs a non-zero group_booking_id).
 */
export function loader({ context }: LoaderFunctionArgs) {
  const groupBookingId = openedBookingId();
  return {
    queryRef: hasBookingReference(groupBookingId)
      ? routeQuery(context, BookingDetailsPageDocument, {
          variables: { groupBookingId: groupBookingId ?? '' },
        })
      : null,
  };
}

function Details({ queryRef }: { queryRef: NonNullable<ReturnType<typeof loader>['queryRef']> }) {
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  usePageTitle(data.booking ? 'Booking Details' : MESSAGES.pageNotFound);
  if (!data.booking) return <NotFoundHero />;
  return (
    <div className={styles.page}>
      <BookingSummary booking={data.booking} />
      <BookingCancellation
        booking={data.booking}
        onAllCancelled={() => navigate(paths.manageBookings.getHref())}
      />
      <BookingTotals booking={data.booking} />
      <BookingAmendment booking={data.booking} />
      <PrintDocuments booking={data.booking} />
    </div>
  );
}

/** The 404 view under the 404 title: no booking opened, or one the agent may not see. */
function NoBooking() {
  usePageTitle(MESSAGES.pageNotFound);
  return <NotFoundHero />;
}

/**
 * /search/details (seed 000 §2 Booking detail): the opened booking, its trips, cancellation and totals, its guests
 * and notes to amend, and its documents to open or e-mail. A booking the agent may not see is the 404 view with
 * the 404 title.
 */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  if (!queryRef) return <NoBooking />;
  return (
    <Suspense fallback={<LoadingState text="Loading" />}>
      <Details queryRef={queryRef} />
    </Suspense>
  );
}
