import { gql } from '@apollo/client';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { passengerAnchor, PAYMENT_CHECKOUT_ANCHOR } from '@tourdesk/domain/routes';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { Suspense, useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { CheckoutPageDocument, type CheckoutPageQuery } from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { useSiteConfig } from '@/config/site-config';
import { readCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { BookingNotes } from '@/features/checkout/components/booking-notes';
import { CheckoutActions } from '@/features/checkout/components/checkout-actions';
import { CheckoutBasket } from '@/features/checkout/components/checkout-basket';
import styles from '@/features/checkout/components/checkout.module.css';
import { PassengerForm } from '@/features/checkout/components/passenger-form';
import { PaymentSummary } from '@/features/checkout/components/payment-summary';
import { BookingStageHeader } from '@/features/layout/components/booking-stage-header';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { usePaymentLinkMode } from '@/lib/use-payment-link-mode';
import { paths } from '@/paths';
import { LoadingState } from '@/ui/loading-state';

if (false) {
  gql`
    query CheckoutPage($groupBookingId: ID!) {
      booking(groupBookingId: $groupBookingId) {
        groupBookingId
        ...CheckoutBasket_booking @unmask
        ...BookingNotes_booking @unmask
        ...PaymentSummary_booking @unmask
        guests {
          ...PassengerForm_guest @unmask
        }
      }
      countries {
        isoCountryCode
        name
        dialingCode
      }
    }
  `;
}

/** Starts the page's one query (the stored booking and the countries), or nothing without a stored booking. */
export function loader({ context }: LoaderFunctionArgs) {
  const stored = readCheckoutBooking();
  if (!stored || !hasBookingReference(stored.groupBookingId)) return { queryRef: null };
  return {
    queryRef: context
      .get(apolloContext)
      .preloadQuery(CheckoutPageDocument, { variables: { groupBookingId: stored.groupBookingId } }),
  };
}

const scrollToAnchor = (id: string) => {
  const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
  document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' });
};

function CheckoutContent({ queryRef }: { queryRef: QueryRef<CheckoutPageQuery> }) {
  const { data } = useReadQuery(queryRef);
  const isAgent = useSiteConfig().mode === 'agent';
  const { bookingConditionsUrl } = useSiteConfig();
  const isPaymentLink = usePaymentLinkMode();
  const navigate = useNavigate();
  const booking = data.booking;
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(booking?.guests.filter((guest) => !guest.isComplete).map((guest) => guest.passengerId)),
  );
  if (!booking) return <NotFoundHero />;

  const toggle = (passengerId: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(passengerId);
      else next.delete(passengerId);
      return next;
    });
  const saved = (index: number) => {
    const guest = booking.guests[index];
    if (guest) toggle(guest.passengerId, false);
    const following = booking.guests[index + 1];
    if (following) {
      toggle(following.passengerId, true);
      scrollToAnchor(passengerAnchor(following.passengerId));
    } else {
      scrollToAnchor(PAYMENT_CHECKOUT_ANCHOR);
    }
  };

  return (
    <>
      <h1 className={styles.title}>Checkout</h1>
      <p className={styles.intro}>Enter all passenger details and choose your payment option.</p>
      <div className={styles.layout}>
        <div className={styles.column}>
          <CheckoutBasket booking={booking} full={isAgent} />
          <section className={styles.column} aria-label="Passenger details">
            {booking.guests.map((guest, index) => (
              <PassengerForm
                key={guest.passengerId}
                groupBookingId={booking.groupBookingId}
                guest={guest}
                index={index}
                isAgent={isAgent}
                countries={data.countries}
                expanded={expanded.has(guest.passengerId)}
                onToggle={() => toggle(guest.passengerId, !expanded.has(guest.passengerId))}
                onSaved={() => saved(index)}
              />
            ))}
          </section>
          <BookingNotes booking={booking} />
        </div>
        <PaymentSummary booking={booking}>
          <CheckoutActions
            guests={booking.guests}
            isAgent={isAgent}
            isPaymentLink={isPaymentLink}
            bookingConditionsUrl={bookingConditionsUrl}
            onContinue={() => void navigate(paths.creditCard.getHref())}
          />
        </PaymentSummary>
      </div>
    </>
  );
}

/**
 * The checkout page (/payment, seed 001 §2 Checkout page, §4 Checkout, §5 Passenger details at checkout): the
 * booked basket, a form per passenger, booking notes and the payment summary; the 404 hero without a booking.
 */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  if (!queryRef) return <NotFoundHero />;
  return (
    <div className={styles.page}>
      <BookingStageHeader current="GUEST DETAILS" />
      <Suspense fallback={<LoadingState text="Loading your booking" />}>
        <CheckoutContent queryRef={queryRef} />
      </Suspense>
    </div>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <LoadingState text="Loading your booking" />;
}
