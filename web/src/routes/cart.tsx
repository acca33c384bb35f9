import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { isCartEmpty } from '@tourdesk/domain/cart';
import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CartPageDocument } from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { basketInput, pruneBasket, useBasket, type Basket } from '@/features/basket/api/basket-storage';
import styles from '@/features/cart/components/cart.module.css';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { BookingStageHeader } from '@/features/layout/components/booking-stage-header';
import { tourDetailsHref } from '@/features/tours/api/search-params';
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

/** The cart with trips, whose code a fresh visitor's empty cart never asks for. */
const loadCartWithTrips = () => import('./cart-with-trips');
const CartWithTrips = lazy(() => loadCartWithTrips().then((module) => ({ default: module.CartWithTrips })));

/**
 * Opening the cart drops trips without a date (seed 001 §4) and starts a fresh quote of the basket, and, for a
 * basket with trips, the loading of that cart's code beside it.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const variables = cartVariables(pruneBasket());
  if (variables.hasTrips) void loadCartWithTrips();
  return { queryRef: context.get(apolloContext).preloadQuery(CartPageDocument, { variables }) };
}

function CartContent() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const { refetch } = useQueryRefHandlers(queryRef);
  const basket = useBasket();
  if (isCartEmpty(basket.passengers.length, basket.trips) || !data.quote) {
    return <EmptyCart tours={data.tours.tours} detailsHref={tourDetailsHref} />;
  }
  return (
    <CartWithTrips
      quoteResult={data.quote}
      tours={data.tours.tours}
      requote={(next) => refetch(cartVariables(next))}
    />
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
