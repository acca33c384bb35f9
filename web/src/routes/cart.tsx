import { gql } from '@apollo/client';
import { useMutation, useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { popupAddOns, showAddOnPopup } from '@tourdesk/domain/add-ons';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { bookingFailureAlerts } from '@tourdesk/domain/booking-failure';
import {
  cartHeaderText,
  cartSuggestions,
  discountBlockShown,
  isCartEmpty,
  multiDayBannerShown,
  tripEditable,
  tripRemovable,
} from '@tourdesk/domain/cart';
import { LABELS } from '@tourdesk/domain/messages';
import { addOnAnchor, basketAnchor } from '@tourdesk/domain/routes';
import { lazy, Suspense, useState, useTransition } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { BookBasketDocument, CartPageDocument, type CartPageQuery } from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { useSiteConfig } from '@/config/site-config';
import {
  addAddOnToBasket,
  basketInput,
  basketKey,
  pruneBasket,
  removeAddOnFromBasket,
  removeTripFromBasket,
  resetBasket,
  setBasketPromoCode,
  useBasket,
  type Basket,
} from '@/features/basket/api/basket-storage';
import { sendBookingPress } from '@/features/cart/api/book-attempt';
import {
  addOnPopupShownKey,
  bookingAttemptIdempotencyKey,
  clearBookingAttempt,
} from '@/features/cart/api/cart-session';
import type { PopupAddOn } from '@/features/cart/components/add-on-popup';
import { AddOnsSection } from '@/features/cart/components/add-ons-section';
import { CartCheckout } from '@/features/cart/components/cart-checkout';
import { CartSuggestions } from '@/features/cart/components/cart-suggestions';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CartTrip } from '@/features/cart/components/cart-trip';
import { DiscountCode } from '@/features/cart/components/discount-code';
import { RefusedBasket } from '@/features/cart/components/refused-basket';
import styles from '@/features/cart/components/cart.module.css';
import { storeCheckoutBooking } from '@/features/checkout/api/checkout-booking';
import { clearPaymentLink } from '@/features/payment/api/payment-link';
import { BookingStageHeader } from '@/features/layout/components/booking-stage-header';
import { OPEN_PARAM } from '@/features/tours/api/search-params';
import type { PanelChoices } from '@/features/tours/components/tour-panel/tour-panel';
import { useAnalytics } from '@/lib/analytics';
import { readSession, writeSession } from '@/lib/session-store';
import { paths } from '@/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { LoadingState } from '@/ui/loading-state';

/**
 * The code the cart loads only when the user opens it (issue 11 B5: the page's first load stays small): the
 * slide-out dialog, the 'Edit Tour' panel, the itinerary and the customer's add-on popup. Each loader is also
 * called early, when a pointer or the focus reaches the button that opens it.
 */
const loadSlideOut = () => import('@/ui/slide-out');
const loadEditTour = () => import('./cart-edit-tour');
const loadItinerary = () => import('@/features/tours/components/itinerary/itinerary-panel');
const loadAddOnPopup = () => import('@/features/cart/components/add-on-popup');
const SlideOut = lazy(() => loadSlideOut().then((module) => ({ default: module.SlideOut })));
const CartEditTour = lazy(() => loadEditTour().then((module) => ({ default: module.CartEditTour })));
const ItineraryPanel = lazy(() => loadItinerary().then((module) => ({ default: module.ItineraryPanel })));
const AddOnPopup = lazy(() => loadAddOnPopup().then((module) => ({ default: module.AddOnPopup })));

/** Starts loading the 'Edit Tour' slide-out's code. */
function preloadEditTour(): void {
  void loadSlideOut();
  void loadEditTour();
}

/** Starts loading the itinerary slide-out's code. */
function preloadItinerary(): void {
  void loadSlideOut();
  void loadItinerary();
}

/** Starts loading the add-on popup's code. */
function preloadAddOnPopup(): void {
  void loadAddOnPopup();
}

if (false) {
  gql`
    fragment CartAddOns_group on AddOnGroup {
      name
      addOns {
        tour {
          tourId
          name
          image {
            url(width: 600)
          }
        }
      }
    }

    query CartPage($basket: BasketInput!, $hasTrips: Boolean!) {
      quote(basket: $basket) @include(if: $hasTrips) {
        quote {
          currency
          promoCodeStatus
          ...CartSummary_quote @unmask
          trips {
            ...CartTrip_trip @unmask
            tour {
              tourId
              duration {
                category
              }
            }
            # Spreads side by side, not nested: the gateway's depth limit (10) counts each spread as two levels.
            addOnGroups {
              ...AddOnsSection_group @unmask
              ...CartAddOns_group @unmask
            }
          }
        }
        userErrors {
          code
          message
        }
      }
      tours {
        tours {
          tourId
          bookableOnline
          ...CartSuggestion_tour @unmask
        }
      }
    }

    mutation BookBasket($basket: BasketInput!, $idempotencyKey: String!) {
      book(basket: $basket, idempotencyKey: $idempotencyKey) {
        booking {
          groupBookingId
        }
        userErrors {
          code
          message
        }
      }
    }
  `;
}

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

type QuotedTrips = NonNullable<NonNullable<CartPageQuery['quote']>['quote']>['trips'];

/** Groups the quote's trips (main trips, each followed by its add-ons, in basket order) per main trip. */
function groupTrips(trips: QuotedTrips) {
  const groups: { main: QuotedTrips[number]; addOns: QuotedTrips }[] = [];
  for (const trip of trips) {
    const last = groups.at(-1);
    if (trip.isAddOn && last) last.addOns.push(trip);
    else groups.push({ main: trip, addOns: [] });
  }
  return groups;
}

/** Only groups that offer something: an empty list shows the seed's no-add-ons text. */
const offeringGroups = (groups: QuotedTrips[number]['addOnGroups']) =>
  groups.filter((group) => group.addOns.length > 0);

const detailsHref = (tourId: string) => paths.search.getHref({ [OPEN_PARAM]: tourId });

function EmptyCart({ tours }: { tours: CartPageQuery['tours']['tours'] }) {
  return (
    <>
      <div className={[styles.card, styles.empty].join(' ')}>
        <h2 className={styles.emptyTitle}>{LABELS.yourCartIsEmpty}</h2>
      </div>
      <CartSuggestions
        title={LABELS.haveALook}
        tours={cartSuggestions(
          tours.filter((tour) => tour.bookableOnline),
          [],
        )}
        detailsHref={detailsHref}
        allToursHref={paths.home.getHref()}
      />
    </>
  );
}

/** No failed booking attempt (yet). */
const NO_FAILURE = { basket: [], summary: [] };

/** A booking attempt that failed without an answer: the summary says so, the basket has no booking_error. */
const UNEXPECTED_FAILURE = { basket: [], summary: [UNEXPECTED_ERROR_TEXT] };

function CartContent() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const { refetch } = useQueryRefHandlers(queryRef);
  const [requoting, startTransition] = useTransition();
  const basket = useBasket();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const isAgent = useSiteConfig().mode === 'agent';
  const [removing, setRemoving] = useState<string | null>(null);
  const [editing, setEditing] = useState<{
    tripTourId: string;
    tourId: string;
    carried: { choices: PanelChoices; notice: string | null } | null;
  } | null>(null);
  const [itineraryTourId, setItineraryTourId] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupAddOn[] | null>(null);
  const [booking, setBooking] = useState(false);
  const [bookingFailure, setBookingFailure] = useState<{ basket: string[]; summary: string[] }>(NO_FAILURE);
  const [book] = useMutation(BookBasketDocument);

  const requote = (next: Basket) =>
    new Promise<void>((resolve) => {
      startTransition(async () => {
        await refetch(cartVariables(next));
        resolve();
      });
    });

  const quote = data.quote?.quote ?? null;
  if (isCartEmpty(basket.passengers.length, basket.trips) || !data.quote) {
    return <EmptyCart tours={data.tours.tours} />;
  }

  const remove = async (tourId: string, addOnOf?: string) => {
    setRemoving(addOnOf ? `${addOnOf}/${tourId}` : tourId);
    const next = addOnOf ? removeAddOnFromBasket(addOnOf, tourId) : removeTripFromBasket(tourId);
    if (isCartEmpty(next.passengers.length, next.trips)) {
      await navigate(paths.home.getHref());
      return;
    }
    await requote(next);
    setRemoving(null);
  };
  const editedTrip = editing ? basket.trips.find((trip) => trip.tourId === editing.tripTourId) : undefined;
  const editPanel = editing && editedTrip && (
    <Suspense fallback={null}>
      <SlideOut aria-label="Tour Details Changes" onClose={() => setEditing(null)}>
        <h2 className={styles.sectionTitle}>Tour Details Changes</h2>
        <Suspense fallback={<LoadingState text={LABELS.loadingYourTour} />}>
          <CartEditTour
            tourId={editing.tourId}
            trip={editedTrip}
            carried={editing.carried}
            onSelectProduct={(tourId, choices, notice) =>
              setEditing({ ...editing, tourId, carried: { choices, notice } })
            }
            onSaved={() => {
              setEditing(null);
              void requote(readSession(basketKey));
            }}
          />
        </Suspense>
      </SlideOut>
    </Suspense>
  );

  if (!quote) {
    return (
      <div className={styles.column}>
        <RefusedBasket
          messages={data.quote.userErrors.map((error) => error.message)}
          trips={basket.trips}
          removing={removing}
          onEdit={(tourId) => setEditing({ tripTourId: tourId, tourId, carried: null })}
          onPreloadEdit={preloadEditTour}
          onRemove={(tourId) => void remove(tourId)}
        />
        {editPanel}
      </div>
    );
  }

  const groups = groupTrips(quote.trips);
  const header = cartHeaderText(groups.length, quote.addOnCount);
  const suggestions = cartSuggestions(
    data.tours.tours.filter((tour) => tour.bookableOnline),
    basket.trips.map((trip) => trip.tourId),
  );

  const bookBasket = async () => {
    setBooking(true);
    setBookingFailure(NO_FAILURE);
    const input = basketInput(readSession(basketKey));
    const idempotencyKey = bookingAttemptIdempotencyKey(JSON.stringify(input));
    try {
      const result = await sendBookingPress(() => book({ variables: { basket: input, idempotencyKey } }));
      const created = result.data?.book.booking;
      if (created && hasBookingReference(created.groupBookingId)) {
        analytics.track({
          event: 'begin_checkout',
          currency: quote.currency,
          value: quote.total.amountMinor / 100,
          items: quote.trips.map((trip) => ({
            item_id: trip.tour.tourId,
            item_name: trip.tour.name,
            item_category: trip.tour.duration.category,
            item_variant: trip.passengers.map((passenger) => passenger.ageCategory).join(','),
            price: trip.total.amountMinor / 100 / Math.max(trip.passengers.length, 1),
            quantity: trip.passengers.length,
          })),
        });
        clearBookingAttempt();
        clearPaymentLink();
        storeCheckoutBooking(created.groupBookingId);
        await navigate(paths.payment.getHref());
        resetBasket();
        return;
      }
      const alerts = (result.data?.book.userErrors ?? []).map((error) => bookingFailureAlerts(error.message));
      // A refusal is the press's verdict: pressing again is a new intention (a new key).
      if (alerts.length > 0) clearBookingAttempt();
      setBookingFailure(
        alerts.length > 0
          ? { basket: alerts.map((alert) => alert.basket), summary: alerts.map((alert) => alert.summary) }
          : UNEXPECTED_FAILURE,
      );
    } catch {
      setBookingFailure(UNEXPECTED_FAILURE);
    }
    setBooking(false);
  };

  /** The add-ons the customer popup would suggest: every main trip's offered add-ons but 'Help restore Scotland'. */
  const popupSuggestions = (): PopupAddOn[] =>
    popupAddOns(
      groups.flatMap(({ main }) =>
        main.addOnGroups.flatMap((group) =>
          group.addOns.map((addOn) => ({
            name: addOn.tour.name,
            imageUrl: addOn.tour.image.url,
            tripTourId: main.tour.tourId,
          })),
        ),
      ),
    );

  const checkout = async () => {
    const alreadyShown = readSession(addOnPopupShownKey);
    const hasBoughtAddOn = quote.addOnCount > 0;
    if (!isAgent && !hasBoughtAddOn && !alreadyShown) {
      const offered = popupSuggestions();
      if (showAddOnPopup({ isAgent, hasBoughtAddOn, suggestionCount: offered.length, alreadyShown })) {
        writeSession(addOnPopupShownKey, true);
        setPopup(offered);
        window.scrollTo({ top: 0 });
        return;
      }
    }
    await bookBasket();
  };

  const showAddOns = () => {
    const target = popup?.[0]?.tripTourId;
    setPopup(null);
    if (target) void navigate({ hash: addOnAnchor(target) }, { replace: true });
  };

  return (
    <>
      <p className={styles.counts}>
        {header.tours} · {header.addOns}
      </p>
      {multiDayBannerShown(
        isAgent,
        basket.trips.map((trip) => ({ roomCount: trip.rooms.length })),
      ) && <p className={styles.banner}>{LABELS.multiDayDiscountBanner}</p>}
      <div className={styles.layout}>
        <section className={[styles.column, styles.trips].join(' ')} aria-labelledby="cart-tours-title">
          <h2 id="cart-tours-title" className={styles.visuallyHidden}>
            Tours in your cart
          </h2>
          {bookingFailure.basket.length > 0 && (
            <Alert>
              {bookingFailure.basket.map((alert) => (
                <p key={alert}>{alert}</p>
              ))}
            </Alert>
          )}
          {groups.map(({ main, addOns }) => (
            <div key={main.tour.tourId} className={styles.column}>
              {[main, ...addOns].map((trip) => {
                const addOnOf = trip.isAddOn ? main.tour.tourId : undefined;
                const flags = { isAddOn: trip.isAddOn };
                return (
                  <CartTrip
                    key={trip.tour.tourId}
                    id={addOnOf ? undefined : basketAnchor(trip.tour.tourId)}
                    trip={trip}
                    removing={removing === (addOnOf ? `${addOnOf}/${trip.tour.tourId}` : trip.tour.tourId)}
                    onShowItinerary={addOnOf ? undefined : () => setItineraryTourId(trip.tour.tourId)}
                    onPreloadItinerary={preloadItinerary}
                    onPreloadEdit={preloadEditTour}
                    onEdit={
                      tripEditable(flags)
                        ? () =>
                            setEditing({
                              tripTourId: trip.tour.tourId,
                              tourId: trip.tour.tourId,
                              carried: null,
                            })
                        : undefined
                    }
                    onRemove={tripRemovable(flags) ? () => void remove(trip.tour.tourId, addOnOf) : undefined}
                  />
                );
              })}
            </div>
          ))}
        </section>
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
              booking={booking}
              errors={bookingFailure.summary}
              onCheckout={() => void checkout()}
              onPreloadCheckout={isAgent ? undefined : preloadAddOnPopup}
            />
          </CartSummary>
        </div>
        <div className={[styles.column, styles.extras].join(' ')}>
          {groups.map(({ main }) => (
            <AddOnsSection
              key={main.tour.tourId}
              groups={offeringGroups(main.addOnGroups)}
              trip={{ tourId: main.tour.tourId, name: main.tour.name }}
              addedTourIds={
                basket.trips.find((trip) => trip.tourId === main.tour.tourId)?.addOns?.map((a) => a.tourId) ??
                []
              }
              onAdd={async (addOn) => {
                const next = addAddOnToBasket(main.tour.tourId, addOn);
                await requote(next);
                void navigate({ hash: basketAnchor(main.tour.tourId) }, { replace: true });
              }}
            />
          ))}
          <CartSuggestions
            title="Add Another Tour"
            tours={suggestions}
            detailsHref={detailsHref}
            allToursHref={paths.home.getHref()}
          />
        </div>
      </div>
      {popup && (
        <Suspense fallback={null}>
          <AddOnPopup
            addOns={popup}
            onShowAddOns={showAddOns}
            onProceed={() => {
              setPopup(null);
              void bookBasket();
            }}
          />
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
