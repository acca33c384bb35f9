import { isCartEmpty } from '@tourdesk/domain/cart';
import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CartPageDocument, type CartPageQuery } from '@/apollo/generated/graphql';
import { usePageData, type PageData } from '@/apollo/page-answers';
import { apolloFrom, pageQuery, routeQuery } from '@/apollo/router-context';
import { basketInput, pruneBasket, type Basket } from '@/features/cart/api/basket-storage';
import styles from '@/features/cart/components/cart.module.css';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { BookingStageHeader } from '@/features/layout/components/booking-stage-header';
import { tourDetailsHref } from '@/features/tours/api/search-params';
import { LoadingState } from '@/ui/loading-state';
import { usePageTitle } from '@/features/layout/hooks/use-page-title';
import { LABELS } from '@tourdesk/domain/messages';

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

/** The cart with trips, whose code (and Apollo Client's) a fresh visitor's empty cart never asks for. */
const loadCartWithTrips = () => import('./cart-with-trips');
const QuotedCart = lazy(() => loadCartWithTrips().then((module) => ({ default: module.QuotedCart })));

/**
 * Opening the cart drops trips without a date (seed 001 §4). An empty basket's page asks only for the tours it
 * suggests; a basket with trips starts a fresh quote (a query reference the cart refetches as the basket changes)
 * and the loading of that cart's code beside it.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const variables = cartVariables(pruneBasket());
  if (!variables.hasTrips) {
    return { empty: await pageQuery(context, CartPageDocument, variables), queryRef: null };
  }
  void loadCartWithTrips();
  return {
    empty: null,
    queryRef: routeQuery(await apolloFrom(context), CartPageDocument, { variables, errorPolicy: 'all' }),
  };
}

function EmptyCartContent({ page }: { page: PageData<CartPageQuery> }) {
  const data = usePageData(page);
  return <EmptyCart tours={data.tours.tours} detailsHref={tourDetailsHref} />;
}

function CartContent() {
  const { empty, queryRef } = useLoaderData<typeof loader>();
  if (queryRef) return <QuotedCart queryRef={queryRef} variablesOf={cartVariables} />;
  return empty && <EmptyCartContent page={empty} />;
}

/**
 * The cart (/cart, seed 001 §2 Cart page, §4 Basket to cart, Discount code, Checkout): the basket's trips with
 * a fresh quote, add-ons per trip, 'Add Another Tour', the summary with the discount block and the agreement,
 * and the checkout button that books the basket and moves on to /payment.
 */
export function Component() {
  usePageTitle('Trip Cart');
  return (
    <div className={styles.page}>
      <BookingStageHeader current="CART SUMMARY" />
      <h1 className={styles.title}>{LABELS.tripCart}</h1>
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
