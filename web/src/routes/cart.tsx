import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { cartSuggestions, discountBlockShown, isCartEmpty } from '@tourdesk/domain/cart';
import { addOnAnchor, basketAnchor } from '@tourdesk/domain/routes';
import { Suspense, useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { CartPageDocument } from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { useSiteConfig } from '@/config/site-config';
import {
  addAddOnToBasket,
  addTripToBasket,
  basketCurrency,
  basketInput,
  basketKey,
  partyOfTrip,
  pruneBasket,
  removeAddOnFromBasket,
  removeTripFromBasket,
  resetBasket,
  setBasketPromoCode,
  useBasket,
  type Basket,
} from '@/features/basket/api/basket-storage';
import { groupTrips, popupSuggestions, removalKey } from '@/features/cart/api/cart-trips';
import { CartCheckout } from '@/features/cart/components/cart-checkout';
import { CartHeading } from '@/features/cart/components/cart-heading';
import { CartExtras } from '@/features/cart/components/cart-extras';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CartTrips } from '@/features/cart/components/cart-trips';
import styles from '@/features/cart/components/cart.module.css';
import { DiscountCode } from '@/features/cart/components/discount-code';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { AddOnPopup, preloadAddOnPopup } from '@/features/cart/components/lazy-add-on-popup';
import { RefusedBasket } from '@/features/cart/components/refused-basket';
import { useCartCheckout } from '@/features/cart/hooks/use-cart-checkout';
import { useRequote } from '@/features/cart/hooks/use-requote';
import { storeCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { BookingStageHeader } from '@/features/layout/components/booking-stage-header';
import { clearPaymentLink } from '@/features/payment/api/payment-link';
import { OPEN_PARAM } from '@/features/tours/api/search-params';
import {
  ItineraryPanel,
  preloadEditTripPanel,
  preloadItinerary,
  SlideOut,
} from '@/features/tours/components/lazy-panels';
import { EditTripSlideOut } from '@/features/tours/components/edit-trip-slide-out';
import type { PanelChoices } from '@/features/tours/api/tour-booking';
import { beginCheckoutEvent, useAnalytics } from '@/lib/analytics';
import { readSession } from '@/lib/session-store';
import { paths } from '@/paths';
import { LoadingState } from '@/ui/loading-state';

/**
 * The page query's variables for a basket: the quote (with each main trip's add-on groups, seed 001 §5 Add-ons) is
 * asked only when the cart is not empty.
 */
function cartVariables(basket: Basket) {
  return {
    basket: basketInput(basket),
    hasTrips: !isCartEmpty(basket.passengers.length, basket.trips),
  };
}

/** Opening the cart drops trips without a date (seed 001 §4) and starts a fresh quote of the basket. */
export function loader({ context }: LoaderFunctionArgs) {
  const basket = pruneBasket();
  return {
    queryRef: context.get(apolloContext).preloadQuery(CartPageDocument, { variables: cartVariables(basket) }),
  };
}

const detailsHref = (tourId: string) => paths.search.getHref({ [OPEN_PARAM]: tourId });

/** The trip being edited in the 'Tour Details Changes' slide-out, and the sales-group option it shows. */
interface Editing {
  tripTourId: string;
  tourId: string;
  carried: { choices: PanelChoices; notice: string | null } | null;
}

function CartContent() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const { refetch } = useQueryRefHandlers(queryRef);
  const basket = useBasket();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const isAgent = useSiteConfig().mode === 'agent';
  const [removing, setRemoving] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [itineraryTourId, setItineraryTourId] = useState<string | null>(null);
  const { requoting, requote } = useRequote((next: Basket) => refetch(cartVariables(next)));
  const quote = data.quote?.quote ?? null;
  const flow = useCartCheckout({
    isAgent,
    onShowAddOns: (tripTourId) => void navigate({ hash: addOnAnchor(tripTourId) }, { replace: true }),
    readBasket: () => basketInput(readSession(basketKey)),
    onBooked: async (groupBookingId) => {
      if (quote) analytics.track(beginCheckoutEvent(quote));
      clearPaymentLink();
      storeCheckoutBooking(groupBookingId);
      await navigate(paths.payment.getHref());
      resetBasket();
    },
  });

  if (isCartEmpty(basket.passengers.length, basket.trips) || !data.quote) {
    return <EmptyCart tours={data.tours.tours} detailsHref={detailsHref} />;
  }

  const remove = async (tourId: string, addOnOf?: string) => {
    setRemoving(removalKey(tourId, addOnOf));
    const next = addOnOf ? removeAddOnFromBasket(addOnOf, tourId) : removeTripFromBasket(tourId);
    if (isCartEmpty(next.passengers.length, next.trips)) {
      await navigate(paths.home.getHref());
      return;
    }
    await requote(next);
    setRemoving(null);
  };
  const edit = (tourId: string) => setEditing({ tripTourId: tourId, tourId, carried: null });
  const editedTrip = editing ? basket.trips.find((trip) => trip.tourId === editing.tripTourId) : undefined;
  const editPanel = editing && editedTrip && (
    <EditTripSlideOut
      tourId={editing.tourId}
      trip={{ ...editedTrip, party: partyOfTrip(basket, editedTrip) }}
      carried={editing.carried}
      basketCurrency={basketCurrency(basket)}
      onClose={() => setEditing(null)}
      onSelectProduct={(tourId, choices, notice) =>
        setEditing({ ...editing, tourId, carried: { choices, notice } })
      }
      onSave={(changed) => {
        // The changed trip replaces the edited one where it stands in the basket, keeping its add-ons.
        addTripToBasket({ ...changed, addOns: editedTrip.addOns ?? [] }, editedTrip.tourId);
        setEditing(null);
        void requote(readSession(basketKey));
      }}
    />
  );

  if (!quote) {
    return (
      <div className={styles.column}>
        <RefusedBasket
          messages={data.quote.userErrors.map((error) => error.message)}
          trips={basket.trips}
          removing={removing}
          onEdit={edit}
          onPreloadEdit={preloadEditTripPanel}
          onRemove={(tourId) => void remove(tourId)}
        />
        {editPanel}
      </div>
    );
  }

  const groups = groupTrips(quote.trips);
  const suggestions = cartSuggestions(
    data.tours.tours.filter((tour) => tour.bookableOnline),
    basket.trips.map((trip) => trip.tourId),
  );
  return (
    <>
      <CartHeading
        tourCount={groups.length}
        addOnCount={quote.addOnCount}
        isAgent={isAgent}
        roomCounts={basket.trips.map((trip) => trip.rooms.length)}
      />
      <div className={styles.layout}>
        <CartTrips
          groups={groups}
          alerts={flow.failure.basket}
          removing={removing}
          onShowItinerary={setItineraryTourId}
          onEdit={edit}
          onRemove={(tourId, addOnOf) => void remove(tourId, addOnOf)}
          onPreloadItinerary={preloadItinerary}
          onPreloadEdit={preloadEditTripPanel}
        />
        <div className={styles.summary}>
          <CartSummary quote={quote} requoting={requoting}>
            {discountBlockShown(quote.total.amountMinor) && (
              <DiscountCode
                appliedCode={basket.promoCode || null}
                status={quote.promoCodeStatus}
                pending={requoting}
                onApply={(code) => requote(setBasketPromoCode(code))}
                onClear={() => requote(setBasketPromoCode(null))}
              />
            )}
            <CartCheckout
              totalMinor={quote.total.amountMinor}
              isAgent={isAgent}
              booking={flow.booking}
              errors={flow.failure.summary}
              onCheckout={() => void flow.checkout(quote.addOnCount, () => popupSuggestions(groups))}
              onPreloadCheckout={isAgent ? undefined : preloadAddOnPopup}
            />
          </CartSummary>
        </div>
        <CartExtras
          groups={groups}
          addedTourIds={(tourId) =>
            basket.trips.find((trip) => trip.tourId === tourId)?.addOns?.map((addOn) => addOn.tourId) ?? []
          }
          onAdd={async (tripTourId, addOn) => {
            await requote(addAddOnToBasket(tripTourId, addOn));
            void navigate({ hash: basketAnchor(tripTourId) }, { replace: true });
          }}
          suggestions={suggestions}
          detailsHref={detailsHref}
        />
      </div>
      {flow.popup && (
        <Suspense fallback={null}>
          <AddOnPopup addOns={flow.popup} onShowAddOns={flow.showAddOns} onProceed={flow.proceed} />
        </Suspense>
      )}
      {editPanel}
      {itineraryTourId && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Itinerary" onClose={() => setItineraryTourId(null)}>
            <ItineraryPanel
              key={itineraryTourId}
              tourId={itineraryTourId}
              detailsHref={detailsHref(itineraryTourId)}
            />
          </SlideOut>
        </Suspense>
      )}
    </>
  );
}

/**
 * The cart (/cart, seed 001 §2 Cart page, §4 Basket to cart, Discount code, Checkout): the basket's trips with
 * a fresh quote, add-ons per trip, 'Add Another Tour', the summary with the discount block and the agreement,
 * and the checkout button that books the basket and moves on to /payment.
 */
export function Component() {
  return (
    <div className={styles.page}>
      <BookingStageHeader current="CART SUMMARY" />
      <h1 className={styles.title}>Trip Cart</h1>
      <Suspense fallback={<LoadingState text="Loading your cart" />}>
        <CartContent />
      </Suspense>
    </div>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <LoadingState text="Loading your cart" />;
}
