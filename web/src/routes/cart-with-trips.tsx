import { cartSuggestions, discountBlockShown, isCartEmpty } from '@tourdesk/domain/cart';
import { basketAnchor } from '@tourdesk/domain/paths';
import { addOnAnchor } from '@tourdesk/domain/routes';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartPageQuery, CartPageQueryVariables } from '@/apollo/generated/graphql';
import { onlyOptionalPartsFailed } from '@/apollo/partial-answers';
import { useSiteConfig } from '@/config/site-config';
import {
  addAddOnToBasket,
  addTripToBasket,
  basketCurrency,
  basketInput,
  basketKey,
  partyOfTrip,
  removeAddOnFromBasket,
  removeTripFromBasket,
  resetBasket,
  setBasketPromoCode,
  useBasket,
  type Basket,
} from '@/features/cart/api/basket-storage';
import { groupTrips, popupSuggestions, removalKey } from '@/features/cart/api/cart-trips';
import { useCartCheckout } from '@/features/cart/hooks/use-cart-checkout';
import { useRequote } from '@/features/cart/hooks/use-requote';
import { storeCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { clearPaymentLink } from '@/features/payment/api/payment-link';
import { tourDetailsHref } from '@/features/tours/api/search-params';
import type { PanelChoices } from '@/features/tours/api/tour-booking';
import { EditTripSlideOut } from '@/features/tours/components/edit-trip-slide-out';
import {
  ItineraryPanel,
  preloadEditTripPanel,
  preloadItinerary,
  SlideOut,
} from '@/features/tours/components/lazy-panels';
import { beginCheckoutEvent, useAnalytics } from '@/lib/analytics';
import { readSession } from '@/lib/session-store';
import { paths } from '@tourdesk/domain/paths';
import { CartCheckout } from '@/features/cart/components/cart-checkout';
import { CartExtras } from '@/features/cart/components/cart-extras';
import { CartHeading } from '@/features/cart/components/cart-heading';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CartTrips } from '@/features/cart/components/cart-trips';
import styles from '@/features/cart/components/cart.module.css';
import { DiscountCode } from '@/features/cart/components/discount-code';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { AddOnPopup, preloadAddOnPopup } from '@/features/cart/components/lazy-add-on-popup';
import { RefusedBasket } from '@/features/cart/components/refused-basket';

/** The trip being edited in the 'Tour Details Changes' slide-out, and the sales-group option it shows. */
interface Editing {
  tripTourId: string;
  tourId: string;
  carried: { choices: PanelChoices; notice: string | null } | null;
}

/** Props of {@link CartWithTrips}. */
interface CartWithTripsProps {
  /** The page query's quote answer for a basket with trips: the quote, or the provider's refusal (userErrors). */
  quoteResult: NonNullable<CartPageQuery['quote']>;
  /** The tours the page suggests beside the basket. */
  tours: CartPageQuery['tours']['tours'];
  /** Asks the page's query again for a changed basket (a fresh quote). */
  requote: (basket: Basket) => Promise<unknown>;
}

/**
 * The cart with trips (seed 001 §2 Cart page, §4 Basket to cart, Discount code, Checkout): the basket's trips with
 * their fresh quote, add-ons per trip, 'Add Another Tour', the summary with the discount block and the agreement,
 * and the checkout button that books the basket and moves on to /payment; a basket the provider refuses shows its
 * messages with the trips to edit or remove. Loaded only for a basket with trips (routes/cart.tsx): an empty
 * cart asks for none of its code.
 */
function CartWithTrips({ quoteResult, tours, requote }: CartWithTripsProps) {
  const cart = useCartWithTrips(quoteResult, requote);
  const quote = quoteResult.quote;
  if (!quote) {
    return (
      <div className={styles.column}>
        <RefusedBasket
          messages={quoteResult.userErrors.map((error) => error.message)}
          trips={cart.basket.trips}
          removing={cart.removing}
          onEdit={cart.edit}
          onPreloadEdit={preloadEditTripPanel}
          onRemove={(tourId) => void cart.remove(tourId)}
        />
        <TripEditor cart={cart} />
      </div>
    );
  }
  const groups = groupTrips(quote.trips);
  const inCart = new Set(cart.basket.trips.map((trip) => trip.tourId));
  const suggestions = cartSuggestions(
    tours.filter((tour) => tour.bookableOnline),
    tours.filter((tour) => inCart.has(tour.tourId)),
  );
  const { basket, flow, navigate } = cart;
  return (
    <>
      <CartHeading
        tourCount={groups.length}
        addOnCount={quote.addOnCount}
        isAgent={cart.isAgent}
        roomCounts={basket.trips.map((trip) => trip.rooms.length)}
      />
      <div className={styles.layout}>
        <CartTrips
          groups={groups}
          alerts={flow.failure.basket}
          removing={cart.removing}
          onShowItinerary={cart.setItineraryTourId}
          onEdit={cart.edit}
          onRemove={(tourId, addOnOf) => void cart.remove(tourId, addOnOf)}
          onPreloadItinerary={preloadItinerary}
          onPreloadEdit={preloadEditTripPanel}
        />
        <QuoteSummary cart={cart} quote={quote} groups={groups} />
        <CartExtras
          groups={groups}
          addedTourIds={(tourId) =>
            basket.trips.find((trip) => trip.tourId === tourId)?.addOns?.map((addOn) => addOn.tourId) ?? []
          }
          onAdd={async (tripTourId, addOn) => {
            await cart.requote(addAddOnToBasket(tripTourId, addOn));
            void navigate({ hash: basketAnchor(tripTourId) }, { replace: true });
          }}
          suggestions={suggestions}
          detailsHref={tourDetailsHref}
        />
      </div>
      {flow.popup && (
        <Suspense fallback={null}>
          <AddOnPopup addOns={flow.popup} onShowAddOns={flow.showAddOns} onProceed={flow.proceed} />
        </Suspense>
      )}
      <TripEditor cart={cart} />
      <TripItinerary cart={cart} />
    </>
  );
}

/**
 * The cart's state and actions: the basket, the trip being removed or edited and the itinerary shown, the
 * re-quote of a changed basket, and the checkout flow (useCartCheckout) that books the basket, records
 * begin_checkout and moves on to /payment. `remove` takes a trip (or an add-on of `addOnOf`) out of the basket
 * and re-quotes it, or goes home once the cart is empty.
 */
function useCartWithTrips(
  quoteResult: CartWithTripsProps['quoteResult'],
  requoteBasket: CartWithTripsProps['requote'],
) {
  const basket = useBasket();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const isAgent = useSiteConfig().mode === 'agent';
  const [removing, setRemoving] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [itineraryTourId, setItineraryTourId] = useState<string | null>(null);
  const { requoting, requote } = useRequote(requoteBasket);
  const quote = quoteResult.quote;
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
  const remove = async (tourId: string, addOnOf?: string) => {
    setRemoving(removalKey(tourId, addOnOf));
    const next = addOnOf ? removeAddOnFromBasket(addOnOf, tourId) : removeTripFromBasket(tourId);
    if (isCartEmpty(next.passengers.length, next.trips)) {
      await navigate(paths.home.getHref());
      return;
    }
    await requote(next);
    setRemoving(null);
    // The address no longer points at a removed trip or its add-ons.
    void navigate({ hash: '' }, { replace: true });
  };
  const edit = (tourId: string) => setEditing({ tripTourId: tourId, tourId, carried: null });
  return {
    basket,
    navigate,
    isAgent,
    removing,
    remove,
    editing,
    setEditing,
    edit,
    itineraryTourId,
    setItineraryTourId,
    requoting,
    requote,
    flow,
  };
}

/** The cart's state and actions (see {@link useCartWithTrips}). */
type CartState = ReturnType<typeof useCartWithTrips>;

/** The summary column: the quote's totals, the discount block where the total allows one, and the checkout. */
function QuoteSummary({
  cart: { basket, isAgent, requoting, requote, flow },
  quote,
  groups,
}: {
  cart: CartState;
  quote: NonNullable<CartWithTripsProps['quoteResult']['quote']>;
  groups: ReturnType<typeof groupTrips>;
}) {
  return (
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
  );
}

/**
 * The 'Tour Details Changes' slide-out of the trip being edited: saving puts the changed trip where the edited one
 * stands (keeping its add-ons), re-quotes the basket and points the address at the trip.
 */
function TripEditor({ cart: { basket, editing, setEditing, requote, navigate } }: { cart: CartState }) {
  const editedTrip = editing ? basket.trips.find((trip) => trip.tourId === editing.tripTourId) : undefined;
  if (!editing || !editedTrip) return null;
  return (
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
        void requote(readSession(basketKey)).then(() =>
          navigate({ hash: basketAnchor(changed.tourId) }, { replace: true }),
        );
      }}
    />
  );
}

/** The itinerary slide-out of the trip whose 'Itinerary' was pressed. */
function TripItinerary({ cart: { itineraryTourId, setItineraryTourId } }: { cart: CartState }) {
  if (!itineraryTourId) return null;
  return (
    <Suspense fallback={null}>
      <SlideOut aria-label="Itinerary" onClose={() => setItineraryTourId(null)}>
        <ItineraryPanel
          key={itineraryTourId}
          tourId={itineraryTourId}
          detailsHref={tourDetailsHref(itineraryTourId)}
        />
      </SlideOut>
    </Suspense>
  );
}

/**
 * The cart of a basket with trips, from its page query's reference: the cart with trips, asking the query again
 * (`variablesOf` the changed basket) for each change, or the empty cart once the basket has emptied (in another
 * tab) or the gateway quoted nothing.
 */
export function QuotedCart({
  queryRef,
  variablesOf,
}: {
  queryRef: QueryRef<CartPageQuery, CartPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
  variablesOf: (basket: Basket) => CartPageQueryVariables;
}) {
  const { data, error } = useReadQuery(queryRef);
  const { refetch } = useQueryRefHandlers(queryRef);
  const basket = useBasket();
  // Only the add-on offers may be missing (their read timed out): the quote and the cart stand without them.
  if (error && !onlyOptionalPartsFailed(error)) throw error;
  if (!data) throw error ?? new Error('The cart query gave no data');
  if (isCartEmpty(basket.passengers.length, basket.trips) || !data.quote) {
    return <EmptyCart tours={data.tours.tours} detailsHref={tourDetailsHref} />;
  }
  return (
    <CartWithTrips
      quoteResult={data.quote}
      tours={data.tours.tours}
      requote={(next) => refetch(variablesOf(next))}
    />
  );
}
