import { gql } from '@apollo/client';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BookingPageDocument, type BookingPageQuery } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { BookingLinkRefused } from '@/features/booking-page/components/booking-link-refused';
import { BookingNotesAndDocuments } from '@/features/booking-page/components/booking-notes-and-documents';
import { BookingPageDetails } from '@/features/booking-page/components/booking-page-details';
import { BookingRefund } from '@/features/booking-page/components/booking-refund';
import { CancellationQuote } from '@/features/bookings/components/cancellation-quote';
import { GuestDetails } from '@/features/booking-page/components/guest-details';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { BOOKING_LINK_PARAM, paths } from '@tourdesk/domain/paths';
import { LoadingState } from '@/ui/loading-state';
import styles from './payment-pages.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    query BookingPage($groupBookingId: ID!, $bookingLinkToken: String) {
      bookingLinkState(groupBookingId: $groupBookingId, token: $bookingLinkToken)
      booking(groupBookingId: $groupBookingId, bookingLinkToken: $bookingLinkToken) {
        groupBookingId
        ...BookingPageDetails_booking
        ...BookingRefund_booking
        ...GuestDetails_booking
        ...BookingNotesAndDocuments_booking
      }
    }
  `;
}

/**
 * Preloads the booking of the address, opened with the booking link's token (`key`) when the address has one
 * (any browser: the link admits its session to the booking); a missing or zero id is the 404 view (seed 001 §5).
 */
export function loader({ context, params, request }: LoaderFunctionArgs) {
  const groupBookingId = params.groupBookingId ?? null;
  if (!groupBookingId || !hasBookingReference(groupBookingId)) return { queryRef: null };
  const bookingLinkToken = new URL(request.url).searchParams.get(BOOKING_LINK_PARAM);
  return {
    queryRef: routeQuery(context, BookingPageDocument, {
      variables: { groupBookingId, bookingLinkToken },
      fetchPolicy: 'network-only',
    }),
  };
}

function BookingPageContent({ queryRef }: { queryRef: QueryRef<BookingPageQuery> }) {
  const { data } = useReadQuery(queryRef);
  const booking = data.booking;
  const linkState = data.bookingLinkState;
  const refused = !booking && (linkState === 'EXPIRED' || linkState === 'INVALID');
  usePageTitle(
    refused
      ? linkState === 'EXPIRED'
        ? 'Booking link expired'
        : 'Booking link not valid'
      : 'Booking Details',
  );
  if (refused) return <BookingLinkRefused state={linkState} />;
  if (!booking) return <NotFoundHero />;
  return (
    <>
      <h1 className={styles.title}>
        {UI_TEXTS.booking}
        {booking.groupBookingId}
      </h1>
      <div className={[styles.column, styles.narrow].join(' ')}>
        <BookingPageDetails
          booking={booking}
          paymentHref={paths.creditCard.getHref({ groupBookingId: booking.groupBookingId })}
          cancellationQuote={(tripPassengerIds, actions) => (
            <CancellationQuote groupBookingId={booking.groupBookingId} tripPassengerIds={tripPassengerIds}>
              {actions}
            </CancellationQuote>
          )}
        />
        <BookingRefund booking={booking} />
        <GuestDetails booking={booking} />
        <BookingNotesAndDocuments booking={booking} />
      </div>
    </>
  );
}

/** Sets the document title while the page has no content of its own to title (loading, no booking id). */
function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/**
 * The booking page (/booking/{group_booking_id}, or its booking link /booking/{id}?key={token}; seed 001 §2 Booking
 * page): booking details with totals, payment and cancellation, guest details, booking notes and documentation;
 * an expired or altered booking link says so instead, titled
 * 'Booking link expired' or 'Booking link not valid' (with the site's name).
 */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  if (!queryRef) {
    return (
      <>
        <PageTitle title="Booking Details" />
        <NotFoundHero />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <Suspense
        fallback={
          <>
            <PageTitle title="Booking Details" />
            <LoadingState text="Loading your booking" />
          </>
        }
      >
        <BookingPageContent queryRef={queryRef} />
      </Suspense>
    </div>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <LoadingState text="Loading your booking" />;
}
