import { gql } from '@apollo/client';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { contactUsMessage, LABELS, MESSAGES } from '@tourdesk/domain/messages';
import { paymentFailureReasonText } from '@tourdesk/domain/payment';
import { Suspense } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { FailedPaymentPageDocument, type FailedPaymentPageQuery } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { useSiteConfig } from '@/config/site-config';
import { readCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { TripSummary } from '@/features/confirmation/components/trip-summary';
import { paymentLinkTokenFor } from '@/features/payment/api/payment-link';
import { paths } from '@tourdesk/domain/paths';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { LoadingState } from '@/ui/loading-state';
import styles from './payment-pages.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';

if (false) {
  gql`
    query FailedPaymentPage($groupBookingId: ID!, $paymentLinkToken: String) {
      booking(groupBookingId: $groupBookingId, paymentLinkToken: $paymentLinkToken) {
        groupBookingId
        paymentAttempts {
          used
          max
          canRetry
        }
        ...TripSummary_booking
      }
    }
  `;
}

/** The booking whose payment failed (the one at checkout), fetched afresh for its attempts count. */
export function loader({ context }: LoaderFunctionArgs) {
  const groupBookingId = readCheckoutBooking()?.groupBookingId ?? null;
  if (!groupBookingId || !hasBookingReference(groupBookingId)) return { queryRef: null };
  const paymentLinkToken = paymentLinkTokenFor(groupBookingId);
  return {
    queryRef: routeQuery(context, FailedPaymentPageDocument, {
      variables: { groupBookingId, paymentLinkToken },
      fetchPolicy: 'network-only',
    }),
    paymentLinkToken,
  };
}

/** 'Retry Payment' while the attempts allow, else the disabled 'Max Attempts Reached…' (seed 001 §4, §9). */
function RetryAndSummary({
  queryRef,
  paymentLinkToken,
}: {
  queryRef: QueryRef<FailedPaymentPageQuery>;
  paymentLinkToken: string | null;
}) {
  const { data } = useReadQuery(queryRef);
  const booking = data.booking;
  if (!booking) return null;
  return (
    <div className={styles.layout}>
      <div className={styles.actions}>
        {booking.paymentAttempts.canRetry ? (
          <LinkButton
            to={paths.creditCard.getHref({
              groupBookingId: booking.groupBookingId,
              paylink: paymentLinkToken,
            })}
          >
            {LABELS.retryPayment}
          </LinkButton>
        ) : (
          <Button className={styles.retryDisabled} disabled>
            {MESSAGES.maxAttemptsReached}
          </Button>
        )}
      </div>
      <TripSummary booking={booking} payHref={null} />
    </div>
  );
}

/**
 * The failed payment page (/failed_payment?reason=…, seed 001 §2 Failed payment, §4, §8): 'There was a problem
 * with your payment', 'Unable to complete transaction', the reason's text, Retry Payment or Max Attempts Reached,
 * the contact line and the trip summary.
 */
export function Component() {
  usePageTitle(LABELS.paymentProblem);
  const { queryRef, paymentLinkToken } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const { email } = useSiteConfig();
  return (
    <div className={styles.page}>
      <section className={[styles.hero, styles.problemHero].join(' ')} aria-labelledby="failed-title">
        <h1 id="failed-title">{LABELS.paymentProblem}</h1>
        <p>{LABELS.unableToCompleteTransaction}</p>
      </section>
      <p className={styles.notice}>{paymentFailureReasonText(searchParams.get('reason'))}</p>
      <p>
        {contactUsMessage('')}
        <a href={`mailto:${email}`}>{email}</a>
      </p>
      {queryRef && (
        <Suspense fallback={<LoadingState text="Loading your booking" />}>
          <RetryAndSummary queryRef={queryRef} paymentLinkToken={paymentLinkToken ?? null} />
        </Suspense>
      )}
    </div>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <LoadingState text="Loading your booking" />;
}
