import { gql } from '@apollo/client';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { hasBookingReference, toursQueryParam } from '@tourdesk/domain/booking';
import { bookingReferenceText, LABELS } from '@tourdesk/domain/messages';
import { toDecimalString } from '@tourdesk/domain/money';
import { Suspense, useEffect, useRef } from 'react';
import {
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { ConfirmationPageDocument, type ConfirmationPageQuery } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { useSiteConfig } from '@/config/site-config';
import { readCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { BookedItinerary } from '@/features/confirmation/components/booked-itinerary';
import { MailingListSignup } from '@/features/confirmation/components/mailing-list-signup';
import { ManageBookingLink } from '@/features/confirmation/components/manage-booking-link';
import { PrintDocuments } from '@/features/confirmation/components/print-documents';
import { TripSummary } from '@/features/confirmation/components/trip-summary';
import { BrandContact } from '@/features/layout/components/brand-contact';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { paymentLinkTokenFor } from '@/features/payment/api/payment-link';
import { useAnalytics } from '@/lib/analytics';
import { confirmationFrameMessage } from '@/lib/payment-frame-message';
import { paths } from '@tourdesk/domain/paths';
import { LoadingState } from '@/ui/loading-state';
import styles from './payment-pages.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    query ConfirmationPage($groupBookingId: ID!, $paymentLinkToken: String) {
      booking(groupBookingId: $groupBookingId, paymentLinkToken: $paymentLinkToken) {
        groupBookingId
        currency
        paymentDue
        totals {
          total {
            amountMinor
            currency
          }
        }
        trips {
          bookingIdentifier
          tourName
          promoCode
          tour {
            tourId
            brand
            duration {
              category
            }
          }
          total {
            amountMinor
            currency
          }
        }
        ...TripSummary_booking
        ...BookedItinerary_booking
        ...PrintDocuments_booking
        ...ManageBookingLink_booking
      }
    }
  `;
}

/** The booking at checkout (or paid by link), reloaded on open (seed 001 §4 Payment); none → the 404 view. */
export function loader({ context }: LoaderFunctionArgs) {
  const groupBookingId = readCheckoutBooking()?.groupBookingId ?? null;
  if (!groupBookingId || !hasBookingReference(groupBookingId)) return { queryRef: null };
  const paymentLinkToken = paymentLinkTokenFor(groupBookingId);
  return {
    queryRef: routeQuery(context, ConfirmationPageDocument, {
      variables: { groupBookingId, paymentLinkToken },
      fetchPolicy: 'network-only',
    }),
    paymentLinkToken,
  };
}

/** Adding the 'tours' parameter to the address is not a new visit: the page keeps its data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

type ConfirmedBooking = NonNullable<ConfirmationPageQuery['booking']>;

/**
 * The purchase event (seed 001 §7), in the GA4 shape the spec's fields follow: one item per trip at its total, so
 * the items add up to the event's value (the booking total); decimals from minor units, exactly.
 */
function purchaseEvent(booking: ConfirmedBooking) {
  const toNumber = (amount: { amountMinor: number; currency: string }) => Number(toDecimalString(amount));
  return {
    event: 'purchase' as const,
    transaction_id: booking.groupBookingId,
    currency: booking.currency,
    value: toNumber(booking.totals.total),
    coupon: booking.trips.find((trip) => trip.promoCode)?.promoCode ?? '',
    items: booking.trips.map((trip, index) => ({
      item_id: trip.tour?.tourId ?? trip.bookingIdentifier,
      item_name: trip.tourName,
      affiliation: 'tourdesk',
      coupon: trip.promoCode ?? '',
      index,
      item_brand: trip.tour?.brand ?? '',
      item_category: trip.tour?.duration.category ?? '',
      price: toNumber(trip.total),
      quantity: 1,
    })),
  };
}

function Confirmation({
  queryRef,
  paymentLinkToken,
}: {
  queryRef: QueryRef<ConfirmationPageQuery>;
  paymentLinkToken: string | null;
}) {
  const { data } = useReadQuery(queryRef);
  const { mode, winterTourCodes, agentSiteOrigin } = useSiteConfig();
  const analytics = useAnalytics();
  const [searchParams, setSearchParams] = useSearchParams();
  const tracked = useRef(false);
  const booking = data.booking;
  const isAgent = mode === 'agent';

  const tours = booking
    ? toursQueryParam(
        booking.trips.flatMap((trip) => (trip.tour ? [trip.tour.tourId] : [])),
        winterTourCodes,
      )
    : null;
  useEffect(() => {
    if (tours === null || searchParams.get('tours') === tours) return;
    setSearchParams(
      (current) => {
        current.set('tours', tours);
        return current;
      },
      { replace: true },
    );
  }, [tours, searchParams, setSearchParams]);

  useEffect(() => {
    if (!booking || tracked.current) return;
    tracked.current = true;
    analytics.track(purchaseEvent(booking));
    // Inside a frame: tell the parent (the agent portal only) so it can redirect (seed 001 §4 Payment).
    if (window.parent !== window) {
      window.parent.postMessage(confirmationFrameMessage(booking.groupBookingId), agentSiteOrigin);
    }
  }, [booking, analytics, agentSiteOrigin]);

  if (!booking) return <NotFoundHero />;
  const payHref = paths.creditCard.getHref({
    groupBookingId: booking.groupBookingId,
    paylink: paymentLinkToken,
  });
  return (
    <>
      <section className={styles.hero} aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{LABELS.bookingConfirmed}</h1>
        <p>{bookingReferenceText(booking.groupBookingId)}</p>
      </section>
      {!isAgent && !booking.paymentDue && <BrandContact />}
      {booking.paymentDue && (
        <p className={styles.notice} role="status">
          {UI_TEXTS.yourPaymentWasUnsuccessfulWasCancelled}
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="itinerary-title">
            <h2 id="itinerary-title">{LABELS.bookedItinerary}</h2>
            <BookedItinerary booking={booking} />
          </section>
          <ManageBookingLink booking={booking} />
          {isAgent ? <PrintDocuments booking={booking} /> : <MailingListSignup />}
        </div>
        <TripSummary booking={booking} payHref={payHref} showPaidToday />
      </div>
    </>
  );
}

/**
 * The confirmation (/confirmation, seed 001 §2 Confirmation, §4 Payment): 'Booking confirmed' with the reference,
 * the brand's contact line or the outstanding-balance notice, the booked itinerary, 'Print Documents' (agents) or
 * the mailing-list sign-up (consumers) and the trip summary; the purchase event once per page, the 'tours'
 * parameter, and the message to an agent-portal parent frame.
 */
export function Component() {
  usePageTitle(LABELS.bookingConfirmed);
  const { queryRef, paymentLinkToken } = useLoaderData<typeof loader>();
  if (!queryRef) return <NotFoundHero />;
  return (
    <div className={styles.page}>
      <Suspense fallback={<LoadingState text="Loading your booking" />}>
        <Confirmation queryRef={queryRef} paymentLinkToken={paymentLinkToken ?? null} />
      </Suspense>
    </div>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <LoadingState text="Loading your booking" />;
}
