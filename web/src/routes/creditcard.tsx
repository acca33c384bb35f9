import { gql } from '@apollo/client';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { offersPaymentMethodChoice } from '@tourdesk/domain/payment';
import { Suspense, useCallback } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { CreditCardPageDocument, type CreditCardPageQuery } from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { readCheckoutBooking, storeCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { HoldNotice } from '@/features/checkout/components/hold-notice';
import { BookingStageHeader } from '@/features/layout/components/booking-stage-header';
import { BrandContact } from '@/features/layout/components/brand-contact';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { paymentLinkTokenFor, storePaymentLink } from '@/features/payment/api/payment-link';
import { AgentPayment } from '@/features/payment/components/agent-payment';
import { CardPayment } from '@/features/payment/components/card-payment';
import { ConsumerNotices } from '@/features/payment/components/consumer-notices';
import { paths } from '@tourdesk/domain/paths';
import { LoadingState } from '@/ui/loading-state';
import styles from './payment-pages.module.css';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { LABELS } from '@tourdesk/domain/messages';

if (false) {
  gql`
    query CreditCardPage($groupBookingId: ID!, $paymentLinkToken: String) {
      viewer {
        agent {
          paymentMethods {
            method
            description
            isGross
          }
        }
      }
      booking(groupBookingId: $groupBookingId, paymentLinkToken: $paymentLinkToken) {
        groupBookingId
        ...CardPayment_booking
        ...AgentPayment_booking
        ...HoldNotice_booking
      }
    }
  `;
}

/**
 * The booking to pay: the one named by the address (`?booking={id}`, with `&paylink={token}` for a payment link,
 * seed 001 §2), which then becomes the booking at checkout for the confirmation and failed-payment pages; else the
 * booking at checkout. Without one the page is the 404 view (seed 001 §5). Fetched afresh: amounts and options
 * change with every payment.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const named = query.get('booking');
  const token = query.get('paylink');
  if (named && hasBookingReference(named)) {
    storeCheckoutBooking(named);
    if (token) storePaymentLink(named, token);
  }
  const groupBookingId = named ?? readCheckoutBooking()?.groupBookingId ?? null;
  if (!groupBookingId || !hasBookingReference(groupBookingId)) return { queryRef: null };
  const paymentLinkToken = token ?? paymentLinkTokenFor(groupBookingId);
  return {
    queryRef: routeQuery(context, CreditCardPageDocument, {
      variables: { groupBookingId, paymentLinkToken },
      fetchPolicy: 'network-only',
    }),
    paymentLinkToken,
  };
}

function Payment({
  queryRef,
  paymentLinkToken,
}: {
  queryRef: QueryRef<CreditCardPageQuery>;
  paymentLinkToken: string | null;
}) {
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  const onPaid = useCallback(() => void navigate(paths.confirmation.getHref()), [navigate]);
  const onFailed = useCallback(
    (reason: string) => void navigate(paths.failedPayment.getHref(reason)),
    [navigate],
  );
  if (!data.booking) return <NotFoundHero />;
  const card = (
    <CardPayment
      booking={data.booking}
      paymentLinkToken={paymentLinkToken}
      onPaid={onPaid}
      onFailed={onFailed}
    />
  );
  const agent = data.viewer.agent;
  if (agent && offersPaymentMethodChoice(agent.paymentMethods)) {
    return (
      <>
        <h1 className={styles.title}>{LABELS.payment}</h1>
        <HoldNotice booking={data.booking} />
        <AgentPayment
          booking={data.booking}
          methods={agent.paymentMethods}
          cardPayment={card}
          onPaid={onPaid}
        />
      </>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{LABELS.payment}</h1>
      <HoldNotice booking={data.booking} />
      {!agent && <ConsumerNotices contact={<BrandContact />} />}
      <section className={styles.card} aria-label="Card payment">
        {card}
      </section>
    </>
  );
}

/**
 * The card payment screen (/creditcard, seed 001 §2 Card payment screen, §4 Payment, §5 Agent payment): the
 * booking-stage header at PAYMENT, 'Payment', until when the seats are held, the consumer's notices and card
 * payment, or the agent's payment summary and methods; a payment link (`?booking=…&paylink=…`) works without a
 * login.
 */
export function Component() {
  usePageTitle('Payment');
  const { queryRef, paymentLinkToken } = useLoaderData<typeof loader>();
  if (!queryRef) return <NotFoundHero />;
  return (
    <div className={styles.page}>
      <BookingStageHeader current="PAYMENT" />
      <Suspense fallback={<LoadingState text="Loading your booking" />}>
        <Payment queryRef={queryRef} paymentLinkToken={paymentLinkToken ?? null} />
      </Suspense>
    </div>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <LoadingState text="Loading your booking" />;
}
