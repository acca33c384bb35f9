import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { passengerAnchor, PAYMENT_CHECKOUT_ANCHOR } from '@tourdesk/domain/routes';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { discountBlockShown } from '@tourdesk/domain/cart';
import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import {
  ApplyBookingPromoCodeDocument,
  CheckoutPageDocument,
  type CheckoutPageQuery,
  type PromoCodeStatus,
} from '@/apollo/generated/graphql';
import { routeQuery } from '@/apollo/router-context';
import { useSiteConfig } from '@/config/site-config';
import { readCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { focusSection } from '@/features/checkout/api/focus-section';
import { CheckoutBasket } from '@/features/checkout/components/checkout-basket';
import { HoldNotice } from '@/features/checkout/components/hold-notice';
import styles from '@/features/checkout/components/checkout.module.css';
import { PaymentSummary } from '@/features/checkout/components/payment-summary';
import { BookingStageHeader } from '@/features/layout/components/booking-stage-header';
import { NotFoundHero } from '@/features/layout/components/not-found-hero';
import { usePaymentLinkMode } from '@/lib/use-payment-link-mode';
import { paths } from '@tourdesk/domain/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { LoadingState } from '@/ui/loading-state';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { LABELS } from '@tourdesk/domain/messages';

/**
 * The code the page needs only with a booking (B5: the 404 hero's first load stays small): the passenger
 * forms (react-hook-form, the react-aria combo boxes, luxon through the passenger rules), the booking notes, the
 * checkout actions and the discount block. The loader starts loading it together with the booking, so the page
 * shows 'Loading your booking' until both are there, as before.
 */
const loadPassengerForm = () => import('@/features/checkout/components/passenger-form');
const loadBookingNotes = () => import('@/features/checkout/components/booking-notes');
const loadCheckoutActions = () => import('@/features/checkout/components/checkout-actions');
const loadDiscountCode = () => import('@/features/cart/components/discount-code');
const PassengerForm = lazy(() => loadPassengerForm().then((module) => ({ default: module.PassengerForm })));
const BookingNotes = lazy(() => loadBookingNotes().then((module) => ({ default: module.BookingNotes })));
const CheckoutActions = lazy(() =>
  loadCheckoutActions().then((module) => ({ default: module.CheckoutActions })),
);
const DiscountCode = lazy(() => loadDiscountCode().then((module) => ({ default: module.DiscountCode })));

/** Starts loading the code of the page with a booking. */
function preloadBookingCode(): void {
  void loadPassengerForm();
  void loadBookingNotes();
  void loadCheckoutActions();
  void loadDiscountCode();
}

/**
 * Starts the page's one query (the stored booking and the countries) and the code that shows it, or nothing
 * without a stored booking. Fetched afresh, as the payment pages are: the seats' hold counts down from it.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const stored = readCheckoutBooking();
  if (!stored || !hasBookingReference(stored.groupBookingId)) return { queryRef: null };
  preloadBookingCode();
  return {
    queryRef: routeQuery(context, CheckoutPageDocument, {
      variables: { groupBookingId: stored.groupBookingId },
      fetchPolicy: 'network-only',
    }),
  };
}

/**
 * The discount block on the stored booking (seed 001 §4 Discount code: 'the promo is updated on an existing booking
 * and the booking reloaded'): Apply and Clear call updateBookingPromoCode, whose booking updates the basket, the
 * payment summary and this block through the cache; whether the code is found is the booking's `promoCodeStatus`
 * (the domain's rule). Hidden in payment-link mode and for totals of 1 or less (seed 001 §2, §5).
 */
function BookingDiscountCode({
  groupBookingId,
  storedCode,
  status,
}: {
  groupBookingId: string;
  /** The main trips' promo code as booked, or null. */
  storedCode: string | null;
  /** Whether that code gives a discount. */
  status: PromoCodeStatus;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const [update, { loading }] = useMutation(ApplyBookingPromoCodeDocument);
  const change = async (code: string | null) => {
    setErrors([]);
    try {
      const result = await update({ variables: { groupBookingId, code } });
      const userErrors = result.data?.updateBookingPromoCode.userErrors ?? [];
      const other = userErrors.filter((error) => error.code !== 'PROMO_NOT_FOUND');
      if (other.length > 0) setErrors(other.map((error) => error.message));
    } catch {
      setErrors([UNEXPECTED_ERROR_TEXT]);
    }
  };
  return (
    <>
      <DiscountCode
        appliedCode={storedCode}
        status={status}
        pending={loading}
        onApply={(code) => change(code)}
        onClear={() => change(null)}
      />
      {errors.length > 0 && (
        <Alert>
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </Alert>
      )}
    </>
  );
}

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

  /** The trips a guest takes: a person is one guest of the booking, linked to each of their trips. */
  const tripsOf = (passengerId: string) =>
    booking.trips
      .filter((trip) => trip.passengers.some((passenger) => passenger.guest.passengerId === passengerId))
      .map((trip) => trip.tourName);

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
      focusSection(passengerAnchor(following.passengerId), 'field');
    } else {
      focusSection(PAYMENT_CHECKOUT_ANCHOR, 'heading');
    }
  };

  return (
    <>
      <h1 className={styles.title}>{LABELS.checkout}</h1>
      <p className={styles.intro}>{LABELS.enterAllPassengerDetailsAndChoose}</p>
      <HoldNotice booking={booking} />
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
                trips={tripsOf(guest.passengerId)}
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
          {discountBlockShown(booking.totals.total.amountMinor, isPaymentLink) && (
            <BookingDiscountCode
              groupBookingId={booking.groupBookingId}
              storedCode={booking.trips.find((trip) => !trip.isAddOn)?.promoCode ?? null}
              status={booking.promoCodeStatus}
            />
          )}
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
  usePageTitle('Checkout');
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
